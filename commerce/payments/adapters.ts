import type { CommerceContext } from '../context.ts';
import type { CardGateway } from './gateway.ts';
import type { PaymentGatewayTable } from '../store/tables.ts';

export type GatewayType = PaymentGatewayTable['type'];

/**
 * The card providers this process can reach, by gateway type. A gateway enabled in the store
 * whose provider is not configured here (no Airwallex keys in the environment) is unavailable.
 */
export interface PaymentAdapters {
  adapterFor(type: GatewayType): CardGateway | null;
  /**
   * Where the provider sends the shopper back after a 3-D Secure check: the shop origin they paid
   * from (browserDetails.origin) when it is one of the shop's own, else the configured one. It
   * names no order: a URL ends up in history, logs and Referer headers, and a guest's order id is
   * its secret. The return page settles the order the browser holds (the provider keeps our
   * order id as merchant_order_id, sent server to server).
   */
  returnUrl(type: GatewayType, gatewayId: string, paidFrom?: string | null): string;
  /** Settings of this process the browser needs for a gateway (the test gateway's card frame address). */
  publicConfig(type: GatewayType): Record<string, string>;
}

export interface AdapterSettings {
  /** The shop's public origin (HEARTH_SITE_ORIGIN); null: return URLs stay relative unless paidFrom is one of `shopOrigins`. */
  siteOrigin: string | null;
  /** Every origin the shop's pages are served from; a shopper is sent back only to one of these. */
  shopOrigins?: readonly string[];
  /** Per gateway type, what publicConfig answers. */
  publicConfig?: Partial<Record<GatewayType, Record<string, string>>>;
}

export function paymentAdapters(adapters: Partial<Record<GatewayType, CardGateway>>, settings: AdapterSettings): PaymentAdapters {
  const shopOrigins = new Set(settings.shopOrigins ?? []);
  const page = (path: string, paidFrom: string | null) => {
    const origin = paidFrom && shopOrigins.has(paidFrom) ? paidFrom : settings.siteOrigin;
    return origin ? new URL(path, origin).toString() : path;
  };
  return {
    adapterFor: (type) => adapters[type] ?? null,
    returnUrl: (type, gatewayId, paidFrom = null) =>
      type === 'airwallex'
        ? page('/checkout/airwallex-return/', paidFrom)
        : page(`/checkout/card-return/?gateway=${encodeURIComponent(gatewayId)}`, paidFrom),
    publicConfig: (type) => (adapters[type] ? (settings.publicConfig?.[type] ?? {}) : {}),
  };
}

/** What settling a payment needs: the store, the clock and the providers (no caller). */
export type PaymentContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;
