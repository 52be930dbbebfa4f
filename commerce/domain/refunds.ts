import { formatPence } from './money.ts';
import type { Pence } from './money.ts';
import type { PaymentStatus } from './payment-status.ts';
import { apportionDeliveryCharge, type DeliveryVatPart } from './pricing/delivery-vat.ts';
import { LINE_EDIT_REFUND_KEY_PREFIX } from './line-edit.ts';

/** The key of a cancellation's refund of the placing payment: a retried cancel finds it, never a second one. */
export const CANCEL_REFUND_KEY_PREFIX = 'cancel:';
/** The key of a cancellation's refund of one online balance payment: one refund per payment, however often the cancel is sent. */
export const CANCEL_BALANCE_REFUND_KEY_PREFIX = 'cancel-balance:';

/**
 * Whether a refund request's key is one the shop writes for its own refunds (a cancellation's, an
 * edit's). Staff's keys may not be: a refund found under a cancel's key is taken as the cancel's
 * own (the cancel would then give back only that much), and one under an edit's counts on the VAT
 * receipt as a lower price rather than money given back.
 */
export function isShopRefundKey(key: string): boolean {
  return [CANCEL_REFUND_KEY_PREFIX, CANCEL_BALANCE_REFUND_KEY_PREFIX, LINE_EDIT_REFUND_KEY_PREFIX].some((prefix) => key.startsWith(prefix));
}

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
  /**
   * Which payment this is, in the refusal's words ("card payment" unless told): an order may
   * have its placing payment and balance payments made later, each refunded through itself.
   */
  paymentName?: string;
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
  const name = basis.paymentName ?? 'card payment';
  if (amountPence > left) {
    return {
      reason: 'MORE_THAN_PAID',
      refundablePence: left,
      message:
        left === 0
          ? `The whole ${name} of ${formatPence(basis.paidByCardPence)} has already been refunded.`
          : `Only ${formatPence(left)} of the ${formatPence(basis.paidByCardPence)} ${name} is left to refund: enter ${formatPence(left)} or less.`,
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

/** A payment the provider took for an order: the one that placed it, or a balance paid online after an edit. */
export interface ProviderPayment {
  /** Its payment attempt: a refund names it to go back through it. */
  id: string;
  purpose: 'order' | 'balance';
  /** How it was paid, in the shop's words ("card", "PayPal"). */
  paidWith: string;
  amountPence: Pence;
}

/** A payment as the desk's refund form offers it: what it took, what went back, what it can still return. */
export interface RefundablePayment extends ProviderPayment {
  /** Refunds through it made or on their way (a pending one holds its money back from the next). */
  refundedPence: Pence;
  leftPence: Pence;
}

/**
 * Each payment with what it can still give back: every refund counts against the payment it
 * went through only, so a balance payment's refunds never eat into the placing payment's room,
 * nor the other way. Failed refunds gave nothing back and count for nothing.
 */
export function refundablePayments(
  payments: readonly ProviderPayment[],
  refunds: readonly { attemptId: string; amountPence: Pence; status: string }[],
): RefundablePayment[] {
  return payments.map((payment) => {
    const refundedPence = refunds
      .filter((refund) => refund.attemptId === payment.id && (refund.status === 'succeeded' || refund.status === 'pending'))
      .reduce((sum, refund) => sum + refund.amountPence, 0);
    return { ...payment, refundedPence, leftPence: refundablePence({ paidByCardPence: payment.amountPence, refundedPence }) };
  });
}

/**
 * How a payment a provider took was paid, in the shop's words: the placing payment as the order
 * recorded it when it settled, a balance by its provider (`paidWithOfType`, the payment registry's
 * words for a gateway type). The desk, its refund form and a cancellation's refunds name it alike.
 */
export function providerPaymentWay(
  payment: { purpose: 'order' | 'balance'; gatewayType: string | null },
  orderPaidWith: string | null,
  paidWithOfType: (type: string) => string,
): string {
  return (payment.purpose === 'order' ? orderPaidWith : null) ?? paidWithOfType(payment.gatewayType ?? '');
}

/**
 * Refunds gathered by the way they go back ("card", "PayPal"), each way once with its sum, in the
 * order the ways first appear: a customer is told one amount per way, however many payments
 * were made that way.
 */
export function refundsByWay(refunds: readonly { paidWith: string; pence: Pence }[]): { paidWith: string; pence: Pence }[] {
  const byWay = new Map<string, Pence>();
  for (const refund of refunds) if (refund.pence > 0) byWay.set(refund.paidWith, (byWay.get(refund.paidWith) ?? 0) + refund.pence);
  return [...byWay].map(([paidWith, pence]) => ({ paidWith, pence }));
}

/** How a payment is named to staff and in a refusal: "card payment", "balance payment by PayPal". */
export function paymentName(payment: Pick<ProviderPayment, 'purpose' | 'paidWith'>): string {
  const way = payment.paidWith === 'card' ? 'card' : payment.paidWith;
  return payment.purpose === 'balance' ? `balance payment by ${way}` : `${way} payment`;
}
