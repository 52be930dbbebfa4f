import { describe, expect, it } from 'vitest';
import {
  paymentChoiceWords,
  paymentsToOffer,
  readRefundAmount,
  refundRouteWords,
} from '../../../src/features/admin/orders/refund-input.ts';
import {
  dayHeading,
  historyEventWords,
  londonDay,
  orderStatusWords,
  shortDay,
} from '../../../src/features/admin/orders/order-desk-text.ts';

describe('the refund amount typed at the desk', () => {
  it('reads pounds and pence, with or without a pound sign', () => {
    expect(readRefundAmount('12.50', 50)).toEqual({ ok: true, pounds: 12.5 });
    expect(readRefundAmount(' £7 ', 50)).toEqual({ ok: true, pounds: 7 });
    expect(readRefundAmount('1,000.00', 2000)).toEqual({ ok: true, pounds: 1000 });
  });

  it('allows exactly what is left, and not a penny more', () => {
    expect(readRefundAmount('49.99', 49.99)).toEqual({ ok: true, pounds: 49.99 });
    expect(readRefundAmount('50.00', 49.99)).toEqual({ ok: false, message: 'At most £49.99 is left to refund on this order.' });
  });

  it('refuses nothing, less than a penny and what is not an amount', () => {
    expect(readRefundAmount('0', 50)).toEqual({ ok: false, message: 'Enter an amount to refund of at least £0.01.' });
    for (const text of ['1.005', '-3', 'ten', '']) {
      expect(readRefundAmount(text, 50)).toEqual({ ok: false, message: 'Enter the amount in pounds and pence, such as 12.50.' });
    }
  });

  it('offers each payment that can still give money back, named with what it took, gave back and can still return', () => {
    const placing = { id: 'a', name: 'card payment', paidWith: 'card', paid: 308, refunded: 308, refundable: 0 };
    const balance = { id: 'b', name: 'balance payment by PayPal', paidWith: 'PayPal', paid: 14.9, refunded: 10, refundable: 4.9 };
    expect(paymentsToOffer([placing, balance])).toEqual([balance]);
    expect(paymentChoiceWords(balance)).toBe('Balance payment by PayPal: paid £14.90, refunded £10.00, can still return £4.90');
    expect(paymentChoiceWords({ ...placing, refunded: 0, refundable: 308 })).toBe(
      'Card payment: paid £308.00, refunded £0.00, can still return £308.00',
    );
    expect(refundRouteWords(balance)).toBe('through PayPal, the way it was paid');
    expect(refundRouteWords(placing)).toBe('to the card it was paid with');
    expect(readRefundAmount('5.00', 4.9, 'the balance payment by PayPal')).toEqual({
      ok: false,
      message: 'At most £4.90 is left to refund on the balance payment by PayPal.',
    });
  });
});

describe('the desk’s words', () => {
  it('words the codes it knows and passes on the ones it does not', () => {
    expect(orderStatusWords('partlyDispatched')).toBe('Partly dispatched');
    expect(historyEventWords('staffNote')).toBe('Staff note');
    expect(orderStatusWords('somethingNew')).toBe('somethingNew');
  });

  it('names the London day, across midnight UTC', () => {
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(dayHeading('2026-12-03')).toBe('Thursday 3 December 2026');
    expect(shortDay('2026-12-03')).toBe('Thu 3 Dec');
    expect(shortDay('not a day')).toBe('not a day');
  });
});
