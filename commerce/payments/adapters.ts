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
   * Where the provider sends the shopper back after a 3-D Secure check. It names no order: a
   * URL ends up in history, logs and Referer headers, and a guest's order id is its secret. The
   * return page settles the order the browser holds (the provider keeps our order id as
   * merchant_order_id, sent server to server).
   */
  returnUrl(type: GatewayType, gatewayId: string): string;
}

export function paymentAdapters(adapters: Partial<Record<GatewayType, CardGateway>>, siteOrigin: string | null): PaymentAdapters {
  const page = (path: string) => (siteOrigin ? new URL(path, siteOrigin).toString() : path);
  return {
    adapterFor: (type) => adapters[type] ?? null,
    returnUrl: (type, gatewayId) =>
      type === 'airwallex' ? page('/checkout/airwallex-return/') : page(`/checkout/card-return/?gateway=${encodeURIComponent(gatewayId)}`),
  };
}

/** What settling a payment needs: the store, the clock and the providers (no caller). */
export type PaymentContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;
