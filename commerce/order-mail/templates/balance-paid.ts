import type { OrderMailView } from '../order-mail-view.ts';
import { amounts, h1, h2, link, mailLayout, p } from '../../mail/index.ts';

/** A balance payment in words (amounts formatted). */
export interface BalancePaidWords {
  amount: string;
  /** "online", "by phone", "in cash on delivery". */
  how: string;
  /** What is still to pay after it; null when nothing is. */
  left: string | null;
}

export function balancePaidSubject(view: OrderMailView, paid: BalancePaidWords): string {
  return `Receipt: ${paid.amount} paid on order ${view.orderNumber}`;
}

/** The customer's receipt for a balance due they paid (online, or by phone or cash as staff recorded it). */
export function BalancePaid({ view, paid }: { view: OrderMailView; paid: BalancePaidWords }) {
  const { seller } = view;
  return mailLayout(seller, balancePaidSubject(view, paid), [
    h1(view.greeting ? `Thank you, ${view.greeting}` : 'Thank you'),
    p(`We have received ${paid.amount}, paid ${paid.how}, for the changes to order ${view.orderNumber}.`),
    amounts([
      ['Paid now', paid.amount],
      ['Order total', view.totals.total],
      ['Left to pay', paid.left ?? '£0.00'],
    ]),
    p(paid.left ? `${paid.left} is still to pay on this order.` : 'There is nothing left to pay on this order.'),
    h2('Your VAT receipt'),
    p('Your VAT receipt shows the order as it is now, with what you have paid. ', link(view.links.receipt, 'Open your VAT receipt')),
    h2('Questions'),
    p(`Reply to this email or write to ${seller.email}. Quote order ${view.orderNumber}. `, link(view.links.order, 'See your order')),
  ]);
}
