import { describe, expect, it } from 'vitest';
import type { RemovableStorage, StorageLike } from '../../../src/lib/browser-storage.ts';
import { createOrderView, isReceiptOnly } from '../../../src/features/orders/order-view.ts';
import {
  endKeyWhilePaying,
  findReceiptKey,
  forgetReceiptKeysKeptByEarlierBuilds,
  holdKeyWhilePaying,
  keyWhilePaying,
  PAYING_RECEIPT_KEY,
  RECEIPT_KEY_PREFIX,
  receiptKeyFor,
  receiptStorageKey,
  rememberReceiptKey,
  takeReceiptKeyFromLink,
} from '../../../src/features/orders/receipt-keys.ts';
import { mintReceiptKey } from '../../../src/features/checkout/receipt-key-mint.ts';
import { orderDetails } from '../../fixtures/storefront-orders.ts';

function memoryStorage(): RemovableStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = Date.parse('2026-11-18T10:00:00Z');
const HOUR = 60 * 60 * 1000;

const blocked: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('receipt keys', () => {
  it('are kept one per order, under the order id', () => {
    const storage = memoryStorage();
    rememberReceiptKey(storage, 'o-1', 'key-1');
    rememberReceiptKey(storage, 'o-2', 'key-2');
    expect(receiptStorageKey('o-1')).toBe(`${RECEIPT_KEY_PREFIX}o-1`);
    expect(RECEIPT_KEY_PREFIX).toBe('hearth:receipt:');
    expect(receiptKeyFor(storage, 'o-1')).toBe('key-1');
    expect(receiptKeyFor(storage, 'o-2')).toBe('key-2');
    expect(receiptKeyFor(storage, 'o-3')).toBeNull();
  });

  it('keep nothing empty, and never throw when storage is missing or blocked', () => {
    const storage = memoryStorage();
    rememberReceiptKey(storage, 'o-1', '');
    expect(storage.data.size).toBe(0);
    expect(() => rememberReceiptKey(blocked, 'o-1', 'key-1')).not.toThrow();
    expect(receiptKeyFor(blocked, 'o-1')).toBeNull();
    expect(receiptKeyFor(null, 'o-1')).toBeNull();
  });

  it("go with the order page's read of their own order only", async () => {
    const storage = memoryStorage();
    rememberReceiptKey(storage, 'o-1', 'key-1');
    const asked: [string, string | null | undefined][] = [];
    const view = createOrderView({
      calls: {
        getOrderDetails: async (orderId, _onError, receiptKey) => {
          asked.push([orderId, receiptKey]);
          return orderDetails({ id: orderId, status: 'placed' });
        },
        trackOrderByNumber: async () => null,
      },
      storage: () => null,
      receiptKeys: () => ({ session: storage, local: null }),
      now: () => NOW,
      reportPurchase: () => {},
    });
    await view.loadOrder('o-1');
    await view.loadOrder('o-2');
    expect(asked).toEqual([
      ['o-1', 'key-1'],
      ['o-2', null],
    ]);
  });
});

describe("a payment's key, kept beyond the tab while paying", () => {
  it('is minted as the API mints them: 32 random bytes, base64url', () => {
    // Bytes that base64 writes with + and /, checked against Node's own base64url.
    expect(mintReceiptKey((bytes) => bytes.fill(0xfb))).toBe(Buffer.alloc(32, 0xfb).toString('base64url'));
    expect(mintReceiptKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mintReceiptKey()).not.toBe(mintReceiptKey());
  });

  it('opens its own order only, for an hour from the press of Pay, and is then dropped', () => {
    const local = memoryStorage();
    holdKeyWhilePaying(local, 'o-1', 'key-1', NOW);
    expect(keyWhilePaying(local, 'o-2', NOW)).toBeNull();
    expect(keyWhilePaying(local, 'o-1', NOW + HOUR - 1)).toBe('key-1');
    expect(keyWhilePaying(local, 'o-1', NOW + HOUR)).toBeNull();
    expect(local.data.has(PAYING_RECEIPT_KEY)).toBe(false);
    local.setItem(PAYING_RECEIPT_KEY, 'not one of ours');
    expect(keyWhilePaying(local, 'not', NOW)).toBeNull();
    expect(local.data.has(PAYING_RECEIPT_KEY)).toBe(false);
  });

  it("is found by a new tab of the same browser, which keeps it too; the tab's own key comes first", () => {
    const local = memoryStorage();
    const newTab = memoryStorage();
    holdKeyWhilePaying(local, 'o-1', 'key-1', NOW);
    expect(findReceiptKey({ session: newTab, local }, 'o-1', NOW)).toBe('key-1');
    expect(receiptKeyFor(newTab, 'o-1')).toBe('key-1');
    rememberReceiptKey(newTab, 'o-2', 'own-2');
    holdKeyWhilePaying(local, 'o-2', 'key-2', NOW);
    expect(findReceiptKey({ session: newTab, local }, 'o-2', NOW)).toBe('own-2');
    expect(findReceiptKey({ session: memoryStorage(), local: null }, 'o-1', NOW)).toBeNull();
  });

  it('leaves the browser for the tab once the order is placed, and survives clearing the earlier builds’ keys', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    holdKeyWhilePaying(local, 'o-1', 'key-1', NOW);
    forgetReceiptKeysKeptByEarlierBuilds(() => ({
      key: (index) => [...local.data.keys()][index] ?? null,
      get length() {
        return local.data.size;
      },
      removeItem: local.removeItem,
    }));
    endKeyWhilePaying({ session: tab, local }, 'o-2', NOW);
    expect(keyWhilePaying(local, 'o-1', NOW)).toBe('key-1');
    endKeyWhilePaying({ session: tab, local }, 'o-1', NOW);
    expect(local.data.size).toBe(0);
    expect(receiptKeyFor(tab, 'o-1')).toBe('key-1');
  });

  it('opens the order page in a new tab, and stays beyond the tab until the order is seen placed and whole', async () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    holdKeyWhilePaying(local, 'o-1', 'key-1', NOW);
    let status = 'paymentPending';
    const asked: (string | null | undefined)[] = [];
    const view = createOrderView({
      calls: {
        getOrderDetails: async (orderId, _onError, receiptKey) => {
          asked.push(receiptKey);
          // The server opens the VAT receipt to a placed order seen in full.
          return orderDetails({ id: orderId, status, vatReceiptAvailable: status === 'placed' });
        },
        trackOrderByNumber: async () => null,
      },
      storage: () => null,
      receiptKeys: () => ({ session: tab, local }),
      now: () => NOW,
      reportPurchase: () => {},
    });
    await view.loadOrder('o-1');
    expect(keyWhilePaying(local, 'o-1', NOW)).toBe('key-1');
    status = 'placed';
    await view.loadOrder('o-1');
    expect(asked).toEqual(['key-1', 'key-1']);
    expect(local.data.size).toBe(0);
    expect(receiptKeyFor(tab, 'o-1')).toBe('key-1');
  });
});

describe('a receipt-only order', () => {
  const shipping = {
    id: 'a-1',
    business: false,
    firstName: 'Gwen',
    lastName: 'Hart',
    company: null,
    line1: '3 Woodgate Lane',
    line2: null,
    city: 'Loughborough',
    postCode: 'LE12 6UZ',
    stateCode: null,
    countryCode: 'GB',
    state: null,
    what3Words: null,
    deliveryNotes: null,
    phoneNumber: null,
    restrictedAccess: false,
    restrictedAccessForced: false,
  };

  it('is a placed order read without contact or addresses', () => {
    expect(isReceiptOnly(orderDetails({ status: 'placed' }))).toBe(true);
    expect(isReceiptOnly(orderDetails({ status: 'paymentPending' }))).toBe(true);
  });

  it('is not an order that shows who and where, nor a cart not yet filled in', () => {
    expect(isReceiptOnly(orderDetails({ status: 'placed', shippingAddress: [shipping] }))).toBe(false);
    expect(
      isReceiptOnly(
        orderDetails({
          status: 'placed',
          customer: { id: 'c', email: 'g@example.co.uk', firstName: 'G', lastName: 'H', phoneNumber: null },
        }),
      ),
    ).toBe(false);
    expect(isReceiptOnly(orderDetails({ status: 'shoppingCart' }))).toBe(false);
  });
});

describe("the confirmation mail's link", () => {
  const key = 'A1b2_C3d4-'.repeat(5).slice(0, 43);

  it("keeps a guest's receipt key from the fragment and gives back the address without it", () => {
    const storage = memoryStorage();
    const cleaned = takeReceiptKeyFromLink(`https://hearth.example/order/o-1/?placed=1#receipt=${key}`, 'o-1', storage);
    expect(cleaned).toBe('https://hearth.example/order/o-1/?placed=1');
    expect(receiptKeyFor(storage, 'o-1')).toBe(key);
  });

  it('keeps nothing from an address without a key, and nothing that is not a key, but still drops the fragment', () => {
    const storage = memoryStorage();
    expect(takeReceiptKeyFromLink('https://hearth.example/order/o-1/', 'o-1', storage)).toBeNull();
    expect(takeReceiptKeyFromLink('https://hearth.example/order/o-1/#top', 'o-1', storage)).toBeNull();
    expect(takeReceiptKeyFromLink('https://hearth.example/order/o-1/#receipt=short', 'o-1', storage)).toBe(
      'https://hearth.example/order/o-1/',
    );
    expect(storage.data.size).toBe(0);
  });

  it('removes the keys earlier builds left in localStorage, and nothing else', () => {
    const data = new Map([
      [receiptStorageKey('o-1'), 'key-1'],
      ['persist:store-site', '{"order":null}'],
      [receiptStorageKey('o-2'), 'key-2'],
    ]);
    const local = {
      get length() {
        return data.size;
      },
      key: (index: number) => [...data.keys()][index] ?? null,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    forgetReceiptKeysKeptByEarlierBuilds(() => local);
    expect([...data.keys()]).toEqual(['persist:store-site']);
    expect(() => forgetReceiptKeysKeptByEarlierBuilds(() => null)).not.toThrow();
    expect(() =>
      forgetReceiptKeysKeptByEarlierBuilds(() => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
  });
});
