import type { OrderStatus } from './order-process.ts';

/**
 * How much of an order a reply shows, by who asks and what they prove:
 * - full: everything, contact details, addresses, notes and the payment's next step included;
 * - claimed: a guest's order as the customer who claimed it (order-claim.ts: the one-time link in
 *   its confirmation, opened signed in with its mailbox) sees it: the order, its contact and where
 *   it goes, but not what a guest wrote to the shop (order and delivery notes), the analytics id or
 *   the payment's next step: free text in a guest order never reaches an account as if it were theirs;
 * - receipt: what a receipt shows (lines, totals, dates, status, shipments, history), for
 *   whoever holds a guest order's id once payment has started: the id is then in the order
 *   page's URL, so it is no longer a secret;
 * Tracking (getOrderByNumber) answers its own shorter type, TrackedOrder (orders/order-view.ts).
 */
export type OrderDisclosure = 'full' | 'claimed' | 'receipt';

/** The facts of an order the rules read. Emails are stored lower case. */
export interface DisclosedOrder {
  status: OrderStatus;
  guest: boolean;
  customerId: string | null;
  customerEmail: string | null;
  /** The customer who claimed this guest order; null while no one has. */
  claimedBy: string | null;
}

/** Who asks: a signed-in customer (id, and the lower-case email of the shop's record of them) or a guest (both null). */
export interface OrderViewer {
  customerId: string | null;
  email: string | null;
}

/**
 * A guest's order: no customer made it theirs by signing in. Its id opens it; a signed-in
 * customer's order opens only with their ID token (the store's `ownedBy` filter).
 */
export function isGuestOrder(order: Pick<DisclosedOrder, 'guest' | 'customerId'>): boolean {
  return order.guest || order.customerId === null;
}

/**
 * A guest order the viewer claimed. Its email being the viewer's is not enough: anyone can type
 * anyone's email at checkout.
 */
function isClaimedByViewer(order: DisclosedOrder, viewer: OrderViewer): boolean {
  return isGuestOrder(order) && viewer.customerId !== null && order.claimedBy === viewer.customerId;
}

/** The customer the order belongs to, or the one who claimed a guest order. */
function isViewersOwn(order: DisclosedOrder, viewer: OrderViewer): boolean {
  if (viewer.customerId !== null && order.customerId === viewer.customerId) return true;
  return isClaimedByViewer(order, viewer);
}

/**
 * What getOrder, getCustomerOrders and every reply with an order show. A cart is shown whole:
 * its id is its secret (and a signed-in customer's cart is only ever read by them). A guest's
 * order once payment has started is a receipt unless the caller proves it is theirs: the receipt
 * key placeOrder gave the browser that paid (`hasReceiptKey`, checked by the caller) opens it in
 * full; the customer who claimed it sees it without what the guest wrote.
 */
export function orderDisclosure(order: DisclosedOrder, viewer: OrderViewer, hasReceiptKey: boolean): 'full' | 'claimed' | 'receipt' {
  if (order.status === 'shoppingCart') return 'full';
  if (!isGuestOrder(order)) return order.customerId === viewer.customerId ? 'full' : 'receipt';
  if (hasReceiptKey) return 'full';
  return isClaimedByViewer(order, viewer) ? 'claimed' : 'receipt';
}

/**
 * Tracking by order number: numbers are sequential, so the caller must prove the order is
 * theirs with the email it was placed with (typed: trimmed and lower-cased before it comes
 * here), or by being signed in as its customer. A postcode is not proof. A cart has no number
 * to track.
 */
export function mayTrack(order: DisclosedOrder, viewer: OrderViewer, typedEmail: string | null): boolean {
  if (order.status === 'shoppingCart') return false;
  if (typedEmail && order.customerEmail !== null && order.customerEmail === typedEmail) return true;
  return isViewersOwn(order, viewer);
}

/**
 * placeOrder hands a guest's order a receipt key only in the reply to the call that opened the
 * payment: that caller held the cart's id while it was still a secret. A call that joins a
 * payment under way, or finds the order placed, may hold the id from anywhere (a URL, a race
 * with a slow card) and gets none; another tab of the paying browser shares its stored key.
 */
export function mayIssueReceiptKey(order: Pick<DisclosedOrder, 'guest' | 'customerId'>, callOpenedThePayment: boolean): boolean {
  return isGuestOrder(order) && callOpenedThePayment;
}
