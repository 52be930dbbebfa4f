import { describe, expect, it } from 'vitest';
import {
  checkRefund,
  deliveryRefundVat,
  paymentStatusAfterRefunds,
  providerPaymentWay,
  refundablePence,
  refundsByWay,
} from '../../commerce/domain/refunds.ts';

const paid = (paidByCardPence: number, refundedPence = 0) => ({ paidByCardPence, refundedPence });

describe('what may be refunded', () => {
  it('allows up to exactly what was paid by card less what was refunded or is on its way', () => {
    expect(checkRefund(paid(5000), 5000)).toBeNull();
    expect(checkRefund(paid(5000, 1999), 3001)).toBeNull();
    expect(checkRefund(paid(5000, 1999), 3002)).toEqual({
      reason: 'MORE_THAN_PAID',
      refundablePence: 3001,
      message: 'Only £30.01 of the £50.00 card payment is left to refund: enter £30.01 or less.',
    });
    expect(checkRefund(paid(5000), 5001)?.reason).toBe('MORE_THAN_PAID');
  });

  it('says when everything has gone back already', () => {
    expect(checkRefund(paid(5000, 5000), 1)?.message).toBe('The whole card payment of £50.00 has already been refunded.');
  });

  it('refuses zero, negative and fractional pence', () => {
    for (const amount of [0, -1, 0.5]) {
      expect(checkRefund(paid(5000), amount)).toEqual({ reason: 'NOT_POSITIVE', message: 'Enter an amount to refund of at least £0.01.' });
    }
  });

  it('refuses a card refund of an order paid wholly with credit', () => {
    expect(checkRefund(paid(0), 100)?.reason).toBe('NOTHING_PAID_BY_CARD');
  });

  it('names the payment status after refunds', () => {
    expect(paymentStatusAfterRefunds(paid(5000))).toBe('paid');
    expect(paymentStatusAfterRefunds(paid(5000, 1))).toBe('partlyRefunded');
    expect(paymentStatusAfterRefunds(paid(5000, 5000))).toBe('refunded');
    expect(refundablePence(paid(5000, 6000))).toBe(0);
  });
});

describe('what a refund of delivery gives back in VAT', () => {
  // £4.95 of delivery over £7.99 of 5% kindling and £12.99 of 20% firelighters.
  const charged = [
    { rateBasisPoints: 500, pence: 189, taxPence: 9 },
    { rateBasisPoints: 2000, pence: 306, taxPence: 51 },
  ];

  it('gives back exactly the VAT charged, rate by rate, when the whole delivery goes back', () => {
    expect(deliveryRefundVat(495, charged, [])).toEqual({ parts: charged });
  });

  it('splits part of it by what is left of each rate, and the rest finishes each rate exactly', () => {
    const first = deliveryRefundVat(200, charged, []);
    expect(first).toEqual({
      parts: [
        { rateBasisPoints: 500, pence: 76, taxPence: 4 },
        { rateBasisPoints: 2000, pence: 124, taxPence: 21 },
      ],
    });
    const rest = deliveryRefundVat(295, charged, 'parts' in first ? first.parts : []);
    expect(rest).toEqual({
      parts: [
        { rateBasisPoints: 500, pence: 113, taxPence: 5 },
        { rateBasisPoints: 2000, pence: 182, taxPence: 30 },
      ],
    });
  });

  it('refuses more than the delivery left to refund, saying how much is left', () => {
    expect(deliveryRefundVat(496, charged, [])).toMatchObject({ refusal: { reason: 'MORE_THAN_DELIVERY', refundablePence: 495 } });
    expect(deliveryRefundVat(1, charged, charged)).toMatchObject({
      refusal: { reason: 'MORE_THAN_DELIVERY', refundablePence: 0, message: 'This order has no delivery charge left to refund.' },
    });
  });
});

describe('how a cancellation tells its refunds', () => {
  it('one sum per way, in the order the ways first come, nothing for a payment with nothing to give back', () => {
    expect(
      refundsByWay([
        { paidWith: 'card', pence: 5240 },
        { paidWith: 'PayPal', pence: 500 },
        { paidWith: 'card', pence: 1000 },
        { paidWith: 'Apple Pay', pence: 0 },
        { paidWith: 'PayPal', pence: 300 },
      ]),
    ).toEqual([
      { paidWith: 'card', pence: 6240 },
      { paidWith: 'PayPal', pence: 800 },
    ]);
    expect(refundsByWay([])).toEqual([]);
  });

  it('names the placing payment as the order recorded it, a balance by its provider', () => {
    const byType = (type: string) => ({ 'test-card': 'card', paypal: 'PayPal', 'apple-pay': 'Apple Pay' })[type] ?? 'card';
    expect(providerPaymentWay({ purpose: 'order', gatewayType: 'test-card' }, 'Klarna, pay in 3', byType)).toBe('Klarna, pay in 3');
    expect(providerPaymentWay({ purpose: 'order', gatewayType: 'paypal' }, null, byType)).toBe('PayPal');
    expect(providerPaymentWay({ purpose: 'balance', gatewayType: 'apple-pay' }, 'card', byType)).toBe('Apple Pay');
    expect(providerPaymentWay({ purpose: 'balance', gatewayType: null }, 'PayPal', byType)).toBe('card');
  });
});
