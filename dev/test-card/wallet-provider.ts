import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';
import { NO_BROWSER_ORIGINS, type PaymentProvider } from '../../commerce/payments/provider.ts';
import type { TestCardVault } from './card-vault.ts';
import { createTestCardGateway } from './gateway.ts';
import { testCardChallengePage } from './provider.ts';

/** A wallet the test gateway stands in for, by the gateway type its payment_gateway row names. */
export interface TestWallet {
  id: string;
  /** How the shop names an order paid this way, as the real wallet's provider does. */
  paidWith: string;
}

/** The stand-ins: Apple Pay and Google Pay as the test gateway plays them (rows `test-apple-pay`, `test-google-pay`). */
export const TEST_WALLETS: readonly TestWallet[] = [
  { id: 'testApplePay', paidWith: 'Apple Pay' },
  { id: 'testGooglePay', paidWith: 'Google Pay' },
];

/**
 * A wallet as the test gateway plays it, offline: its button is a frame on the gateway's own
 * origin (`/wallet-button`), whose pretend sheet authorises with a test contact and address and
 * hands the page a single-use token of a test card (an approved one, or a declined one for its
 * "fail" button), as a wallet hands over its payment data. The payment then goes through the test
 * card gateway's own ledger, 3-D Secure included, exactly as a card's does.
 */
export function testWalletProvider(
  db: Kysely<Database>,
  now: () => Date,
  wallet: TestWallet,
  settings: { origin: string; vault?: TestCardVault },
): PaymentProvider {
  return {
    id: wallet.id,
    gateway: createTestCardGateway(db, {
      now,
      challengePage: testCardChallengePage(settings.origin),
      ...(settings.vault ? { vault: settings.vault } : {}),
    }),
    paidWith: wallet.paidWith,
    takesCardInBrowser: false,
    returnPath: (gatewayId) => `/checkout/card-return/?gateway=${encodeURIComponent(gatewayId)}`,
    // walletSheetUrl: the sheet express checkout opens from the basket, which asks the shop about delivery.
    browserConfig: {
      wallet: 'true',
      walletFrameUrl: `${settings.origin}/wallet-button`,
      walletSheetUrl: `${settings.origin}/wallet-sheet`,
      paidWith: wallet.paidWith,
    },
    browserOrigins: { ...NO_BROWSER_ORIGINS, frames: [settings.origin] },
  };
}
