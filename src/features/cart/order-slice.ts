import { persistentAtom } from '@nanostores/persistent';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { CART_STATUS, PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';

/** Only this slice is kept in localStorage (key store-site, prefix persist:). */
export const ORDER_STORAGE_KEY = 'persist:store-site';

export interface OrderSlice {
  order: CartOrder | null;
}

const EMPTY: OrderSlice = { order: null };

/**
 * Whether the slice keeps an order in this status: the cart, and the cart while it is being paid
 * for, so that a reload mid-payment still knows the order and can say the payment is under way
 * instead of showing an empty basket. A placed order is dropped: the next visit starts a new cart.
 */
export function sliceKeeps(status: string): boolean {
  return status === CART_STATUS || status === PAYMENT_PENDING_STATUS;
}

/**
 * Reads what a previous visit stored. Anything unreadable or of another shape is dropped:
 * a broken cart in storage must never break the page. Prices in it are shown only until
 * the API's fresh copy arrives.
 */
export function decodeOrderSlice(stored: string): OrderSlice {
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object' || !('order' in value)) return EMPTY;
    const order = (value as { order: unknown }).order;
    if (order === null) return EMPTY;
    if (typeof order === 'object' && typeof (order as CartOrder).id === 'string' && Array.isArray((order as CartOrder).orderItems)) {
      // A copy stored by an older build may lack newer lists: fill them until the refresh lands.
      const lists = ['errors', 'shipments', 'shippingAddress', 'couponsUsed', 'discountsApplied'] as const;
      const filled = { ...(order as CartOrder) };
      for (const list of lists) if (!Array.isArray(filled[list])) (filled as Record<string, unknown>)[list] = [];
      return { order: filled };
    }
  } catch {
    // Corrupt JSON: start with an empty cart.
  }
  return EMPTY;
}

export const $orderSlice = persistentAtom<OrderSlice>(ORDER_STORAGE_KEY, EMPTY, {
  encode: JSON.stringify,
  decode: decodeOrderSlice,
});
