import type { OrderMailView } from '../order-mail-view.ts';
import { amounts, h1, h2, link, mailLayout, p } from '../../mail/index.ts';

/** What staff changed about an order's lines and how the money is settled, in words (amounts formatted). */
export interface LinesChangeWords {
  /** e.g. "Ash logs: 2 → 3", "Kindling taken off (was 1)", "1 × Oak logs added". */
  changes: string[];
  wasTotal: string;
  nowTotal: string;
  /** What goes back to the card; null when nothing does. */
  refund: string | null;
  /** What this change adds to what the customer still has to pay; null when nothing. */
  added: string | null;
  /** Everything still to pay on the order after this change; null when nothing is. */
  balanceDue: string | null;
}

export function linesChangedSubject(view: OrderMailView): string {
  return `We have changed the items of order ${view.orderNumber}`;
}

function whatHappensNext(view: OrderMailView, change: LinesChangeWords) {
  const { seller } = view;
  if (change.refund) {
    const backTo = view.paidWith === 'card' ? 'the card you paid with' : `your ${view.paidWith} account, the way you paid`;
    return [
      p(
        `We are refunding ${change.refund} to ${backTo}. It usually arrives within 5 to 10 working days, depending on your bank; it shows as from ${seller.tradingName}.`,
      ),
    ];
  }
  if (change.balanceDue) {
    // Paid online on the order page (a guest's link carries the key that opens it); by phone too when the shop has a number.
    const phone = seller.phone.trim();
    return [
      p(
        `There is ${change.balanceDue} left to pay on this order${change.added ? ` (${change.added} for this change)` : ''}. We have not taken it from your card: ` +
          `please pay it before the delivery on your order page${phone ? `, or phone us on ${phone} to pay by phone` : ''}. `,
        link(view.links.order, `Pay ${change.balanceDue} now`),
      ),
    ];
  }
  return [p('The total is unchanged, so there is nothing to pay and nothing to refund.')];
}

/** The customer's notice that staff changed what is in their order, and what it means for what they pay. */
export function LinesChanged({ view, change }: { view: OrderMailView; change: LinesChangeWords }) {
  const { seller } = view;
  return mailLayout(seller, linesChangedSubject(view), [
    h1(view.greeting ? `Your order has changed, ${view.greeting}` : 'Your order has changed'),
    p(`We have changed the items of order ${view.orderNumber}:`),
    p(change.changes.join('; ')),
    p(`Your order now holds: ${view.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}.`),
    amounts([
      ['Total before', change.wasTotal],
      ['Total now', change.nowTotal],
      ...(change.refund ? [['Refund to you', change.refund] as [string, string]] : []),
      ...(change.balanceDue ? [['Left to pay', change.balanceDue] as [string, string]] : []),
    ]),
    h2('What happens next'),
    ...whatHappensNext(view, change),
    p('Your delivery day and address stay as they were.'),
    h2('Not what you asked for?'),
    p(
      `Reply to this email, write to ${seller.email} or call ${seller.phone} before it leaves us. Quote order ${view.orderNumber}. `,
      link(view.links.order, 'See your order'),
    ),
  ]);
}
