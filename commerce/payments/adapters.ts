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
  /** Where the provider sends the shopper back after a 3-D Secure check. */
  returnUrl(type: GatewayType, gatewayId: string, orderId: string): string;
}

export function paymentAdapters(adapters: Partial<Record<GatewayType, CardGateway>>, siteOrigin: string | null): PaymentAdapters {
  const page = (path: string) => (siteOrigin ? new URL(path, siteOrigin).toString() : path);
  return {
    adapterFor: (type) => adapters[type] ?? null,
    returnUrl: (type, gatewayId, orderId) =>
      type === 'airwallex'
        ? page(`/checkout/airwallex-return/?orderId=${encodeURIComponent(orderId)}`)
        : page(`/checkout/card-return/?orderId=${encodeURIComponent(orderId)}&gateway=${encodeURIComponent(gatewayId)}`),
  };
}

/** What settling a payment needs: the store, the clock and the providers (no caller). */
export type PaymentContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;
