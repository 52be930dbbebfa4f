import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import {
  CheckOrderCanBePlacedDocument,
  CheckPaymentDocument,
  GetOrderDetailsDocument,
  PlaceOrderDocument,
  TrackOrderByNumberDocument,
  type CartOrderFragment,
  type GetPaymentGatewaysForWebsiteQuery,
  type OrderProgressFragment,
  type PaymentStateFragment,
  type TrackOrderByNumberQuery,
} from './gql/graphql.ts';
import { orNull, type FailureListener } from './outcome.ts';

/** An order as the payment calls return it: the cart, plus payment status and what to do next. */
export type PaymentOrder = CartOrderFragment & PaymentStateFragment;
/** An order as the order page shows it: shipments carry both fragments' fields. */
export type OrderDetails = Omit<PaymentOrder, 'shipments'> &
  Omit<OrderProgressFragment, 'shipments'> & {
    shipments: (CartOrderFragment['shipments'][number] & OrderProgressFragment['shipments'][number])[];
  };
/**
 * placeOrder's reply: the order, and for a guest's order the key that opens its full details
 * again for this browser (getOrderDetails' receiptKey); null when signed in.
 */
type PlaceOrderReply = PaymentOrder & { receiptKey?: string | null };
/** A placed order as tracking shows it: progress and dates, nothing personal. */
export type TrackedOrder = NonNullable<TrackOrderByNumberQuery['getOrderByNumber']>;

/** A way to pay the website offers (catalogueCalls.getPaymentGatewaysForWebsite), with its card schemes. */
export type PaymentGateway = GetPaymentGatewaysForWebsiteQuery['getPaymentGatewaysForWebsite'][number];

/** How the shop names a wallet (the gateway's public `paidWith`), for its button, the payment's analytics and words. */
export const walletName = (gateway: PaymentGateway): string => gateway.config.find((c) => c.property === 'paidWith')?.value ?? gateway.name;

/**
 * The payment calls the shop makes and the reads that follow a payment, bound to one
 * transport and tenant/channel. Like every call here each answers null on failure, logged;
 * pass a listener to learn why (a declined card is a failure with code PAYMENT_DECLINED).
 */
export function paymentCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    /** paymentData is the JSON string of payment-data.ts: the card, browserDetails and the amount seen. */
    placeOrder: (
      orderId: string,
      paymentGatewayId: string,
      paymentData: string,
      onError?: FailureListener,
      /** A guest's key from an earlier try: it lets a new card abandon a bank check left open. */
      receiptKey: string | null = null,
    ): Promise<PlaceOrderReply | null> =>
      orNull(
        'placeOrder',
        async () =>
          (await execute(transport, PlaceOrderDocument, { orderId, paymentGatewayId, paymentData, tenant, salesChannel, receiptKey }))
            .placeOrder,
        onError,
      ),
    /** Charges nothing; settles a payment left in flight (after 3-D Secure). The return pages send "{}". */
    checkOrderCanBePlaced: (orderId: string, paymentGatewayId: string, paymentData: string, onError?: FailureListener) =>
      orNull(
        'checkOrderCanBePlaced',
        async () =>
          (await execute(transport, CheckOrderCanBePlacedDocument, { orderId, paymentGatewayId, paymentData, tenant, salesChannel }))
            .checkOrderCanBePlaced,
        onError,
      ),
    /** Settles the payment in flight with its provider: true once the order is placed; null when the question could not be asked. */
    checkPayment: (orderId: string, onError?: FailureListener) =>
      orNull(
        'checkPayment',
        async () => (await execute(transport, CheckPaymentDocument, { orderId, tenant, salesChannel })).checkPayment,
        onError,
      ),
    /**
     * A guest's order, once its payment has started, answers only its receipt (no contact,
     * addresses or notes) unless receiptKey is the key placeOrder gave the browser that paid.
     */
    getOrderDetails: (orderId: string, onError?: FailureListener, receiptKey: string | null = null) =>
      orNull(
        'getOrder',
        async () => (await execute(transport, GetOrderDetailsDocument, { orderId, receiptKey, tenant, salesChannel })).getOrder,
        onError,
      ),
    /** The number and the email it was placed with; the server answers null for every kind of miss. */
    trackOrderByNumber: (orderNumber: number, email: string, onError?: FailureListener) =>
      orNull(
        'getOrderByNumber',
        async () => (await execute(transport, TrackOrderByNumberDocument, { orderNumber, email, tenant, salesChannel })).getOrderByNumber,
        onError,
      ),
  };
}

export type PaymentCalls = ReturnType<typeof paymentCalls>;
