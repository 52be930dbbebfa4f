import type { AirwallexConfig } from './config.ts';
import { airwallexWalletProvider, walletFailureMessages } from './wallet-provider.ts';
import type { PaymentProvider } from '../provider.ts';

/** The gateway type of Apple Pay gateways (payment_gateway.type). */
export const APPLE_PAY_PROVIDER_ID = 'applePay';

/** How the shop names an order paid this way. */
export const APPLE_PAY_PAID_WITH = 'Apple Pay';

/**
 * Apple Pay through Airwallex's `applePayButton` element. Apple's own script for the button and
 * sheet loads from Apple's host; the merchant validation is Airwallex's (the shop's domain is
 * registered with Airwallex, which holds the Apple merchant identity).
 */
export function applePayProvider(config: AirwallexConfig, deps: { now?: () => Date; fetch?: typeof fetch } = {}): PaymentProvider {
  return airwallexWalletProvider(
    config,
    {
      id: APPLE_PAY_PROVIDER_ID,
      paidWith: APPLE_PAY_PAID_WITH,
      element: 'applePayButton',
      walletOrigins: { scripts: ['https://applepay.cdn-apple.com'], frames: [], connect: [], paymentRequest: [] },
      failureMessages: walletFailureMessages(APPLE_PAY_PAID_WITH),
      webhookPath: '/webhooks/apple-pay',
    },
    deps,
  );
}
