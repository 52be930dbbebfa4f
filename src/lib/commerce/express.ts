import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import {
  PlaceExpressOrderDocument,
  QuoteExpressDeliveryDocument,
  StartExpressCartDocument,
  type QuoteExpressDeliveryQuery,
  type SheetDetailsInput,
  type SheetMethodInput,
  type SheetPlaceInput,
} from './gql/graphql.ts';
import { orNull, type FailureListener } from './outcome.ts';

/** The shop's answer to a wallet sheet's address: shipments, delivery and amount due, or a refusal in words. */
export type SheetQuote = QuoteExpressDeliveryQuery['quoteExpressDelivery'];
export type { SheetDetailsInput, SheetMethodInput };
/** One way the sheet may send the basket, with its shipments, delivery total and amount due. */
export type SheetOption = SheetQuote['options'][number];

/** Express checkout's calls, bound to one transport and tenant/channel; each answers null on failure. */
export function expressCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    /** A product page's express cart of just this product (the last press's, `reuseOrderId`, when it still fits). */
    startExpressCart: (skuCode: string, quantity: number, reuseOrderId: string | null, onError?: FailureListener) =>
      orNull(
        'startExpressCart',
        async () =>
          (await execute(transport, StartExpressCartDocument, { skuId: skuCode, quantity, reuseOrderId, tenant, salesChannel }))
            .startExpressCart,
        onError,
      ),
    quoteExpressDelivery: (orderId: string, address: SheetPlaceInput, onError?: FailureListener) =>
      orNull(
        'quoteExpressDelivery',
        async () =>
          (await execute(transport, QuoteExpressDeliveryDocument, { orderId, address, tenant, salesChannel })).quoteExpressDelivery,
        onError,
      ),
    /** placeOrder's arguments and reply, with what the sheet handed over and the delivery picked in it. */
    placeExpressOrder: (
      orderId: string,
      paymentGatewayId: string,
      paymentData: string,
      sheet: SheetDetailsInput,
      shippingMethods: SheetMethodInput[],
      onError?: FailureListener,
      receiptKey: string | null = null,
    ) =>
      orNull(
        'placeExpressOrder',
        async () =>
          (
            await execute(transport, PlaceExpressOrderDocument, {
              orderId,
              paymentGatewayId,
              paymentData,
              sheet,
              shippingMethods,
              tenant,
              salesChannel,
              receiptKey,
            })
          ).placeExpressOrder,
        onError,
      ),
  };
}
