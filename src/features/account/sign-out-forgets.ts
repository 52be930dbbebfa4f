import { $orderSlice } from '../cart/order-slice.ts';
import { CHECKOUT_DRAFT_KEY, CHECKOUT_STEP_KEY } from '../checkout/checkout-storage-keys.ts';

/**
 * What this browser keeps of a signed-in customer and must not keep after they sign out (a
 * shared computer): a basket that belongs to the account and the details typed at checkout.
 * A guest's basket stays.
 */
export function forgetCustomerOnThisDevice(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  if ($orderSlice.get().order?.guest === false) $orderSlice.set({ order: null });
  storage.removeItem(CHECKOUT_DRAFT_KEY);
  storage.removeItem(CHECKOUT_STEP_KEY);
}
