import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../../../src/lib/commerce/orders.ts';
import type { OrderSlice } from '../../../src/features/cart/order-slice.ts';
import { startShop, type StartDeps } from '../../../src/features/cart/shop-start.ts';

const held = (status: string) => ({ id: 'o1', status, orderItems: [] }) as unknown as CartOrder;

function deps(overrides: Partial<StartDeps> = {}): StartDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    refreshOrder: async () => void calls.push('refresh'),
    slice: atom<OrderSlice>({ order: null }),
    ...overrides,
  };
}

describe('shop start-up', () => {
  it('asks for nothing but the held order: no currencies or holidays before the shopper acts', async () => {
    const d = deps({ slice: atom<OrderSlice>({ order: held('shoppingCart') }) });
    await startShop(d);
    expect(d.calls).toEqual(['refresh']);
    const empty = deps();
    await startShop(empty);
    expect(empty.calls).toEqual([]);
  });

  it('refreshes a held cart and drops a held order that is no longer a cart', async () => {
    const cart = deps({ slice: atom<OrderSlice>({ order: held('shoppingCart') }) });
    await startShop(cart);
    expect(cart.calls).toContain('refresh');
    const placed = deps({ slice: atom<OrderSlice>({ order: held('placed') }) });
    await startShop(placed);
    expect(placed.slice.get().order).toBeNull();
    expect(placed.calls).not.toContain('refresh');
  });

  it('keeps and refreshes an order being paid for, so a reload mid-payment still knows it', async () => {
    const paying = deps({ slice: atom<OrderSlice>({ order: held('paymentPending') }) });
    await startShop(paying);
    expect(paying.slice.get().order?.status).toBe('paymentPending');
    expect(paying.calls).toContain('refresh');
  });

  it('goes on without the held order after the rehydration timeout', async () => {
    const waited: number[] = [];
    const d = deps({
      slice: atom<OrderSlice>({ order: held('shoppingCart') }),
      refreshOrder: () => new Promise<void>(() => {}),
      wait: async (ms) => void waited.push(ms),
    });
    await startShop(d);
    expect(waited).toEqual([5000]);
  });
});
