import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import type { CartOrder, OrderCalls } from '../../../src/lib/commerce/orders.ts';
import {
  type CartState,
  type CartTracker,
  type ContactCalls,
  contactCallsLoadedOnUse,
  createCart,
} from '../../../src/features/cart/cart-store.ts';
import { decodeOrderSlice, type OrderSlice } from '../../../src/features/cart/order-slice.ts';
import { cartOrder } from '../../fixtures/storefront-orders.ts';

const order = (id: string, overrides: Partial<CartOrder> = {}) => cartOrder({ id, ...overrides });

/** A failed call as the client modules report one: null, with the reason told to the listener. */
const failing =
  (error: CommerceError) =>
  async (...args: unknown[]) => {
    const onError = args.at(-1);
    if (typeof onError === 'function') onError(error);
    return null;
  };

const line = (id: string, code: string, quantity: number) =>
  ({
    id,
    skuId: code,
    code,
    quantity,
    name: code,
    unitAmount: 10,
    totalAmount: 10 * quantity,
    imageUrl: '{}',
    productUrl: '/x',
  }) as CartOrder['orderItems'][number];

function tracked(calls: Partial<OrderCalls>, held: CartOrder | null) {
  const events: string[] = [];
  const { state, cart } = setup(calls, held, {
    added: (l, q) => events.push(`added ${l.code} ${q}`),
    removed: (l, q) => events.push(`removed ${l.code} ${q}`),
  });
  return { state, cart, events };
}

function setup(calls: Partial<OrderCalls>, held: CartOrder | null = null, track?: CartTracker) {
  const state: CartState = {
    slice: atom<OrderSlice>({ order: held }),
    flyInOpen: atom(false),
    updating: atom(false),
    message: atom<string | null>(null),
  };
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  const all = new Proxy(calls, { get: (target, name: string) => target[name as keyof OrderCalls] ?? unexpected }) as OrderCalls;
  return { state, cart: createCart(all, state, () => '1.2', undefined, track) };
}

describe('cart store', () => {
  it('holds the server reply after an add and opens the fly-in', async () => {
    const seen: unknown[] = [];
    const { state, cart } = setup({
      addToCart: async (...args) => {
        seen.push(args);
        return order('new');
      },
    });
    expect(await cart.addToCart('LOG-ASH-FULL', 2)).toBe(true);
    expect(seen).toEqual([[null, 'LOG-ASH-FULL', 2, '1.2', expect.any(Function)]]);
    expect(state.slice.get().order?.id).toBe('new');
    expect(state.flyInOpen.get()).toBe(true);
    expect(state.updating.get()).toBe(false);
  });

  it('adds to the held cart', async () => {
    const ids: (string | null)[] = [];
    const { cart } = setup({ addToCart: async (id) => (ids.push(id), order('held')) }, order('held'));
    await cart.addToCart('KIN-NET-10L', 1);
    expect(ids).toEqual(['held']);
  });

  it('keeps the fly-in shut when the reply carries errors', async () => {
    const { state, cart } = setup({ addToCart: async () => order('new', { errors: ['Out of stock'] }) });
    await cart.addToCart('LOG-ASH-FULL', 1);
    expect(state.slice.get().order?.id).toBe('new');
    expect(state.flyInOpen.get()).toBe(false);
  });

  it('keeps the old order, says why and clears the updating flag when a request fails', async () => {
    const held = order('held', { itemsCount: 3 });
    const { state, cart } = setup({ addToCart: failing(new CommerceError('Only 2 left', 'BAD_USER_INPUT')) }, held);
    const flags: boolean[] = [];
    state.updating.listen((value) => flags.push(value));
    expect(await cart.addToCart('LOG-ASH-FULL', 9)).toBe(false);
    expect(state.slice.get().order).toBe(held);
    expect(state.message.get()).toBe('Only 2 left');
    expect(flags).toEqual([true, false]);
    expect(state.flyInOpen.get()).toBe(false);
  });

  it('does not show an unexpected error text to the shopper', async () => {
    const { state, cart } = setup({ editOrderItem: async () => null }, order('held'));
    await cart.changeQuantity('line', 2);
    expect(state.message.get()).toBe('Something went wrong. Please try again.');
    expect(state.updating.get()).toBe(false);
  });

  it('starts a fresh cart when the held one no longer exists', async () => {
    const ids: (string | null)[] = [];
    const { state, cart } = setup(
      {
        addToCart: async (id, _sku, _quantity, _gtag, onError) => {
          ids.push(id);
          if (id) {
            onError?.(new CommerceError('That cart does not exist.', 'NOT_FOUND'));
            return null;
          }
          return order('fresh');
        },
      },
      order('gone'),
    );
    expect(await cart.addToCart('LOG-ASH-FULL', 1)).toBe(true);
    expect(ids).toEqual(['gone', null]);
    expect(state.slice.get().order?.id).toBe('fresh');
  });

  it('keeps the held order when a refresh fails, so being offline never empties the basket', async () => {
    const held = order('held');
    const offline = setup({ getOrder: failing(new CommerceError('We could not reach the shop.', 'NETWORK')) }, held);
    await offline.cart.refresh();
    expect(offline.state.slice.get().order).toBe(held);
  });

  it('keeps the held order on refresh while it is being paid for (a reload mid-payment)', async () => {
    const paying = setup({ getOrder: async () => order('held', { status: 'paymentPending' }) }, order('held'));
    await paying.cart.refresh();
    expect(paying.state.slice.get().order).toMatchObject({ id: 'held', status: 'paymentPending' });
  });

  it('drops a held order on refresh once it is no longer a cart or is gone', async () => {
    const placed = setup({ getOrder: async () => order('held', { status: 'placed' }) }, order('held'));
    await placed.cart.refresh();
    expect(placed.state.slice.get().order).toBeNull();

    const gone = setup({ getOrder: async () => null }, order('held'));
    await gone.cart.refresh();
    expect(gone.state.slice.get().order).toBeNull();

    const fresh = setup({ getOrder: async () => order('held', { totalAmount: 99 }) }, order('held'));
    await fresh.cart.refresh();
    expect(fresh.state.slice.get().order?.totalAmount).toBe(99);
  });

  it('edits and removes lines of the held cart only', async () => {
    const calls: string[] = [];
    const { cart } = setup({
      editOrderItem: async (id, line, quantity) => (calls.push(`edit ${id} ${line} ${quantity}`), order(id)),
      removeOrderItem: async (id, line) => (calls.push(`remove ${id} ${line}`), order(id)),
    });
    expect(await cart.changeQuantity('l1', 2)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('cart analytics', () => {
  it('reports what was added, removed or changed, only when the server agreed', async () => {
    const two = order('held', { orderItems: [line('l1', 'KIN-NET-10L', 2)] });
    const added = tracked({ addToCart: async () => order('held', { orderItems: [line('l1', 'KIN-NET-10L', 3)] }) }, two);
    await added.cart.addToCart('KIN-NET-10L', 1);
    expect(added.events).toEqual(['added KIN-NET-10L 1']);

    const lowered = tracked({ editOrderItem: async () => order('held', { orderItems: [line('l1', 'KIN-NET-10L', 1)] }) }, two);
    await lowered.cart.changeQuantity('l1', 1);
    expect(lowered.events).toEqual(['removed KIN-NET-10L 1']);

    const removed = tracked({ removeOrderItem: async () => order('held', { orderItems: [] }) }, two);
    await removed.cart.removeLine('l1');
    expect(removed.events).toEqual(['removed KIN-NET-10L 2']);

    const refused = tracked({ removeOrderItem: failing(new CommerceError('No', 'CONFLICT')) }, two);
    await refused.cart.removeLine('l1');
    expect(refused.events).toEqual([]);
  });
});

describe('stored order slice', () => {
  it('reads back what was stored', () => {
    expect(decodeOrderSlice(JSON.stringify({ order: order('x') })).order?.id).toBe('x');
  });

  it('fills lists an older stored copy lacks, keeping the cart id', () => {
    const old = decodeOrderSlice(JSON.stringify({ order: { id: 'x', orderItems: [] } }));
    expect(old.order).toMatchObject({ id: 'x', shipments: [], shippingAddress: [], errors: [], couponsUsed: [] });
  });

  it.each(['not json', '[]', '{}', '{"order":{"id":5}}', '{"order":{"id":"x"}}', 'null'])(
    'drops %j instead of breaking the page',
    (stored) => {
      expect(decodeOrderSlice(stored)).toEqual({ order: null });
    },
  );
});

describe('the contact calls, loaded when the checkout first uses them', () => {
  const contact = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Wood', phoneNumber: null };

  it('loads nothing until a call is made, then loads once for every call', async () => {
    const calls: ContactCalls = {
      getCustomerByEmailSalesChannel: vi.fn(async () => ({ id: 'c1' })),
      createCustomer: vi.fn(async () => ({ id: 'c2' })),
    };
    const load = vi.fn(async () => calls);
    const lazy = contactCallsLoadedOnUse(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.getCustomerByEmailSalesChannel('sam@example.com')).toEqual({ id: 'c1' });
    expect(await lazy.createCustomer(contact)).toEqual({ id: 'c2' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.createCustomer).toHaveBeenCalledWith(contact, undefined);
  });

  it('answers a failed load as the network failure the checkout shows, and loads again on the next call', async () => {
    const calls: ContactCalls = {
      getCustomerByEmailSalesChannel: vi.fn(async () => null),
      createCustomer: vi.fn(async () => ({ id: 'c2' })),
    };
    const load = vi
      .fn<() => Promise<ContactCalls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(calls);
    const lazy = contactCallsLoadedOnUse(load);
    expect(await lazy.getCustomerByEmailSalesChannel('sam@example.com')).toBe('error');
    const onError = vi.fn();
    expect(await lazy.createCustomer(contact, onError)).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK' }));
    expect(await lazy.getCustomerByEmailSalesChannel('sam@example.com')).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
