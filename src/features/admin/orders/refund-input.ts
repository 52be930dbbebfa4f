import { formatPence, nearestPence, toPounds } from '../../../../commerce/shared/index.ts';

/**
 * The refund form's amount, checked before it is sent: pounds and pence, more than nothing, at
 * most what is left to refund. The API checks the same and has the last word.
 */
export type RefundAmount = { ok: true; pounds: number } | { ok: false; message: string };

/** `of` names what the money comes from in the refusal: the order, or the balance payment chosen. */
export function readRefundAmount(text: string, refundable: number, of = 'this order'): RefundAmount {
  const cleaned = text.trim().replace(/^£/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter the amount in pounds and pence, such as 12.50.' };
  const pence = nearestPence(Number(cleaned));
  if (pence <= 0) return { ok: false, message: 'Enter an amount to refund of at least £0.01.' };
  const leftPence = nearestPence(refundable);
  if (pence > leftPence) {
    return { ok: false, message: `At most ${formatPence(leftPence)} is left to refund on ${of}.` };
  }
  return { ok: true, pounds: toPounds(pence) };
}

/** One payment of an order as the refund form offers it (AdminOrder.refundablePayments). */
export interface PaymentToRefund {
  id: string;
  purpose: 'ORDER' | 'BALANCE';
  /** "card payment", "balance payment by PayPal". */
  name: string;
  paidWith: string;
  paid: number;
  refunded: number;
  refundable: number;
}

/** The payments a refund can still go back through: one that has given everything back is not offered. */
export function paymentsToOffer<P extends Pick<PaymentToRefund, 'refundable'>>(payments: readonly P[]): P[] {
  return payments.filter((payment) => payment.refundable > 0);
}

/** "Balance payment by card: paid £14.90, refunded £10.00, can still return £4.90": what staff choose between. */
export function paymentChoiceWords(payment: Pick<PaymentToRefund, 'name' | 'paid' | 'refunded' | 'refundable'>): string {
  const name = payment.name.charAt(0).toUpperCase() + payment.name.slice(1);
  return `${name}: paid ${formatPence(nearestPence(payment.paid))}, refunded ${formatPence(nearestPence(payment.refunded))}, can still return ${formatPence(nearestPence(payment.refundable))}`;
}

/** Where the money goes: "to the card it was paid with", "through PayPal, the way it was paid". */
export function refundRouteWords(payment: Pick<PaymentToRefund, 'paidWith'>): string {
  return payment.paidWith === 'card' ? 'to the card it was paid with' : `through ${payment.paidWith}, the way it was paid`;
}
