import { formatPounds } from './pricing/format-pounds.ts';
import type { Pence } from './money.ts';

/**
 * What may go back to the card a placed order was paid with. Refunds in flight count as
 * refunded: two staff refunding at once must not together return more than was paid.
 */
export interface RefundBasis {
  /** What the card was charged for the order (credit spent on it is not card money). */
  paidByCardPence: Pence;
  /** Refunds already made or on their way to the provider. */
  refundedPence: Pence;
}

export type RefundRefusal =
  | { reason: 'NOT_POSITIVE'; message: string }
  | { reason: 'NOTHING_PAID_BY_CARD'; message: string }
  | { reason: 'MORE_THAN_PAID'; message: string; refundablePence: Pence };

export function refundablePence(basis: RefundBasis): Pence {
  return Math.max(0, basis.paidByCardPence - basis.refundedPence);
}

/** Null when `amountPence` may be refunded now; else the refusal in the staff's words. */
export function checkRefund(basis: RefundBasis, amountPence: Pence): RefundRefusal | null {
  if (!Number.isSafeInteger(amountPence) || amountPence <= 0) {
    return { reason: 'NOT_POSITIVE', message: 'Enter an amount to refund of at least £0.01.' };
  }
  if (basis.paidByCardPence === 0) {
    return {
      reason: 'NOTHING_PAID_BY_CARD',
      message: 'Nothing was paid by card for this order (it was paid with credit), so there is nothing to refund to a card.',
    };
  }
  const left = refundablePence(basis);
  if (amountPence > left) {
    return {
      reason: 'MORE_THAN_PAID',
      refundablePence: left,
      message:
        left === 0
          ? `The whole card payment of ${formatPounds(basis.paidByCardPence)} has already been refunded.`
          : `Only ${formatPounds(left)} of the ${formatPounds(basis.paidByCardPence)} card payment is left to refund: enter ${formatPounds(left)} or less.`,
    };
  }
  return null;
}

/** The order's payment status once its refunds are counted. */
export function paymentStatusAfterRefunds(basis: RefundBasis): 'paid' | 'partlyRefunded' | 'refunded' {
  if (basis.refundedPence === 0) return 'paid';
  return basis.refundedPence >= basis.paidByCardPence ? 'refunded' : 'partlyRefunded';
}
