import type { OrderMailView } from '../order-mail-view.ts';
import { amounts, h1, h2, link, mailLayout, p } from '../../mail/index.ts';
import { refundArrival, refundRoute, refundsToCard } from './refund-way.ts';

/** One refund in words (amounts already formatted). */
export interface RefundWords {
  /** e.g. "£12.50". */
  amount: string;
  /** True when it gives back (part of) the delivery charge rather than any part of the order. */
  ofDelivery: boolean;
  /** What the card paid for the order (for a balance payment's refund: what that payment took). */
  paidByCard: string;
  /** What of the card payment is still with the shop after this refund; null when all of it has gone back. */
  left: string | null;
  /**
   * The payment it goes back through, when that is a balance paid after the order changed: its
   * way ("card", "PayPal"), which may not be the way the order was placed. Absent: the order's own payment.
   */
  balancePaidWith?: string;
}

export function orderRefundedSubject(view: OrderMailView, refund: RefundWords): string {
  return `${view.seller.tradingName} has refunded ${refund.amount} on order ${view.orderNumber}`;
}

/** The customer's notice that staff refunded money to their card. */
export function OrderRefunded({ view, refund }: { view: OrderMailView; refund: RefundWords }) {
  const { seller } = view;
  const what = refund.ofDelivery ? `${refund.amount} of your delivery charge` : refund.amount;
  // A balance paid later goes back the way that balance was paid.
  const paidWith = refund.balancePaidWith ?? view.paidWith;
  const payment = refund.balancePaidWith ? `${paidWith} balance payment` : `${paidWith} payment`;
  const backTo = refundsToCard(paidWith) ? 'your card' : `your ${paidWith} account`;
  return mailLayout(seller, `${refund.amount} is on its way back to ${backTo}.`, [
    h1(view.greeting ? `We have refunded you ${refund.amount}, ${view.greeting}` : `We have refunded you ${refund.amount}`),
    p(
      `We have refunded ${what} on order ${view.orderNumber} ${refundRoute(paidWith, refund.balancePaidWith ? 'the balance' : undefined)}. ` +
        refundArrival(paidWith, seller.tradingName),
    ),
    amounts([
      ['Refunded now', refund.amount],
      [refund.balancePaidWith ? `You paid the balance by ${paidWith}` : `You paid by ${paidWith}`, refund.paidByCard],
      [`Left of your ${payment}`, refund.left ?? '£0.00'],
    ]),
    p(
      refund.left
        ? `That leaves ${refund.left} of your ${refund.paidByCard} ${payment} with us; the rest of your order stands as it was.`
        : `That is all of the ${refund.paidByCard} you paid ${refund.balancePaidWith ? 'for the balance ' : ''}by ${paidWith}.`,
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
