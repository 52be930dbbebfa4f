import type { OrderMailView } from '../order-mail-view.ts';
import { h1, h2, link, mailLayout, p } from '../../mail/index.ts';

type Shipment = OrderMailView['shipments'][number];

/** A delivery in words. */
export interface DeliveredWords {
  /** e.g. "Friday 20 November 2026". */
  deliveredOn: string;
  /** The last day to cancel, e.g. "Friday 4 December 2026"; null while more of the order is to come. */
  lastDayToCancel: string | null;
  /** Each product to review, with the link that opens its review form; null for a guest (reviews need an account). */
  reviews: { name: string; url: string }[] | null;
  /** Where a guest signs in to review (the account area). */
  accountUrl: string;
}

export function shipmentDeliveredSubject(view: OrderMailView, words: DeliveredWords): string {
  return words.lastDayToCancel
    ? `Your ${view.seller.tradingName} order ${view.orderNumber} has been delivered`
    : `Part of your ${view.seller.tradingName} order ${view.orderNumber} has been delivered`;
}

/** The customer's notice that one shipment arrived: thanks, a review, and the right to cancel. */
export function ShipmentDelivered({ view, shipment, words }: { view: OrderMailView; shipment: Shipment; words: DeliveredWords }) {
  const { seller } = view;
  return mailLayout(seller, `Order ${view.orderNumber}: delivered on ${words.deliveredOn}.`, [
    h1(view.greeting ? `Delivered: thank you, ${view.greeting}` : 'Delivered: thank you'),
    p(
      `${shipment.name}, part of order ${view.orderNumber}, was delivered on ${words.deliveredOn}: ${shipment.items}. ` +
        'Thank you for buying from us.',
    ),
    ...(words.lastDayToCancel ? [] : [p('The rest of your order is still to come: we will email you when it leaves us.')]),
    p(
      'If anything arrived damaged, short or not as described, reply to this email: that is ours to put right and costs you nothing. ',
      link(view.links.order, 'See your order'),
    ),
    h2('How did we do?'),
    ...(words.reviews
      ? [
          p('A review helps other people choose, and tells us what to do better. Once you have tried it, review what you bought:'),
          ...words.reviews.map((product) => p(link(product.url, `Review ${product.name}`))),
        ]
      : [
          p(
            'A review helps other people choose, and tells us what to do better. Reviews are written from an account: sign in ' +
              'with this email address, add this order to your account, then review what you bought. ',
            link(words.accountUrl, 'Sign in'),
          ),
        ]),
    h2('Changing your mind'),
    p(
      words.lastDayToCancel
        ? `You may cancel, without giving a reason, until ${words.lastDayToCancel}: 14 days from the day after the goods arrived.`
        : 'You may cancel, without giving a reason, within 14 days: your order comes in several deliveries, so the 14 days start the day after the last one arrives.',
    ),
    p(
      `To cancel, tell us before then: reply to this email, write to ${seller.email}, call ${seller.phone}, or write to ` +
        `${seller.legalName}, ${seller.addressLines.join(', ')}, with your name and order number ${view.orderNumber}. ` +
        'A clear statement is enough; you may use the model cancellation form but you do not have to.',
    ),
    p(
      'Send the goods back unused within 14 days of telling us; you pay the cost of returning them. Crates and pallets cannot ' +
        'go by post: tell us and we will quote to collect them before we book it. We refund what you paid, including the ' +
        'standard delivery charge, within 14 days of getting the goods back (or your proof of sending them), to the card you ' +
        'paid with and any credit you used.',
    ),
  ]);
}
