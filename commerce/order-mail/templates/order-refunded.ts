import type { OrderMailView } from '../order-mail-view.ts';
import { amounts, h1, h2, link, mailLayout, p } from '../../mail/index.ts';

/** One refund in words (amounts already formatted). */
export interface RefundWords {
  /** e.g. "£12.50". */
  amount: string;
  /** True when it gives back (part of) the delivery charge rather than any part of the order. */
  ofDelivery: boolean;
  /** What the card paid for the order. */
  paidByCard: string;
  /** What of the card payment is still with the shop after this refund; null when all of it has gone back. */
  left: string | null;
}

export function orderRefundedSubject(view: OrderMailView, refund: RefundWords): string {
  return `${view.seller.tradingName} has refunded ${refund.amount} on order ${view.orderNumber}`;
}

/** The customer's notice that staff refunded money to their card. */
export function OrderRefunded({ view, refund }: { view: OrderMailView; refund: RefundWords }) {
  const { seller } = view;
  const what = refund.ofDelivery ? `${refund.amount} of your delivery charge` : refund.amount;
  // The money goes back the way it came: to the card, or through PayPal or Klarna.
  const byCard = view.paidWith === 'card';
  const backTo = byCard ? 'your card' : `your ${view.paidWith} account`;
  return mailLayout(seller, `${refund.amount} is on its way back to ${backTo}.`, [
    h1(view.greeting ? `We have refunded you ${refund.amount}, ${view.greeting}` : `We have refunded you ${refund.amount}`),
    p(
      byCard
        ? `We have refunded ${what} on order ${view.orderNumber} to the card you paid with. It usually reaches your account ` +
            `within 5 to 10 working days, depending on your bank; your statement will show it from ${seller.tradingName}.`
        : `We have refunded ${what} on order ${view.orderNumber} through ${view.paidWith}, the way you paid. ` +
            `${view.paidWith} shows it from ${seller.tradingName}, usually within 5 working days.`,
    ),
    amounts([
      ['Refunded now', refund.amount],
      [`You paid by ${view.paidWith}`, refund.paidByCard],
      [`Left of your ${view.paidWith} payment`, refund.left ?? '£0.00'],
    ]),
    p(
      refund.left
        ? `That leaves ${refund.left} of your ${refund.paidByCard} ${view.paidWith} payment with us; the rest of your order stands as it was.`
        : `That is all of the ${refund.paidByCard} you paid by ${view.paidWith}.`,
    ),
    h2('Your VAT receipt'),
    p(
      'Your VAT receipt for this order is still valid as it was issued; keep this email with it as the record of the refund. ',
      link(view.links.receipt, 'Open your VAT receipt'),
    ),
    h2('Questions'),
    p(
      `Reply to this email, write to ${seller.email} or call ${seller.phone}. Quote order ${view.orderNumber}. `,
      link(view.links.order, 'See your order'),
    ),
  ]);
}
