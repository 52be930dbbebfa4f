import type { FailureReason } from '../gateway.ts';
import { NO_BROWSER_ORIGINS, type PaymentProvider } from '../provider.ts';
import type { RedirectPaymentMethod } from './client.ts';
import type { AirwallexConfig } from './config.ts';
import { createAirwallexGateway } from './gateway.ts';
import { airwallexWebhookRoute } from './webhook-route.ts';

/** The shop's page a shopper comes back to from a redirect method's own page (it names no order). */
export const REDIRECT_RETURN_PATH = '/checkout/payment-return/';

/** What makes one redirect method through Airwallex a way to pay of its own. */
export interface RedirectMethodSettings {
  /** The gateway type it answers for (payment_gateway.type). */
  id: string;
  /** How the shop names an order paid this way ("PayPal"). */
  paidWith: string;
  /** Airwallex's payment_method for it, as the server confirms the intent with. */
  method: RedirectPaymentMethod;
  /** The shopper's words for each way it can fail: the method's own, not a card's. */
  failureMessages: Record<FailureReason, string>;
  /** Its own webhook endpoint, which settles only its attempts (Airwallex sends each endpoint every event). */
  webhookPath: string;
  /** What the payment step needs to offer it (its limits, for a pay-later method). */
  browserConfig?: Readonly<Record<string, string>>;
  amountRefusal?: (amountDuePence: number) => string | null;
}

/**
 * A way to pay that Airwallex takes on the method's own page (a redirect method): the server
 * creates the payment intent and confirms it with the method, the shopper is sent to the intent's
 * next_action URL and comes back to the return page, and what became of it is learnt by retrieving
 * the intent (the return page, the webhook, the sweep), as for a card. Nothing is loaded in the
 * browser: the method's page is a top-level visit, so the page policy gains no host.
 */
export function airwallexRedirectProvider(
  config: AirwallexConfig,
  settings: RedirectMethodSettings,
  deps: { now?: () => Date; fetch?: typeof fetch } = {},
): PaymentProvider {
  return {
    id: settings.id,
    paidWith: settings.paidWith,
    gateway: createAirwallexGateway(config, {
      ...deps,
      redirectMethod: settings.method,
      failureMessages: settings.failureMessages,
    }),
    takesCardInBrowser: true,
    returnPath: () => REDIRECT_RETURN_PATH,
    browserConfig: { leavesForProvider: 'true', ...settings.browserConfig },
    browserOrigins: NO_BROWSER_ORIGINS,
    ...(settings.amountRefusal ? { amountRefusal: settings.amountRefusal } : {}),
    webhook: ({ context, rateLimits, trustedProxies }) =>
      airwallexWebhookRoute(
        context,
        config.webhookSecret,
        { rateLimits, trustedProxies },
        { gatewayType: settings.id, path: settings.webhookPath },
      ),
  };
}
