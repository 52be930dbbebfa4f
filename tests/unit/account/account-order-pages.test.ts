import { describe, expect, it } from 'vitest';
import {
  appendOrderPage,
  hasOlderOrders,
  nextPageRequest,
  noOrderPages,
  ORDERS_PAGE_SIZE,
} from '../../../src/features/account/order-pages.ts';

const orders = (...ids: string[]) => ids.map((id) => ({ id }));

describe('paging through orders', () => {
  it('asks for the first page without a token, ten at a time', () => {
    const empty = noOrderPages();
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(nextPageRequest(empty)).toEqual({ limit: 10, nextToken: null });
    expect(hasOlderOrders(empty)).toBe(false);
  });

  it('appends each older page below the last and asks with the token it was given', () => {
    const first = appendOrderPage(noOrderPages(), { data: orders('a', 'b'), nextToken: 'token-1' });
    expect(first.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(hasOlderOrders(first)).toBe(true);
    expect(nextPageRequest(first)).toEqual({ limit: 10, nextToken: 'token-1' });

    const second = appendOrderPage(first, { data: orders('c'), nextToken: 'token-2' });
    expect(second.orders.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(nextPageRequest(second).nextToken).toBe('token-2');
  });

  it('stops offering older orders after the last page', () => {
    const last = appendOrderPage(appendOrderPage(noOrderPages(), { data: orders('a'), nextToken: 't' }), {
      data: orders('b'),
      nextToken: null,
    });
    expect(hasOlderOrders(last)).toBe(false);
    expect(last.loaded).toBe(true);
  });

  it('never lists an order twice when a page arrives twice', () => {
    const first = appendOrderPage(noOrderPages(), { data: orders('a', 'b'), nextToken: 't1' });
    const again = appendOrderPage(appendOrderPage(first, { data: orders('c', 'd'), nextToken: 't2' }), {
      data: orders('c', 'd'),
      nextToken: 't2',
    });
    expect(again.orders.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('knows an account with no orders has loaded, with nothing older', () => {
    const none = appendOrderPage(noOrderPages(), { data: [], nextToken: null });
    expect(none.loaded).toBe(true);
    expect(none.orders).toEqual([]);
    expect(hasOlderOrders(none)).toBe(false);
  });
});
