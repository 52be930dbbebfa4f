import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { paymentAdapters, type PaymentAdapters } from './adapters.ts';
import type { CardGateway } from './gateway.ts';
import { createTestCardGateway } from './test-card/gateway.ts';

/**
 * Our 3-D Secure page, where the test gateway's pretend bank asks the shopper to confirm; the
 * token is what lets the page answer, and this URL goes only to the paying browser.
 */
export const testCardChallengePage = (paymentId: string, token: string) => `/secure/?${new URLSearchParams({ payment: paymentId, token })}`;

/**
 * The providers of one shop process: the built-in test card gateway (unless switched off, as
 * production does by default), and Airwallex when its keys are configured. `siteOrigin` makes return URLs absolute, as external providers need.
 */
export function defaultPaymentAdapters(
  db: Kysely<Database>,
  now: () => Date,
  options: { siteOrigin?: string | null; testCards?: boolean; airwallex?: CardGateway | null } = {},
): PaymentAdapters {
  return paymentAdapters(
    {
      ...(options.testCards === false ? {} : { testCard: createTestCardGateway(db, { now, challengePage: testCardChallengePage }) }),
      ...(options.airwallex ? { airwallex: options.airwallex } : {}),
    },
    options.siteOrigin ?? null,
  );
}
