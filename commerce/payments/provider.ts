/**
 * The port a way to pay plugs into. A provider is one folder under commerce/payments/ that
 * answers this interface; the registry (registry.ts) holds the providers this process can reach,
 * and everything else (placing an order, settling, refunds, the checkout's card form, the page
 * policy) asks the registry by the gateway's type, never by a provider's name.
 */

import type { CardGateway } from './gateway.ts';
import type { HttpRoute } from '../http-routes.ts';
import type { GatewayType, PaymentContext } from './registry.ts';
import type { RateLimits } from '../limits/index.ts';

/** Hosts a page must let the provider's card form use; each list goes into the page policy as said. */
export interface ProviderBrowserOrigins {
  /** Where the form's scripts load from (script-src). */
  scripts: readonly string[];
  /** Where the card fields' frames live (frame-src). */
  frames: readonly string[];
  /** Where the page itself calls (connect-src). */
  connect: readonly string[];
  /** Frames allowed to ask for the browser's Payment Request (Permissions-Policy `payment`). */
  paymentRequest: readonly string[];
}

/**
 * What a provider's refund event asks of the shop: look again at that payment's refunds. Refunds
 * are the staff desk's (desk/refunds.service.ts), which sits above payments, so the server
 * hands the desk's recheck in here rather than payments reaching up for it.
 */
export type RecheckRefunds = (ctx: PaymentContext, gatewayType: GatewayType, paymentRef: string) => Promise<void>;

/** What a webhook settles with: the payment context, and the desk's refund recheck. */
export type WebhookContext = PaymentContext & { recheckRefunds: RecheckRefunds };

/** What a provider's webhook needs of the shop: settling goes through the same paths as every other report. */
export interface WebhookDeps {
  context: WebhookContext;
  rateLimits: RateLimits;
  trustedProxies: number;
}

/** What placeOrder's reply hands the paying browser when the provider's element confirms there (clientData). */
export interface BrowserHandOff {
  type: string;
  action: string;
  data: string;
}

export interface PaymentProvider {
  /** The gateway type it answers for (payment_gateway.type), and the id the browser picks its card form by. */
  readonly id: string;
  /**
   * How the shop names an order paid this way, after "Paid by" ("card", "PayPal", "Klarna, pay in
   * 3"): the order keeps it when the payment places it, for its page, mails, VAT receipt and the desk.
   */
  readonly paidWith: string;
  /** Start a payment (charge), confirm it (lookup, cancel) and refund it: see gateway.ts for the rules. */
  readonly gateway: CardGateway;
  /**
   * True when placeOrder's paymentData carries no card token: the card is typed into the
   * provider's element and confirmed from the browser, or the shopper approves the payment on the
   * provider's own page (a redirect method); false when it carries the token the provider's own
   * frame gave.
   */
  readonly takesCardInBrowser: boolean;
  /**
   * The shop's page the shopper comes back to after a 3-D Secure check, as a path. It names no
   * order (a URL ends up in history, logs and Referer headers, and a guest's order id is its secret).
   */
  returnPath(gatewayId: string): string;
  /** Settings of this process the browser needs to show the card form (added to the gateway's public config). */
  readonly browserConfig: Readonly<Record<string, string>>;
  /** Hosts the checkout's page policy must allow for the card form. */
  readonly browserOrigins: ProviderBrowserOrigins;
  /** For a payment waiting on the browser's confirmation: what that browser needs, in placeOrder's reply only. */
  handOff?(payment: { providerRef: string; clientSecret: string }): BrowserHandOff;
  /**
   * For a way to pay that takes only some totals (a pay-later method's limits): the shopper's
   * words when the amount due is outside them, else null. Checked when the payment begins, in the
   * same transaction that prices the order, so no payment starts for a total it refuses.
   */
  amountRefusal?(amountDuePence: number): string | null;
  /** Reads the provider's events (its webhook): a route the server mounts under /webhooks/. */
  webhook?(deps: WebhookDeps): HttpRoute;
}

export const NO_BROWSER_ORIGINS: ProviderBrowserOrigins = { scripts: [], frames: [], connect: [], paymentRequest: [] };
