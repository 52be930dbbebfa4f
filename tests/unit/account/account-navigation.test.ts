import { describe, expect, it } from 'vitest';
import { needsSignInAgain, signInPath } from '../../../src/lib/identity/sign-in-again.ts';
import {
  ACCOUNT_TABS,
  accountTabLabel,
  accountTabPath,
  DEFAULT_ACCOUNT_TAB,
  orderDetailPath,
  orderIdFromSearch,
  parseAccountTab,
} from '../../../src/features/account/account-tabs.ts';

const ORDER_ID = '0b7f3c2e-5a41-4c8e-9d2a-6f1e8b3c4d5a';

describe('account tabs', () => {
  it('has the seven sections, in the order the links show them', () => {
    expect(ACCOUNT_TABS.map((tab) => tab.id)).toEqual([
      'details',
      'addresses',
      'credit',
      'referral',
      'reviews',
      'orders',
      'plans',
      'devices',
    ]);
    expect(ACCOUNT_TABS.map((tab) => accountTabPath(tab.id))).toContain('/account/orders');
  });

  it('reads /account as the details tab and every known segment as its tab', () => {
    expect(DEFAULT_ACCOUNT_TAB).toBe('details');
    expect(parseAccountTab(undefined)).toBe('details');
    expect(parseAccountTab('')).toBe('details');
    for (const tab of ACCOUNT_TABS) expect(parseAccountTab(tab.id)).toBe(tab.id);
  });

  it('answers null for anything else, so the page can say 404', () => {
    for (const segment of ['settings', 'Details', 'orders ', 'details.json', '../orders', 'toString', '__proto__', 'constructor']) {
      expect(parseAccountTab(segment)).toBeNull();
    }
  });

  it('names each tab for the page title', () => {
    expect(accountTabLabel('referral')).toBe('Refer a friend');
    expect(accountTabLabel('orders')).toBe('Orders');
  });
});

describe('order detail address', () => {
  it('links an order inside the orders tab and reads the id back', () => {
    const path = orderDetailPath(ORDER_ID);
    expect(path).toBe(`/account/orders?order=${ORDER_ID}`);
    expect(orderIdFromSearch(new URL(path, 'https://shop.test').search)).toBe(ORDER_ID);
  });

  it('shows the list when no order, or no real order id, is named', () => {
    expect(orderIdFromSearch('')).toBeNull();
    expect(orderIdFromSearch('?order=')).toBeNull();
    expect(orderIdFromSearch('?order=12345')).toBeNull();
    expect(orderIdFromSearch(`?order=${ORDER_ID}x`)).toBeNull();
    expect(orderIdFromSearch(`?page=2&order=${ORDER_ID.toUpperCase()}`)).toBe(ORDER_ID.toUpperCase());
  });
});

describe('sending the shopper to sign in', () => {
  it('asks the sign-in page to come back to the same page, query included', () => {
    const path = signInPath('/account/orders', `?order=${ORDER_ID}`);
    expect(path.startsWith('/login?next=')).toBe(true);
    expect(new URL(path, 'https://shop.test').searchParams.get('next')).toBe(`/account/orders?order=${ORDER_ID}`);
    expect(signInPath('/account', '')).toBe('/login?next=%2Faccount');
  });

  it('treats only a refused or missing sign-in as a reason to sign in again', () => {
    expect(needsSignInAgain({ code: 'UNAUTHENTICATED' })).toBe(true);
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'NETWORK', 'BAD_USER_INPUT']) expect(needsSignInAgain({ code })).toBe(false);
  });
});
