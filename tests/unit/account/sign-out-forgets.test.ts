import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../../../src/lib/commerce/orders.ts';
import { $orderSlice } from '../../../src/features/cart/order-slice.ts';
import { forgetCustomerOnThisDevice } from '../../../src/features/account/sign-out-forgets.ts';
import { CHECKOUT_DRAFT_KEY, CHECKOUT_STEP_KEY } from '../../../src/features/checkout/checkout-storage-keys.ts';

const storage = () => {
  const removed: string[] = [];
  return { removed, removeItem: (key: string) => void removed.push(key) };
};
const held = (guest: boolean | null) => ({ id: 'order-1', guest, orderItems: [] }) as unknown as CartOrder;

describe('signing out forgets the customer on this device', () => {
  it("drops a basket that belongs to the account and the checkout's typed details", () => {
    $orderSlice.set({ order: held(false) });
    const store = storage();
    forgetCustomerOnThisDevice(store);
    expect($orderSlice.get().order).toBeNull();
    expect(store.removed.sort()).toEqual([CHECKOUT_DRAFT_KEY, CHECKOUT_STEP_KEY].sort());
  });

  it("keeps a guest's basket", () => {
    $orderSlice.set({ order: held(true) });
    forgetCustomerOnThisDevice(storage());
    expect($orderSlice.get().order?.id).toBe('order-1');
  });
});
