import { describe, expect, it } from 'vitest';
import {
  balanceAbandonedWords,
  balanceAfterPayment,
  balanceDueFor,
  balancePaidWith,
  balancePaidWords,
  balancesPaidPence,
  onlineBalanceRefusal,
  paidOutsideProviderPence,
  recordedBalanceRefusal,
} from '../../commerce/domain/balance-payment.ts';

const due = (balanceDuePence: number, extra: Partial<Parameters<typeof onlineBalanceRefusal>[0]> = {}) => ({
  status: 'placed' as const,
  balanceDuePence,
  onlinePaymentOpen: false,
  ...extra,
});

describe('paying a balance due online', () => {
  it('may start when something is due and the customer saw that amount (or named none)', () => {
    expect(onlineBalanceRefusal(due(1250), 1250)).toBeNull();
    expect(onlineBalanceRefusal(due(1250), null)).toBeNull();
    expect(onlineBalanceRefusal(due(1250, { status: 'delivered' }), null)).toBeNull();
  });

  it('is refused with nothing due, on a cancelled order, and for an amount that is no longer the balance', () => {
    expect(onlineBalanceRefusal(due(0), null)?.reason).toBe('NOTHING_DUE');
    expect(onlineBalanceRefusal(due(1250, { status: 'cancelled' }), null)?.reason).toBe('CANCELLED');
    const changed = onlineBalanceRefusal(due(1250), 1249);
    expect(changed).toMatchObject({ reason: 'AMOUNT_NOT_DUE' });
    expect(changed!.message).toContain('£12.50, not £12.49');
  });
});

describe('staff recording a balance paid by phone or cash', () => {
  it('records exactly what is due, and only then', () => {
    expect(recordedBalanceRefusal(due(1250), 1250)).toBeNull();
    expect(recordedBalanceRefusal(due(1250), 1249)?.reason).toBe('AMOUNT_NOT_DUE');
    expect(recordedBalanceRefusal(due(1250), 1251)?.reason).toBe('AMOUNT_NOT_DUE');
    expect(recordedBalanceRefusal(due(0), 0)?.reason).toBe('NOTHING_DUE');
  });

  it('is refused while the customer is paying the same balance online', () => {
    expect(recordedBalanceRefusal(due(1250, { onlinePaymentOpen: true }), 1250)?.reason).toBe('PAYMENT_IN_FLIGHT');
  });
});

describe('what a payment leaves and what it was for', () => {
  it('takes the payment off the balance, never below 0; what an edit added meanwhile stays due', () => {
    expect(balanceAfterPayment(1250, 1250)).toBe(0);
    expect(balanceAfterPayment(2000, 1250)).toBe(750);
    expect(balanceAfterPayment(1000, 1250)).toBe(0);
  });

  it('names the changes since the balance was last nothing', () => {
    expect(balanceDueFor(null, 0, ['Ash: 2 → 3'], 500)).toBe('Ash: 2 → 3');
    expect(balanceDueFor('Ash: 2 → 3', 500, ['1 × Kindling added'], 900)).toBe('Ash: 2 → 3; 1 × Kindling added');
    // A balance paid before: the old words go with it.
    expect(balanceDueFor('Ash: 2 → 3', 0, ['1 × Kindling added'], 400)).toBe('1 × Kindling added');
    expect(balanceDueFor('Ash: 2 → 3', 500, ['Ash: 3 → 2'], 0)).toBeNull();
  });

  it('counts what was paid, and what of it came outside the card provider', () => {
    const paid = [
      { amountPence: 500, way: 'online' as const },
      { amountPence: 300, way: 'phone' as const },
      { amountPence: 200, way: 'cashOnDelivery' as const },
    ];
    expect(balancesPaidPence(paid)).toBe(1000);
    expect(paidOutsideProviderPence(paid)).toBe(500);
    expect(paidOutsideProviderPence([])).toBe(0);
  });
});

describe('how a balance was paid, in words', () => {
  it('names an online payment by its provider, and one from before the way was kept by its way alone', () => {
    expect(balancePaidWords({ way: 'online', paidWith: 'PayPal' })).toBe('by PayPal');
    expect(balancePaidWords({ way: 'online', paidWith: 'card' })).toBe('by card');
    expect(balancePaidWords({ way: 'online', paidWith: null })).toBe('online');
    expect(balancePaidWords({ way: 'phone', paidWith: 'PayPal' })).toBe('by phone');
    expect(balancePaidWords({ way: 'cashOnDelivery' })).toBe('in cash on delivery');
  });

  it('tells the customer after "paid by": the provider, card for an online payment from before, or the way staff recorded', () => {
    expect(balancePaidWith('online', 'Apple Pay')).toBe('Apple Pay');
    expect(balancePaidWith('online', null)).toBe('card');
    expect(balancePaidWith('phone', null)).toBe('phone');
    expect(balancePaidWith('cashOnDelivery', null)).toBe('cash on delivery');
  });

  it('a payment left unfinished at the provider speaks of the balance, never a basket', () => {
    expect(balanceAbandonedWords('PayPal')).toBe(
      'The payment with PayPal was not finished, so nothing was taken. The balance is still to pay: choose how to pay it.',
    );
    expect(balanceAbandonedWords('card')).toBe(
      'The payment was not finished, so nothing was taken. The balance is still to pay: choose how to pay it.',
    );
    expect(balanceAbandonedWords(null)).not.toMatch(/basket/);
  });
});
