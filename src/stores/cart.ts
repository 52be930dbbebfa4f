import { atom, type WritableAtom } from 'nanostores';
import type { CommerceError } from '../lib/commerce/client.ts';
import { orderCalls, type CartOrder, type OrderCalls } from '../lib/commerce/orders.ts';
import type { FailureListener } from '../lib/commerce/outcome.ts';
import { shopChannel, storefrontTransport } from '../lib/commerce/settings.ts';
import { readGtagClientId } from '../lib/analytics/gtag.ts';
import { $orderSlice, type OrderSlice } from './order.ts';

export const CART_STATUS = 'shoppingCart';

export interface CartState {
  slice: WritableAtom<OrderSlice>;
  flyInOpen: WritableAtom<boolean>;
  /** True while a cart request is in flight; always cleared when it ends, however it ends. */
  updating: WritableAtom<boolean>;
  /** The last failure, in words for the shopper; cleared by the next action. */
  message: WritableAtom<string | null>;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The cart's actions. Every change replaces the held order with the server's reply; a failed
 * request keeps the old order and says why.
 */
export function createCart(calls: OrderCalls, state: CartState, gtagClientId: () => string | null) {
  /** Runs one request; the reply replaces the held order, a failure leaves it and sets the message. */
  async function run(change: (onError: FailureListener) => Promise<CartOrder | null>): Promise<boolean> {
    state.updating.set(true);
    state.message.set(null);
    let failure: CommerceError | null = null;
    try {
      const order = await change((error) => {
        failure = error;
      });
      if (order) {
        state.slice.set({ order });
        return true;
      }
      state.message.set((failure as CommerceError | null)?.message ?? FALLBACK_MESSAGE);
      return false;
    } finally {
      state.updating.set(false);
    }
  }

  const heldId = () => state.slice.get().order?.id ?? null;

  return {
    async addToCart(skuId: string, quantity: number): Promise<boolean> {
      const ok = await run(async (onError) => {
        const held = heldId();
        let gone = false;
        const order = await calls.addToCart(held, skuId, quantity, gtagClientId(), (error) => {
          gone = held !== null && error.code === 'NOT_FOUND';
          if (!gone) onError(error);
        });
        // The held cart is gone (placed elsewhere or cleaned up): start a fresh one.
        return gone ? calls.addToCart(null, skuId, quantity, gtagClientId(), onError) : order;
      });
      const order = state.slice.get().order;
      if (ok && order?.id && order.errors.length === 0) state.flyInOpen.set(true);
      return ok;
    },

    changeQuantity(orderItemId: string, quantity: number): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.editOrderItem(id, orderItemId, quantity, onError));
    },

    removeLine(orderItemId: string): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.removeOrderItem(id, orderItemId, onError));
    },

    /**
     * Replaces the stored copy with the server's. A cart that was placed or no longer exists is
     * dropped; one that could not be fetched (offline, server down) is kept as it was.
     */
    async refresh(): Promise<void> {
      const id = heldId();
      if (!id) return;
      let failed = false;
      const order = await calls.getOrder(id, () => {
        failed = true;
      });
      if (failed) return;
      state.slice.set({ order: order && order.status === CART_STATUS ? order : null });
    },
  };
}

export const $flyInOpen = atom(false);
export const $cartUpdating = atom(false);
export const $cartMessage = atom<string | null>(null);

export const cart = createCart(
  orderCalls(storefrontTransport, shopChannel),
  { slice: $orderSlice, flyInOpen: $flyInOpen, updating: $cartUpdating, message: $cartMessage },
  () => (typeof document === 'undefined' ? null : readGtagClientId(document.cookie)),
);
