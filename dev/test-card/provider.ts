import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';
import { NO_BROWSER_ORIGINS, type PaymentProvider } from '../../commerce/payments/provider.ts';
import { PAID_BY_CARD } from '../../commerce/payments/registry.ts';
import type { TestCardVault } from './card-vault.ts';
import { createTestCardGateway } from './gateway.ts';

/** The gateway type of the built-in test card gateway (payment_gateway.type). */
export const TEST_CARD_PROVIDER_ID = 'testCard';

/**
 * The test gateway's 3-D Secure page, on the gateway's own origin, where its pretend bank asks the
 * shopper to confirm; the token is what lets the page answer, and this URL goes only to the paying
 * browser.
 */
export const testCardChallengePage = (gatewayOrigin: string) => (paymentId: string, token: string) =>
  `${gatewayOrigin}/secure?${new URLSearchParams({ payment: paymentId, token })}`;

/** Where the test gateway's own server listens unless HEARTH_TEST_CARD_PORT says otherwise. */
export const DEFAULT_TEST_CARD_PORT = 4326;

/** The test gateway as this process runs it: its own origin (the card frame's server) and vault. */
export interface TestCardGatewaySettings {
  /** The origin of its card frame and 3-D Secure page, e.g. http://127.0.0.1:4326. */
  origin: string;
  vault?: TestCardVault;
}

/**
 * The built-in test card gateway as a provider: a development stand-in that takes the token its
 * own card frame (on its own origin) gave, and whose pretend bank has a 3-D Secure page. Unset
 * settings: one whose pages are at the default port, as the API tests' shop has it.
 */
export function testCardProvider(
  db: Kysely<Database>,
  now: () => Date,
  settings: TestCardGatewaySettings = { origin: `http://127.0.0.1:${DEFAULT_TEST_CARD_PORT}` },
): PaymentProvider {
  return {
    id: TEST_CARD_PROVIDER_ID,
    gateway: createTestCardGateway(db, {
      now,
      challengePage: testCardChallengePage(settings.origin),
      ...(settings.vault ? { vault: settings.vault } : {}),
    }),
    paidWith: PAID_BY_CARD,
    takesCardInBrowser: false,
    // The return page settles through the gateway it names (several test gateways may be listed).
    returnPath: (gatewayId) => `/checkout/card-return/?gateway=${encodeURIComponent(gatewayId)}`,
    browserConfig: { cardFrameUrl: `${settings.origin}/card-frame` },
    browserOrigins: { ...NO_BROWSER_ORIGINS, frames: [settings.origin] },
  };
}
