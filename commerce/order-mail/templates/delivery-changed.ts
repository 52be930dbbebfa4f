import type { OrderMailView } from '../order-mail-view.ts';
import { h1, h2, lines, link, mailLayout, p } from '../../mail/index.ts';

/** What staff changed about a delivery, in words (dates already formatted). */
export type DeliveryChangeWords =
  /** e.g. shipment "van delivery", arrives "Thursday 3 December 2026", slot "Afternoon (12pm to 4pm)". */
  | { kind: 'date'; shipment: string; was: string; arrives: string; byShopper: boolean }
  | { kind: 'address'; was: string[]; address: string[] }
  | { kind: 'accessNotes'; notes: string | null };

export function deliveryChangedSubject(view: OrderMailView, change: DeliveryChangeWords): string {
  const what = change.kind === 'date' ? 'delivery day' : change.kind === 'address' ? 'delivery address' : 'delivery notes';
  if (change.kind === 'date' && change.byShopper) return `You changed the ${what} of order ${view.orderNumber}`;
  return `We have changed the ${what} of order ${view.orderNumber}`;
}

function whatChanged(change: DeliveryChangeWords) {
  switch (change.kind) {
    case 'date':
      return [
        p(`Your ${change.shipment} now arrives ${change.arrives}. It was due ${change.was}.`),
        p('Please make sure someone can take it in then, or tell us if that day does not suit you.'),
      ];
    case 'address':
      return [p('We will deliver your order to this address:'), lines(change.address), p(`It was going to ${change.was.join(', ')}.`)];
    case 'accessNotes':
      return change.notes
        ? [p('Our drivers will now read this note when they deliver:'), p(change.notes)]
        : [p('We have taken the access notes off your delivery: our drivers will follow the address alone.')];
  }
}

/**
 * The customer's notice that staff changed where, when or how their order is delivered, or the
 * confirmation of the day they moved it to themselves on the order page.
 */
export function DeliveryChanged({ view, change }: { view: OrderMailView; change: DeliveryChangeWords }) {
  const { seller } = view;
  const byShopper = change.kind === 'date' && change.byShopper;
  return mailLayout(seller, deliveryChangedSubject(view, change), [
    h1(view.greeting ? `Your delivery has changed, ${view.greeting}` : 'Your delivery has changed'),
    p(
      byShopper
        ? `This confirms the delivery day you chose for order ${view.orderNumber}. Nothing else about your order has changed.`
        : `We have changed the delivery of order ${view.orderNumber}. Nothing else about your order has changed.`,
    ),
    ...whatChanged(change),
    h2('Not what you asked for?'),
    p(
      `Reply to this email, write to ${seller.email} or call ${seller.phone} before it leaves us. Quote order ${view.orderNumber}. `,
      link(view.links.order, 'See your order'),
    ),
  ]);
}
