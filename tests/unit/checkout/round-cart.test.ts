import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { OrderSlice } from '../../../src/features/cart/order-slice.ts';
import { handOffRoundCart, type RoundCartDeps } from '../../../src/features/checkout/round-cart.ts';
import { cartOrder } from '../../fixtures/storefront-orders.ts';

const ROUND_CART = '7b0c5a5e-4f8e-4b39-9a8f-2a7f0e1d3c44';
const held = cartOrder({ id: 'held-basket' });
const owner = { id: 'customer-1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Ash', phoneNumber: null };
/** A round's basket: the signed-in customer's own cart. */
const roundBasket = (id: string) => cartOrder({ id, guest: false, customer: owner });

function deps(over: Partial<RoundCartDeps> & { search: string }) {
  const urls: string[] = [];
  const slice = atom<OrderSlice>({ order: held });
  const asked: string[] = [];
  const value: RoundCartDeps = {
    hasStoredSession: () => true,
    getOrder: async (id) => {
      asked.push(id);
      return roundBasket(id);
    },
    slice,
    replaceUrl: (path) => urls.push(path),
    ...over,
  };
  return { value, urls, slice, asked };
}

describe('opening a repeat delivery round at checkout', () => {
  it('takes the round’s basket as the cart in hand and takes the id out of the address', async () => {
    const d = deps({ search: `?cart=${ROUND_CART}` });
    expect(await handOffRoundCart(d.value)).toEqual({ kind: 'adopted' });
    expect(d.slice.get().order?.id).toBe(ROUND_CART);
    expect(d.urls).toEqual(['/checkout']);
  });

  it('leaves the cart in hand alone when the address names none', async () => {
    const d = deps({ search: '' });
    expect(await handOffRoundCart(d.value)).toEqual({ kind: 'none' });
    expect(d.slice.get().order).toBe(held);
    expect(d.urls).toEqual([]);
  });

  it('sends a shopper who is not signed in to sign in first, coming back to the same basket', async () => {
    const d = deps({ search: `?cart=${ROUND_CART}`, hasStoredSession: () => false });
    expect(await handOffRoundCart(d.value)).toEqual({
      kind: 'signIn',
      href: `/login?next=${encodeURIComponent(`/checkout?cart=${ROUND_CART}`)}`,
    });
    expect(d.asked).toEqual([]);
    expect(d.slice.get().order).toBe(held);
  });

  it('never takes a guest basket, which a stranger holding its id could have made and still change', async () => {
    const d = deps({ search: `?cart=${ROUND_CART}`, getOrder: async (id) => cartOrder({ id }) });
    expect(await handOffRoundCart(d.value)).toMatchObject({ kind: 'unavailable' });
    expect(d.slice.get().order).toBe(held);
  });

  it('opens nothing that is not the customer’s, or not a cart any more', async () => {
    const notTheirs = deps({ search: `?cart=${ROUND_CART}`, getOrder: async () => null });
    expect(await handOffRoundCart(notTheirs.value)).toMatchObject({ kind: 'unavailable' });
    expect(notTheirs.slice.get().order).toBe(held);
    const paid = deps({ search: `?cart=${ROUND_CART}`, getOrder: async (id) => ({ ...roundBasket(id), status: 'placed' }) });
    expect(await handOffRoundCart(paid.value)).toEqual({
      kind: 'unavailable',
      message: 'This delivery has been paid for already. Thank you!',
    });
    expect(paid.slice.get().order).toBe(held);
    const garbled = deps({ search: '?cart=not-an-id' });
    expect(await handOffRoundCart(garbled.value)).toMatchObject({ kind: 'unavailable' });
    expect(garbled.asked).toEqual([]);
  });
});
