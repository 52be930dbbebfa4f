import { instalmentLimitRefusal } from '../../domain/instalments.ts';
import type { FailureReason } from '../gateway.ts';
import type { PaymentProvider } from '../provider.ts';
import type { AirwallexConfig } from './config.ts';
import { airwallexRedirectProvider } from './redirect-method-provider.ts';
import { KLARNA_PAY_IN_THREE } from './klarna-limits.ts';

/** The gateway type of Klarna gateways (payment_gateway.type). */
export const KLARNA_PROVIDER_ID = 'klarna';

/** How the shop names the way an order was paid. */
export const KLARNA_PAID_WITH = 'Klarna, pay in 3';

const COUNTRY_CODE = 'GB';

const KLARNA_FAILURE_MESSAGES: Record<FailureReason, string> = {
  abandoned: 'You cancelled at Klarna, so nothing was taken. Your basket is as you left it: choose how to pay.',
  declined: 'Klarna could not offer pay in 3 for this order, so nothing was taken. Please choose another way to pay.',
  insufficientFunds: 'Klarna could not offer pay in 3 for this order, so nothing was taken. Please choose another way to pay.',
  authenticationFailed: 'Klarna could not confirm it was you, so nothing was taken. Please try again or choose another way to pay.',
  expiredCard: 'Klarna could not take the first payment, so nothing was taken. Please choose another way to pay.',
};

/**
 * Klarna's pay in 3 through Airwallex: a redirect method offered only within its limits
 * (limits.ts), which the payment step shows with the plan and the server checks when the payment
 * begins. The server confirms the intent with `payment_method: { type: 'klarna', klarna: { country_code } }`;
 * refunds go back through Airwallex to Klarna, which adjusts the shopper's plan.
 */
export function klarnaProvider(config: AirwallexConfig, deps: { now?: () => Date; fetch?: typeof fetch } = {}): PaymentProvider {
  const terms = KLARNA_PAY_IN_THREE;
  return airwallexRedirectProvider(
    config,
    {
      id: KLARNA_PROVIDER_ID,
      method: { type: 'klarna', details: { country_code: COUNTRY_CODE } },
      paidWith: KLARNA_PAID_WITH,
      failureMessages: KLARNA_FAILURE_MESSAGES,
      webhookPath: '/webhooks/klarna',
      browserConfig: {
        instalmentCount: String(terms.count),
        instalmentEveryDays: String(terms.everyDays),
        offeredFromPence: String(terms.minPence),
        offeredUpToPence: String(terms.maxPence),
      },
      amountRefusal: (amountDuePence) => instalmentLimitRefusal(amountDuePence, terms, KLARNA_PAID_WITH),
    },
    deps,
  );
}
