import type { CommerceContext } from '../context.ts';
import type { CardGateway } from './gateway.ts';
import type { HttpRoute } from '../http-routes.ts';
import type { BrowserHandOff, PaymentProvider, ProviderBrowserOrigins, WebhookDeps } from './provider.ts';

/** How an order paid by a card provider is named ("Paid by card"). */
export const PAID_BY_CARD = 'card';

/** A gateway's type: the id of the provider that answers for it. */
export type GatewayType = string;

/**
 * The payment providers this process can reach, by gateway type. A gateway enabled in the store
 * whose provider is not registered here (its keys are not in the environment) is unavailable.
 */
export interface PaymentRegistry {
  /** The registered providers, in the order they were registered. */
  readonly providers: readonly PaymentProvider[];
  provider(type: GatewayType): PaymentProvider | null;
  adapterFor(type: GatewayType): CardGateway | null;
  /**
   * Where the provider sends the shopper back after a 3-D Secure check: the shop origin they paid
   * from (browserDetails.origin) when it is one of the shop's own, else the configured one. The
   * return page settles the order the browser holds (the provider keeps our order id, sent
   * server to server).
   */
  returnUrl(type: GatewayType, gatewayId: string, paidFrom?: string | null): string;
  /** How the shop names an order paid through a gateway of this type ("card" for one no registered provider answers for). */
  paidWith(type: GatewayType): string;
  /** Settings of this process the browser needs for a gateway's card form. */
  publicConfig(type: GatewayType): Record<string, string>;
  /** What the paying browser needs to confirm a payment in the provider's element, or null for a provider without one. */
  handOff(type: GatewayType, payment: { providerRef: string; clientSecret: string }): BrowserHandOff | null;
  /** The webhook routes of the providers that have one. */
  webhookRoutes(deps: WebhookDeps): HttpRoute[];
  /** Every registered provider's hosts, merged: what the page policy allows. */
  browserOrigins(): ProviderBrowserOrigins;
}

export interface RegistrySettings {
  /** The shop's public origin (HEARTH_SITE_ORIGIN); null: return URLs stay relative unless paidFrom is one of `shopOrigins`. */
  siteOrigin: string | null;
  /** Every origin the shop's pages are served from; a shopper is sent back only to one of these. */
  shopOrigins?: readonly string[];
}

/** Holds the providers; two with one id is a wiring mistake, refused at start-up. */
export function paymentRegistry(providers: readonly PaymentProvider[], settings: RegistrySettings = { siteOrigin: null }): PaymentRegistry {
  const byId = new Map<string, PaymentProvider>();
  for (const provider of providers) {
    if (byId.has(provider.id)) throw new Error(`Two payment providers are registered as "${provider.id}".`);
    byId.set(provider.id, provider);
  }
  const shopOrigins = new Set(settings.shopOrigins ?? []);
  const page = (path: string, paidFrom: string | null) => {
    const origin = paidFrom && shopOrigins.has(paidFrom) ? paidFrom : settings.siteOrigin;
    return origin ? new URL(path, origin).toString() : path;
  };
  const provider = (type: GatewayType) => byId.get(type) ?? null;
  const merged = (key: keyof ProviderBrowserOrigins) => [...new Set(providers.flatMap((p) => p.browserOrigins[key]))];
  return {
    providers,
    provider,
    adapterFor: (type) => provider(type)?.gateway ?? null,
    returnUrl: (type, gatewayId, paidFrom = null) => {
      const found = provider(type);
      if (!found) throw new Error(`No payment provider is registered as "${type}".`);
      return page(found.returnPath(gatewayId), paidFrom);
    },
    paidWith: (type) => provider(type)?.paidWith ?? PAID_BY_CARD,
    publicConfig: (type) => ({ ...(provider(type)?.browserConfig ?? {}) }),
    handOff: (type, payment) => provider(type)?.handOff?.(payment) ?? null,
    webhookRoutes: (deps) => providers.flatMap((p) => (p.webhook ? [p.webhook(deps)] : [])),
    browserOrigins: () => ({
      scripts: merged('scripts'),
      frames: merged('frames'),
      connect: merged('connect'),
      paymentRequest: merged('paymentRequest'),
    }),
  };
}

/** What settling a payment needs: the store, the clock and the providers (no caller). */
export type PaymentContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;
