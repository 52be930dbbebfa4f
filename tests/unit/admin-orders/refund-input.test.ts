import { describe, expect, it } from 'vitest';
import { readRefundAmount } from '../../../src/features/admin/orders/refund-input.ts';
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
