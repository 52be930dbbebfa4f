import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { paymentAdapters, type PaymentAdapters } from './adapters.ts';
import type { CardGateway } from './gateway.ts';
import type { TestCardVault } from './test-card/card-vault.ts';
import { createTestCardGateway } from './test-card/gateway.ts';

/**
 * The test gateway's 3-D Secure page, on the gateway's own origin, where its pretend bank asks the
 * shopper to confirm; the token is what lets the page answer, and this URL goes only to the paying
 * browser.
 */
export const testCardChallengePage = (gatewayOrigin: string) => (paymentId: string, token: string) =>
  `${gatewayOrigin}/secure?${new URLSearchParams({ payment: paymentId, token })}`;

/** The test gateway as this process runs it: its own origin (the card frame's server) and vault. */
export interface TestCardGatewaySettings {
  /** The origin of its card frame and 3-D Secure page, e.g. http://127.0.0.1:4326. */
  origin: string;
  vault?: TestCardVault;
}

/** Where the test gateway's own server listens unless HEARTH_TEST_CARD_PORT says otherwise. */
export const DEFAULT_TEST_CARD_PORT = 4326;

/**
 * The providers of one shop process: the built-in test card gateway (unless switched off, as
 * production does: its server then never starts), and Airwallex when its keys are configured.
 */
export function defaultPaymentAdapters(
  db: Kysely<Database>,
  now: () => Date,
  options: {
    siteOrigin?: string | null;
    shopOrigins?: readonly string[];
    /** False: no test gateway. Unset: one whose pages are at the default port (the API tests' shop). */
    testCard?: TestCardGatewaySettings | false;
    airwallex?: CardGateway | null;
    /** Airwallex's environment (its sandbox is `demo`): the checkout's card element loads from its hosts. */
    airwallexEnv?: 'demo' | 'prod';
  } = {},
): PaymentAdapters {
  const testCard = options.testCard === false ? null : (options.testCard ?? { origin: `http://127.0.0.1:${DEFAULT_TEST_CARD_PORT}` });
  return paymentAdapters(
    {
      ...(testCard
        ? {
            testCard: createTestCardGateway(db, {
              now,
              challengePage: testCardChallengePage(testCard.origin),
              ...(testCard.vault ? { vault: testCard.vault } : {}),
            }),
          }
        : {}),
      ...(options.airwallex ? { airwallex: options.airwallex } : {}),
    },
    {
      siteOrigin: options.siteOrigin ?? null,
      shopOrigins: options.shopOrigins ?? [],
      publicConfig: {
        ...(testCard ? { testCard: { cardFrameUrl: `${testCard.origin}/card-frame` } } : {}),
        ...(options.airwallex ? { airwallex: { airwallexEnv: options.airwallexEnv ?? 'prod' } } : {}),
      },
    },
  );
}
