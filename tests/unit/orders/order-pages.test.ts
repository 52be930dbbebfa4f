import { describe, expect, it } from 'vitest';
import { claimPurchaseReport, PURCHASES_REMEMBERED, PURCHASES_SENT_KEY } from '../../../src/lib/analytics/purchase-memory.ts';
import type { StorageLike } from '../../../src/lib/browser-storage.ts';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import type { OrderDetails } from '../../../src/lib/commerce/payments.ts';
import {
  historyEventText,
  humanise,
  orderDateTime,
  orderDay,
  orderStatusText,
  paymentStatusText,
  shipmentStatusText,
} from '../../../src/features/orders/order-text.ts';
import { checkTrackingForm, parseOrderNumber } from '../../../src/features/orders/tracking-form.ts';
import { createOrderView, orderLookup } from '../../../src/features/orders/order-view.ts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('purchase reported once per order', () => {
  it('claims an order the first time only', () => {
    const storage = memoryStorage();
    expect(claimPurchaseReport('a', storage)).toBe(true);
    expect(claimPurchaseReport('a', storage)).toBe(false);
    expect(claimPurchaseReport('b', storage)).toBe(true);
    expect(JSON.parse(storage.data[PURCHASES_SENT_KEY]!)).toEqual(['a', 'b']);
  });

  it('keeps only the most recent ids, and survives rubbish in storage', () => {
    const storage = memoryStorage({ [PURCHASES_SENT_KEY]: '{not json' });
    for (let i = 0; i < PURCHASES_REMEMBERED + 5; i += 1) claimPurchaseReport(`o${i}`, storage);
    const kept = JSON.parse(storage.data[PURCHASES_SENT_KEY]!) as string[];
    expect(kept).toHaveLength(PURCHASES_REMEMBERED);
    expect(kept[0]).toBe('o5');
  });

  it('still reports when storage is blocked or full', () => {
    expect(claimPurchaseReport('a', null)).toBe(true);
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimPurchaseReport('a', full)).toBe(true);
  });

  it('reports a placed order only, through the order view', () => {
    const reported: string[] = [];
    const storage = memoryStorage();
    const view = createOrderView({
      calls: { getOrderDetails: async () => null, trackOrderByNumber: async () => null },
      storage: () => storage,
      receiptKeys: () => ({ session: null, local: null }),
      now: () => 0,
      reportPurchase: (o) => void reported.push(o.id),
    });
    const placed = { id: 'p', status: 'placed' } as OrderDetails;
    expect(view.reportPurchaseOnce({ id: 'c', status: 'shoppingCart' } as OrderDetails)).toBe(false);
    expect(view.reportPurchaseOnce(placed)).toBe(true);
    expect(view.reportPurchaseOnce(placed)).toBe(false);
    expect(reported).toEqual(['p']);
  });
});

describe('order lookups', () => {
  it('tells no such order from a failure worth retrying', () => {
    expect(orderLookup({ id: 'x' }, null)).toEqual({ kind: 'found', order: { id: 'x' } });
    expect(orderLookup(null, null)).toEqual({ kind: 'notFound' });
    expect(orderLookup(null, new CommerceError('That order does not exist.', 'NOT_FOUND'))).toEqual({ kind: 'notFound' });
    expect(orderLookup(null, new CommerceError('offline', 'NETWORK')).kind).toBe('error');
  });
});

describe('tracking form', () => {
  it('reads order numbers with or without #', () => {
    expect(parseOrderNumber('10023')).toBe(10023);
    expect(parseOrderNumber(' #10023 ')).toBe(10023);
    expect(parseOrderNumber('10 023')).toBeNull();
    expect(parseOrderNumber('0')).toBeNull();
    expect(parseOrderNumber('abc')).toBeNull();
  });

  it('sends the number and the email, lower-cased', () => {
    expect(checkTrackingForm({ orderNumber: '10023', email: ' Gwen@Example.co.uk ' })).toEqual({
      query: { orderNumber: 10023, email: 'gwen@example.co.uk' },
      errors: {},
    });
  });

  it('takes no postcode: a number and a postcode are not proof (numbers follow one another)', () => {
    expect(checkTrackingForm({ orderNumber: '10023', email: 'LE12 6UZ' })).toMatchObject({
      query: null,
      errors: { email: expect.stringMatching(/email address you ordered with/) },
    });
  });

  it('says which field to fix', () => {
    expect(checkTrackingForm({ orderNumber: '', email: '' })).toMatchObject({
      query: null,
      errors: { orderNumber: expect.any(String), email: expect.any(String) },
    });
    expect(checkTrackingForm({ orderNumber: 'ten', email: 'gwen@example.co.uk' }).errors.orderNumber).toMatch(/digits/);
  });
});

describe('order text', () => {
  it('puts statuses in words, including ones it has no words for yet', () => {
    expect(orderStatusText('placed')).toBe('Placed');
    expect(orderStatusText('paymentPending')).toMatch(/bank/);
    expect(orderStatusText('outForDelivery')).toBe('Out for delivery');
    expect(paymentStatusText('paid')).toBe('Paid');
    expect(humanise('ready_to_ship')).toBe('Ready to ship');
    expect(historyEventText('paymentFailed')).toBe('Payment failed');
    expect(historyEventText('placed')).toBe('Order placed');
    // A refund says where the money went: the card, or the way the order was paid.
    expect(historyEventText('refunded')).toBe('Money refunded to your card');
    expect(historyEventText('refunded', 'card')).toBe('Money refunded to your card');
    expect(historyEventText('refunded', 'PayPal')).toBe('Money refunded through PayPal');
    expect(historyEventText('refunded', 'Klarna, pay in 3')).toBe('Money refunded through Klarna, pay in 3');
    expect(shipmentStatusText('pending')).toBe('Not dispatched yet');
    expect(shipmentStatusText('withCourier')).toBe('With courier');
  });

  it('writes dates in London time', () => {
    expect(orderDateTime('2026-07-01T23:30:00Z')).toBe('2 July 2026 at 00:30');
    expect(orderDay('2026-11-23')).toBe('23 November 2026');
    expect(orderDateTime('not a date')).toBe('not a date');
  });
});
