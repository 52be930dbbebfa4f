import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { claimPurchaseReport } from '../../lib/analytics/purchase-memory.ts';
import { browserLocalStorage, type StorageLike } from '../../lib/browser-storage.ts';
import type { CommerceError } from '../../lib/commerce/client.ts';
import { withFailure, type FailureListener } from '../../lib/commerce/outcome.ts';
import { CART_STATUS, PLACED_STATUS } from '../../lib/commerce/order-statuses.ts';
import { paymentCalls, type OrderDetails, type PaymentCalls, type TrackedOrder } from '../../lib/commerce/payments.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { browserReceiptKeyStores, endKeyWhilePaying, findReceiptKey, type ReceiptKeyStores } from './receipt-keys.ts';
import type { TrackingQuery } from './tracking-form.ts';

/** An order page's load: the order, no such order, or a failure worth trying again. */
export type OrderLookup<T> = { kind: 'found'; order: T } | { kind: 'notFound' } | { kind: 'error'; message: string };

const LOAD_FAILED = 'We could not load this just now. Check your connection and try again.';

/** A null reply with no failure, or a NOT_FOUND, is "no such order"; any other failure may pass. */
export function orderLookup<T>(order: T | null, failure: CommerceError | null): OrderLookup<T> {
  if (order) return { kind: 'found', order };
  if (!failure || failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT') return { kind: 'notFound' };
  return { kind: 'error', message: LOAD_FAILED };
}

async function lookUp<T>(call: (onError: FailureListener) => Promise<T | null>): Promise<OrderLookup<T>> {
  return orderLookup(...(await withFailure(call)));
}

/**
 * A guest's order read by id without its receipt key (another browser, a forwarded link) answers
 * only the receipt: lines, totals, dates and status, with no contact, addresses or notes. A placed
 * order always has a contact and a delivery address, so their absence is what marks a receipt.
 */
export function isReceiptOnly(order: Pick<OrderDetails, 'status' | 'customer' | 'shippingAddress' | 'billingAddress'>): boolean {
  return order.status !== CART_STATUS && !order.customer && (order.shippingAddress ?? []).length === 0 && !order.billingAddress;
}

/**
 * The server says whether this caller may open the order's VAT receipt (placed, seen in full):
 * a receipt-only view, or a guest order merely placed in a signed-in customer's email, would find
 * the receipt "not found", so no link leads there.
 */
export function hasVatReceipt(order: Pick<OrderDetails, 'vatReceiptAvailable'>): boolean {
  return order.vatReceiptAvailable;
}

export interface OrderViewDeps {
  calls: Pick<PaymentCalls, 'getOrderDetails' | 'trackOrderByNumber'>;
  /** Which purchases this browser reported already (localStorage: a reopened page must not report again). */
  storage: () => StorageLike | null;
  /** The receipt keys of the guest orders this browser paid for (receipt-keys.ts). */
  receiptKeys: () => ReceiptKeyStores;
  /** Epoch milliseconds: a payment's receipt key is kept beyond the tab only for a while. */
  now: () => number;
  reportPurchase: (order: OrderDetails) => void;
}

/** The order page's and the tracking page's reads, and the purchase report that goes with the first. */
export function createOrderView(deps: OrderViewDeps) {
  return {
    /**
     * With the receipt key this browser holds, if any: it opens a guest's order in full. Once the
     * order is seen placed and whole (its receipt open to it), a key kept beyond the tab for the
     * payment stays with this tab only.
     */
    async loadOrder(orderId: string): Promise<OrderLookup<OrderDetails>> {
      const keys = deps.receiptKeys();
      const lookup = await lookUp((onError) => deps.calls.getOrderDetails(orderId, onError, findReceiptKey(keys, orderId, deps.now())));
      if (lookup.kind === 'found' && hasVatReceipt(lookup.order)) endKeyWhilePaying(keys, orderId, deps.now());
      return lookup;
    },

    /** A guest's number and the email it was placed with; no match and no such order read the same. */
    trackOrder: (query: TrackingQuery): Promise<OrderLookup<TrackedOrder>> =>
      lookUp((onError) => deps.calls.trackOrderByNumber(query.orderNumber, query.email, onError)),

    /**
     * The GA4 purchase, once per order and only for a placed one: the page opened straight
     * after paying (?placed=1) may be reloaded or reopened, and must not count the sale again.
     */
    reportPurchaseOnce(order: OrderDetails): boolean {
      if (order.status !== PLACED_STATUS) return false;
      if (!claimPurchaseReport(order.id, deps.storage())) return false;
      deps.reportPurchase(order);
      return true;
    },
  };
}

export const orderView = createOrderView({
  // A signed-in customer's order answers only to their ID token; a guest's, in full, to its receipt key.
  calls: paymentCalls(shopperTransport, shopChannel),
  storage: browserLocalStorage,
  receiptKeys: browserReceiptKeyStores,
  now: () => Date.now(),
  reportPurchase: (order) => ecommerceEvents.purchase(order),
});
