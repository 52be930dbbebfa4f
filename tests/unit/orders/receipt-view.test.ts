import { describe, expect, it } from 'vitest';
import { hasVatReceipt } from '../../../src/features/orders/order-view.ts';
import type { VatReceipt } from '../../../src/features/orders/receipt-calls.ts';
import { receiptStorageKey } from '../../../src/features/orders/receipt-keys.ts';
import { createReceiptView, vatRateText } from '../../../src/features/orders/receipt-view.ts';
import type { StorageLike } from '../../../src/lib/browser-storage.ts';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import type { FailureListener } from '../../../src/lib/commerce/outcome.ts';

const ORDER = '6f1c2a4e-0b8d-4c3e-9a57-1d2e3f4a5b6c';
const KEY = 'k'.repeat(43);
const storageWith = (data: Record<string, string>): StorageLike => ({ getItem: (key) => data[key] ?? null, setItem: () => {} });
const aReceipt = { invoiceNumber: 'INV-100001' } as VatReceipt;

describe('the receipt page read', () => {
  it("sends this browser's receipt key for the order, and shows what comes back", async () => {
    const asked: [string, string | null][] = [];
    const view = createReceiptView({
      calls: {
        getVatReceipt: async (orderId, receiptKey) => {
          asked.push([orderId, receiptKey]);
          return aReceipt;
        },
      },
      storage: () => storageWith({ [receiptStorageKey(ORDER)]: KEY, [receiptStorageKey('another')]: 'x' }),
    });
    expect(await view.loadReceipt(ORDER)).toEqual({ kind: 'found', order: aReceipt });
    expect(asked).toEqual([[ORDER, KEY]]);
  });

  it('reads a null answer as "not found" and a failed call as one to retry', async () => {
    const answering = (reply: VatReceipt | null, failure: CommerceError | null) =>
      createReceiptView({
        calls: {
          getVatReceipt: async (_orderId: string, _key: string | null, onError?: FailureListener) => {
            if (failure) onError?.(failure);
            return reply;
          },
        },
        storage: () => null,
      });
    expect(await answering(null, null).loadReceipt(ORDER)).toEqual({ kind: 'notFound' });
    expect((await answering(null, new CommerceError('offline', 'NETWORK')).loadReceipt(ORDER)).kind).toBe('error');
  });
});

describe('hasVatReceipt', () => {
  it('links the receipt exactly when the server says this caller may open it', () => {
    expect(hasVatReceipt({ vatReceiptAvailable: true })).toBe(true);
    expect(hasVatReceipt({ vatReceiptAvailable: false })).toBe(false);
  });

  it('prints rates as percentages', () => {
    expect([0, 5, 20].map(vatRateText)).toEqual(['0%', '5%', '20%']);
  });
});
