import { describe, expect, it } from 'vitest';
import { shopperHistory } from '../../../src/features/orders/order-text.ts';

const at = (minute: number) => `2026-11-18T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('shopperHistory', () => {
  it("shows each step once, without the shop's own notes", () => {
    const history = shopperHistory([
      { date: at(0), status: 'paymentPending', note: 'Payment of £7.99 started (Card (test gateway)).' },
      { date: at(1), status: 'paymentPending', note: "Waiting for the bank's 3-D Secure check." },
      { date: at(2), status: 'placed', note: 'Paid £7.99. Order 100001 placed.' },
    ]);
    expect(history).toEqual([
      { date: at(0), status: 'paymentPending', note: null },
      { date: at(2), status: 'placed', note: null },
    ]);
  });

  it('keeps why a payment failed, and a second try after it', () => {
    const history = shopperHistory([
      { date: at(0), status: 'paymentPending', note: 'Payment of £7.99 started (Card (test gateway)).' },
      { date: at(1), status: 'paymentFailed', note: 'Your card was declined.' },
      { date: at(2), status: 'paymentPending', note: 'Payment of £7.99 started (Card (test gateway)).' },
      { date: at(3), status: 'placed', note: 'Paid £7.99. Order 100001 placed.' },
    ]);
    expect(history.map((entry) => [entry.status, entry.note])).toEqual([
      ['paymentPending', null],
      ['paymentFailed', 'Your card was declined.'],
      ['paymentPending', null],
      ['placed', null],
    ]);
  });
});
