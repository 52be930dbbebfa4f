import { formatPence } from './money.ts';
import type { Pence } from './money.ts';
import type { PaymentStatus } from './payment-status.ts';
import { apportionDeliveryCharge, type DeliveryVatPart } from './pricing/delivery-vat.ts';

/** What a refund gives back: any part of what was paid, or (some of) the delivery charge. */
export const REFUND_OF = ['order', 'delivery'] as const;
export type RefundOf = (typeof REFUND_OF)[number];

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
          ? `The whole card payment of ${formatPence(basis.paidByCardPence)} has already been refunded.`
          : `Only ${formatPence(left)} of the ${formatPence(basis.paidByCardPence)} card payment is left to refund: enter ${formatPence(left)} or less.`,
    };
  }
  return null;
}

/** The order's payment status once its refunds are counted. */
export function paymentStatusAfterRefunds(basis: RefundBasis): Extract<PaymentStatus, 'paid' | 'partlyRefunded' | 'refunded'> {
  if (basis.refundedPence === 0) return 'paid';
  return basis.refundedPence >= basis.paidByCardPence ? 'refunded' : 'partlyRefunded';
}

/**
 * A refund of delivery gives back VAT at the rates the delivery was charged at, not at one rate
 * of the desk's choosing: the amount is split over what is left of each rate's delivery (charged
 * less earlier delivery refunds, pending ones included) in proportion, as the charge itself was
 * split over the goods (apportionDeliveryCharge: whole pence, largest remainder, the higher rate
 * on a tie), and each part's VAT is the VAT its amount contains. Refunding the whole delivery at
 * once gives back exactly the VAT charged. Null: more than the delivery left to refund.
 */
export function deliveryRefundVat(
  amountPence: Pence,
  charged: readonly DeliveryVatPart[],
  refundedBefore: readonly DeliveryVatPart[],
): { parts: DeliveryVatPart[] } | { refusal: { reason: 'MORE_THAN_DELIVERY'; message: string; refundablePence: Pence } } {
  const left = new Map<number, Pence>();
  for (const part of charged) left.set(part.rateBasisPoints, (left.get(part.rateBasisPoints) ?? 0) + part.pence);
  for (const part of refundedBefore) left.set(part.rateBasisPoints, (left.get(part.rateBasisPoints) ?? 0) - part.pence);
  const remaining = [...left.entries()].map(([rateBasisPoints, pence]) => ({ rateBasisPoints, valuePence: Math.max(0, pence) }));
  const refundable = remaining.reduce((sum, part) => sum + part.valuePence, 0);
  if (amountPence > refundable) {
    return {
      refusal: {
        reason: 'MORE_THAN_DELIVERY',
        refundablePence: refundable,
        message:
          refundable === 0
            ? 'This order has no delivery charge left to refund.'
            : `Only ${formatPence(refundable)} of delivery is left to refund: enter ${formatPence(refundable)} or less, or refund it as part of the order.`,
      },
    };
  }
  return { parts: apportionDeliveryCharge(amountPence, remaining).filter((part) => part.pence > 0) };
}
