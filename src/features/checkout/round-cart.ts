import type { WritableAtom } from 'nanostores';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { CART_STATUS, PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';
import type { OrderSlice } from '../cart/order-slice.ts';

/**
 * Paying for a repeat delivery round: its mail and the account's plan card open
 * `/checkout?cart=<id>`, the basket the shop made for the round. That cart belongs to the signed-in
 * customer, so it opens only with their ID token (with the public key it does not exist), and the
 * checkout then takes it as the cart in hand. The id leaves the address bar at once, so it is not
 * in the history or in a Referer. This lives with the checkout, not the cart store, because the
 * product page loads the cart store and has no bytes to spare.
 */
export const ROUND_CART_PARAM = 'cart';
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RoundCartHandoff =
  /** No cart in the address: the checkout goes on with the cart in hand. */
  | { kind: 'none' }
  /** The round's basket is now the cart in hand. */
  | { kind: 'adopted' }
  /** Nobody is signed in: the basket opens after signing in, which returns here. */
  | { kind: 'signIn'; href: string }
  /** Paid already, set aside, or not this customer's: nothing to pay here. */
  | { kind: 'unavailable'; message: string };

export interface RoundCartDeps {
  search: string;
  hasStoredSession: () => boolean;
  /** The order as the shopper's own transport reads it (the customer's token when signed in); null when it is not theirs. */
  getOrder: (orderId: string) => Promise<CartOrder | null>;
  slice: WritableAtom<OrderSlice>;
  /** Replaces the address (history.replaceState) with the checkout's own, without the id. */
  replaceUrl: (path: string) => void;
}

export async function handOffRoundCart(deps: RoundCartDeps): Promise<RoundCartHandoff> {
  const id = new URLSearchParams(deps.search).get(ROUND_CART_PARAM);
  if (id === null) return { kind: 'none' };
  deps.replaceUrl('/checkout');
  if (!CART_ID.test(id)) return { kind: 'unavailable', message: 'That basket link is not complete. Open it again from your email.' };
  if (!deps.hasStoredSession()) {
    return { kind: 'signIn', href: `/login?next=${encodeURIComponent(`/checkout?${ROUND_CART_PARAM}=${id}`)}` };
  }
  const order = await deps.getOrder(id);
  // A round's basket is always a customer's own. A guest basket also answers to a signed-in
  // caller who holds its id, so without this a stranger's link could swap the customer's basket
  // (and delivery address) for one the stranger made and still controls.
  if (!order || order.guest || !order.customer) {
    return {
      kind: 'unavailable',
      message: 'This basket cannot be opened here. Sign in with the account the email was sent to, or see your plans in your account.',
    };
  }
  if (order.status === PAYMENT_PENDING_STATUS) return { kind: 'unavailable', message: 'This basket is being paid for already.' };
  if (order.status !== CART_STATUS) return { kind: 'unavailable', message: 'This delivery has been paid for already. Thank you!' };
  deps.slice.set({ order });
  return { kind: 'adopted' };
}
