import type { OrderMailView } from '../order-mail-view.ts';
import { amounts, h1, h2, link, mailLayout, p } from '../../mail/index.ts';
import { refundArrival, refundRoute, refundRowLabel } from './refund-way.ts';

/** What the cancellation gives back, in words (amounts already formatted); null: nothing of that kind. */
export interface CancellationReturns {
  /**
   * What goes back through the payments the customer made online, one entry per way they paid
   * ("card", "PayPal", "Apple Pay") with its amount (e.g. "£52.40"); empty when nothing does.
   */
  refunds: { paidWith: string; amount: string }[];
  /** e.g. "£8.00", a balance paid by phone or in cash, which the shop refunds by phone. */
  refundByPhone: string | null;
  /** e.g. "£5.00", credit spent on the order and now back in the customer's account. */
  creditReturned: string | null;
  /** The coupon code whose use was withdrawn, so it counts as unused again. */
  coupon: string | null;
}

export function orderCancelledSubject(view: OrderMailView): string {
  return `Your ${view.seller.tradingName} order ${view.orderNumber} is cancelled`;
}

/** The customer's notice that staff cancelled their order, and what comes back to them. */
export function OrderCancelled({ view, returns }: { view: OrderMailView; returns: CancellationReturns }) {
  // An order placed one way may have a balance paid another: each way's money goes back its own way.
  const rows: [string, string][] = [
    ...returns.refunds.map(({ paidWith, amount }) => [refundRowLabel(paidWith), amount] as [string, string]),
    ...(returns.refundByPhone ? [['Refund we will arrange by phone', returns.refundByPhone] as [string, string]] : []),
    ...(returns.creditReturned ? [['Credit back in your account', returns.creditReturned] as [string, string]] : []),
  ];
  const { seller } = view;
  return mailLayout(seller, `Order ${view.orderNumber} is cancelled: nothing of it will be delivered.`, [
    h1(view.greeting ? `Your order is cancelled, ${view.greeting}` : 'Your order is cancelled'),
    p(`We have cancelled order ${view.orderNumber}, placed on ${view.placedOn}. Nothing of it will be delivered.`),
    p(`What was cancelled: ${view.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}.`),
    h2('What comes back to you'),
    ...(rows.length > 0 ? [amounts(rows)] : [p('Nothing was paid for this order, so nothing needs to come back.')]),
    ...returns.refunds.map(({ paidWith, amount }) =>
      p(`We are refunding ${amount} ${refundRoute(paidWith)}. ${refundArrival(paidWith, seller.tradingName, 'A card refund')}`),
    ),
    ...(returns.refundByPhone
      ? [
          p(
            `You paid ${returns.refundByPhone} of this order by phone or in cash, so it cannot go back to a card by itself: ` +
              `we will phone you to refund it.`,
          ),
        ]
      : []),
    ...(returns.creditReturned
      ? [p(`The ${returns.creditReturned} of credit you spent on this order is back in your account, ready for your next order.`)]
      : []),
    ...(returns.coupon
      ? [p(`The coupon ${returns.coupon} counts as unused again: you may use it on another order while it is valid.`)]
      : []),
    h2('Questions'),
    p(
      `If you did not expect this, reply to this email, write to ${seller.email} or call ${seller.phone}. Quote order ${view.orderNumber}. `,
      link(view.links.order, 'See your order'),
    ),
  ]);
}
