import type { FailureReason } from '../gateway.ts';
import type { PaymentProvider } from '../provider.ts';
import type { AirwallexConfig } from './config.ts';
import { airwallexRedirectProvider } from './redirect-method-provider.ts';

/** The gateway type of PayPal gateways (payment_gateway.type). */
export const PAYPAL_PROVIDER_ID = 'paypal';

/** How the shop names the way an order was paid. */
export const PAYPAL_PAID_WITH = 'PayPal';

const COUNTRY_CODE = 'GB';

/** What the shopper reads when PayPal did not take the payment, by why. */
const PAYPAL_FAILURE_MESSAGES: Record<FailureReason, string> = {
  abandoned: 'You cancelled the payment at PayPal, so nothing was taken. Your basket is as you left it: choose how to pay.',
  declined: 'PayPal did not take the payment, so nothing was taken. Please try PayPal again or choose another way to pay.',
  insufficientFunds: 'PayPal did not take the payment, so nothing was taken. Please try PayPal again or choose another way to pay.',
  authenticationFailed: 'PayPal could not confirm it was you, so nothing was taken. Please try again or choose another way to pay.',
  expiredCard: 'PayPal did not take the payment, so nothing was taken. Please try PayPal again or choose another way to pay.',
};

/**
 * PayPal through Airwallex (the shop's provider): a redirect method. The server confirms the
 * payment intent with `payment_method: { type: 'paypal', paypal: { country_code } }` and sends the
 * shopper to PayPal's page; refunds go back through Airwallex to the PayPal account.
 */
export function paypalProvider(config: AirwallexConfig, deps: { now?: () => Date; fetch?: typeof fetch } = {}): PaymentProvider {
  return airwallexRedirectProvider(
    config,
    {
      id: PAYPAL_PROVIDER_ID,
      method: { type: 'paypal', details: { country_code: COUNTRY_CODE } },
      paidWith: PAYPAL_PAID_WITH,
      failureMessages: PAYPAL_FAILURE_MESSAGES,
      webhookPath: '/webhooks/paypal',
    },
    deps,
  );
}
