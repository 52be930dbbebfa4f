import type { ShopChannel } from '../../lib/channel.ts';
import { execute, type TransportSource } from '../../lib/commerce/client.ts';
import { ChangeShipmentDateDocument, ShipmentDateChoicesDocument, type ShipmentDateChoicesQuery } from '../../lib/commerce/gql/graphql.ts';
import { orNull, type FailureListener } from '../../lib/commerce/outcome.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';

/** The days a shipment may move to, or why it cannot (`refusal`). */
export type ShipmentDateChoices = ShipmentDateChoicesQuery['shipmentDateChoices'];

/**
 * The order page's "Change delivery date" calls. Like getOrderDetails they go with the customer's
 * ID token when signed in and carry a guest browser's receipt key: the server answers the order's
 * owner only.
 */
export function deliveryDateCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    choices: (orderId: string, shipment: string, receiptKey: string | null, onError?: FailureListener) =>
      orNull(
        'shipmentDateChoices',
        async () =>
          (await execute(transport, ShipmentDateChoicesDocument, { orderId, shipment, receiptKey, tenant, salesChannel }))
            .shipmentDateChoices,
        onError,
      ),
    change: (
      change: { orderId: string; shipment: string; receiptKey: string | null; version: number; deliveryDate: string },
      onError?: FailureListener,
    ): Promise<OrderDetails | null> =>
      orNull(
        'changeShipmentDate',
        async () => (await execute(transport, ChangeShipmentDateDocument, { ...change, tenant, salesChannel })).changeShipmentDate,
        onError,
      ),
  };
}

export const deliveryDates = deliveryDateCalls(shopperTransport, shopChannel);
