import type { CardGateway } from '../gateway.ts';
import type { PaymentProvider } from '../provider.ts';
import { PAID_BY_CARD } from '../registry.ts';
import { airwallexBrowserOrigins } from './browser-origins.ts';
import { airwallexEnvironment, type AirwallexConfig } from './config.ts';
import { createAirwallexGateway } from './gateway.ts';
import { airwallexWebhookRoute } from './webhook-route.ts';

/** The gateway type of Airwallex gateways (payment_gateway.type). */
export const AIRWALLEX_PROVIDER_ID = 'airwallex';

/** Where Airwallex sends the shopper back after its 3-D Secure check (the intent's return_url). */
export const AIRWALLEX_RETURN_PATH = '/checkout/airwallex-return/';

/**
 * Airwallex as a provider: the server creates a payment intent, the shopper's card goes into
 * Airwallex's own element in the browser, which confirms the intent with the secret placeOrder's
 * reply hands over; the webhook and every other check ask Airwallex what the intent became.
 * `gateway` replaces the client made from `config` (the tests wrap it to drop answers).
 */
export function airwallexProvider(config: AirwallexConfig, deps: { now?: () => Date; gateway?: CardGateway } = {}): PaymentProvider {
  const env = airwallexEnvironment(config.baseUrl);
  return {
    id: AIRWALLEX_PROVIDER_ID,
    gateway: deps.gateway ?? createAirwallexGateway(config, deps.now ? { now: deps.now } : {}),
    paidWith: PAID_BY_CARD,
    takesCardInBrowser: true,
    returnPath: () => AIRWALLEX_RETURN_PATH,
    // The card element loads from the environment's own hosts, which the page policy names.
    browserConfig: { airwallexEnv: env },
    browserOrigins: airwallexBrowserOrigins(env),
    handOff: ({ providerRef, clientSecret }) => ({
      type: 'airwallexConfirm',
      action: 'CONFIRM',
      data: JSON.stringify({ intentId: providerRef, clientSecret }),
    }),
    webhook: ({ context, rateLimits, trustedProxies }) =>
      airwallexWebhookRoute(context, config.webhookSecret, { rateLimits, trustedProxies }),
  };
}
