import type { AirwallexConfig } from './config.ts';
import { airwallexWalletProvider, walletFailureMessages } from './wallet-provider.ts';
import type { PaymentProvider } from '../provider.ts';

/** The gateway type of Google Pay gateways (payment_gateway.type). */
export const GOOGLE_PAY_PROVIDER_ID = 'googlePay';

/** How the shop names an order paid this way. */
export const GOOGLE_PAY_PAID_WITH = 'Google Pay';

/**
 * Google Pay through Airwallex's `googlePayButton` element. Google's pay.js loads from Google's
 * host and its sheet is Google's frame there, which asks for the browser's Payment Request.
 */
export function googlePayProvider(config: AirwallexConfig, deps: { now?: () => Date; fetch?: typeof fetch } = {}): PaymentProvider {
  const google = 'https://pay.google.com';
  return airwallexWalletProvider(
    config,
    {
      id: GOOGLE_PAY_PROVIDER_ID,
      paidWith: GOOGLE_PAY_PAID_WITH,
      element: 'googlePayButton',
      walletOrigins: { scripts: [google], frames: [google], connect: [google], paymentRequest: [google] },
      failureMessages: walletFailureMessages(GOOGLE_PAY_PAID_WITH),
      webhookPath: '/webhooks/google-pay',
    },
    deps,
  );
}
