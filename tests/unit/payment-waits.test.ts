import { describe, expect, it } from 'vitest';
import { byWaitThenAge, paymentWait, type PaymentFacts } from '../../commerce/domain/payment-waits.ts';

const placed: PaymentFacts = { orderStatus: 'placed', paymentStatus: 'paid', attempt: 'succeeded', balanceDuePence: 0 };

describe('what an order’s payment waits for', () => {
  it('is settled when the card paid what the order asks', () => {
    expect(paymentWait(placed)).toBeNull();
    expect(paymentWait({ ...placed, orderStatus: 'delivered', paymentStatus: 'partlyRefunded' })).toBeNull();
  });

  it('waits for the provider while an attempt is sent and unanswered, and for the shopper at their bank', () => {
    const paying: PaymentFacts = { orderStatus: 'paymentPending', paymentStatus: 'pending', attempt: 'started', balanceDuePence: 0 };
    expect(paymentWait(paying)).toBe('awaitingProvider');
    expect(paymentWait({ ...paying, attempt: 'requiresAction' })).toBe('awaitingShopper');
    // A balance being paid: the open attempt is what happens next.
    expect(paymentWait({ ...placed, attempt: 'requiresAction', balanceDuePence: 500 })).toBe('awaitingShopper');
  });

  it('is refused while the basket waits after a refusal, and settled once paid since', () => {
    const refused: PaymentFacts = { orderStatus: 'shoppingCart', paymentStatus: 'failed', attempt: 'failed', balanceDuePence: 0 };
    expect(paymentWait(refused)).toBe('failed');
    expect(paymentWait({ ...refused, orderStatus: 'placed', paymentStatus: 'paid' })).toBeNull();
    // A basket that never tried to pay is nobody's payment.
    expect(paymentWait({ ...refused, paymentStatus: 'notPaid', attempt: null })).toBeNull();
  });

  it('owes a balance once placed with more due, and not once cancelled', () => {
    expect(paymentWait({ ...placed, balanceDuePence: 1 })).toBe('balanceDue');
    expect(paymentWait({ ...placed, orderStatus: 'dispatched', balanceDuePence: 1250 })).toBe('balanceDue');
    expect(paymentWait({ ...placed, orderStatus: 'cancelled', balanceDuePence: 1250 })).toBeNull();
  });

  it('lists refusals first, then balances, then waits at the bank and the provider, oldest first within each', () => {
    const at = (iso: string) => new Date(iso);
    const rows = [
      { wait: 'awaitingProvider' as const, since: at('2026-11-18T09:00:00Z') },
      { wait: 'balanceDue' as const, since: at('2026-11-18T08:00:00Z') },
      { wait: 'failed' as const, since: at('2026-11-18T09:30:00Z') },
      { wait: 'failed' as const, since: at('2026-11-18T07:00:00Z') },
      { wait: 'awaitingShopper' as const, since: at('2026-11-18T09:10:00Z') },
    ];
    expect(rows.sort(byWaitThenAge).map((row) => `${row.wait} ${row.since.toISOString().slice(11, 16)}`)).toEqual([
      'failed 07:00',
      'failed 09:30',
      'balanceDue 08:00',
      'awaitingShopper 09:10',
      'awaitingProvider 09:00',
    ]);
  });
});
