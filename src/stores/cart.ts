import { atom, type WritableAtom } from 'nanostores';
import { CommerceError } from '../lib/commerce/client.ts';
import { orderCalls, type OrderCalls } from '../lib/commerce/orders.ts';
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

function messageOf(error: unknown): string {
  return error instanceof CommerceError ? error.message : 'Something went wrong. Please try again.';
}

/**
 * The cart's actions. Every change replaces the held order with the server's reply; a failed
 * request keeps the old order and says why.
 */
export function createCart(calls: OrderCalls, state: CartState, gtagClientId: () => string | null) {
  async function run(change: () => Promise<OrderSlice['order']>): Promise<boolean> {
    state.updating.set(true);
    state.message.set(null);
    try {
      state.slice.set({ order: await change() });
      return true;
    } catch (error) {
      state.message.set(messageOf(error));
      return false;
    } finally {
      state.updating.set(false);
    }
  }

  const heldId = () => state.slice.get().order?.id ?? null;

  return {
    async addToCart(skuId: string, quantity: number): Promise<boolean> {
      const ok = await run(async () => {
        try {
          return await calls.addToCart(heldId(), skuId, quantity, gtagClientId());
        } catch (error) {
          // The held cart is gone (placed elsewhere or cleaned up): start a fresh one.
          if (heldId() && error instanceof CommerceError && error.code === 'NOT_FOUND') {
            return calls.addToCart(null, skuId, quantity, gtagClientId());
          }
          throw error;
        }
      });
      const order = state.slice.get().order;
      if (ok && order?.id && order.errors.length === 0) state.flyInOpen.set(true);
      return ok;
    },

    changeQuantity(orderItemId: string, quantity: number): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run(() => calls.editOrderItem(id, orderItemId, quantity));
    },

    removeLine(orderItemId: string): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run(() => calls.removeOrderItem(id, orderItemId));
    },

    /** Replaces the stored copy with the server's; a cart that was placed or is gone is dropped. */
    async refresh(): Promise<void> {
      const id = heldId();
      if (!id) return;
      await run(async () => {
        const order = await calls.getOrder(id);
        return order && order.status === CART_STATUS ? order : null;
      });
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
