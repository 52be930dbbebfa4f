import { describe, expect, it } from 'vitest';
import {
  checkPaymentStatusMove,
  isPaymentStatus,
  PAYMENT_STATUS_AT_START,
  PAYMENT_STATUS_MOVES,
  PAYMENT_STATUSES,
  PaymentStatusMoveRefused,
  type PaymentStatus,
} from '../../commerce/domain/payment-status.ts';
import { paymentStatusAfterRefunds } from '../../commerce/domain/refunds.ts';

/** The payment's moves as the shop makes them, written out apart from the definition under test. */
const ALLOWED: ReadonlySet<string> = new Set([
  'notPaid → pending', // the first payment starts
  'pending → paid', // the provider took the money
  'pending → failed', // refused, or the shopper gave up: the order is a cart again
  'failed → pending', // paying again after a refusal
  'paid → partlyRefunded', // part of the card payment went back
  'paid → refunded', // all of it went back (a cancelled order)
  'partlyRefunded → refunded', // the rest went back
  'partlyRefunded → paid', // the only refund failed after the provider had taken it
  'refunded → partlyRefunded', // one of several refunds failed later
  'refunded → paid', // the whole refund failed later
]);

describe('payment status', () => {
  it('allows exactly the moves the shop makes, and staying put', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        const allowed = from === to || ALLOWED.has(`${from} → ${to}`);
        expect(checkPaymentStatusMove(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
    // The table names only declared statuses, and each move once.
    for (const [from, { to }] of Object.entries(PAYMENT_STATUS_MOVES)) {
      expect(isPaymentStatus(from)).toBe(true);
      expect(new Set(to).size).toBe(to.length);
      for (const target of to) expect(ALLOWED.has(`${from} → ${target}`), `${from} → ${target}`).toBe(true);
    }
  });

  it('starts every cart as not paid', () => {
    expect(PAYMENT_STATUS_AT_START).toBe('notPaid');
  });

  it('refuses a move it does not declare, saying where the payment may go instead', () => {
    const refused = checkPaymentStatusMove('notPaid', 'paid');
    expect(refused).toBeInstanceOf(PaymentStatusMoveRefused);
    expect(refused).toMatchObject({
      from: 'notPaid',
      to: 'paid',
      reason: 'A payment that is notPaid cannot become paid: it may become pending.',
    });
    expect(checkPaymentStatusMove('failed', 'refunded')?.reason).toBe(
      'A payment that is failed cannot become refunded: it may become pending.',
    );
    expect(checkPaymentStatusMove('paid', 'pending')?.reason).toBe(
      'A payment that is paid cannot become pending: it may become partlyRefunded or refunded.',
    );
  });

  it('lets every status the refund rule can give be reached from a paid payment', () => {
    const statusAfter = (refunded: number): PaymentStatus => paymentStatusAfterRefunds({ paidByCardPence: 5000, refundedPence: refunded });
    for (const from of ['paid', 'partlyRefunded', 'refunded'] as const) {
      for (const refunded of [0, 1, 4999, 5000])
        expect(checkPaymentStatusMove(from, statusAfter(refunded)), `${from} → ${statusAfter(refunded)}`).toBeNull();
    }
  });
});
