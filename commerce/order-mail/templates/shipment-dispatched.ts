import type { OrderMailView } from '../order-mail-view.ts';
import { arrivalSentence, promiseDetails } from './shipment-promise-lines.ts';
import { h1, h2, link, lines, mailLayout, p } from '../../mail/index.ts';

type Shipment = OrderMailView['shipments'][number];

export function shipmentDispatchedSubject(view: OrderMailView): string {
  return `Your ${view.seller.tradingName} order ${view.orderNumber} is on its way`;
}

/** When it arrives, in one sentence: the day promised at checkout and, when one was booked, the slot with its hours. */
export function arrivalText(shipment: Pick<Shipment, 'promise'>): string {
  return arrivalSentence(shipment.promise, 'It arrives on');
}

/** The carrier's tracking number, linked to its tracking page when staff gave one. */
function trackingLine(tracking: NonNullable<Shipment['tracking']>) {
  return tracking.url
    ? p(`Tracking number: ${tracking.number}. `, link(tracking.url, 'Track it with the carrier'))
    : p(`Tracking number: ${tracking.number}. Quote it to the carrier to follow your delivery.`);
}

/** The customer's notice that one shipment of their order has left the yard. */
export function ShipmentDispatched({ view, shipment }: { view: OrderMailView; shipment: Shipment }) {
  return mailLayout(view.seller, `Order ${view.orderNumber}: ${arrivalText(shipment)}`, [
    h1(view.greeting ? `Your delivery is on its way, ${view.greeting}` : 'Your delivery is on its way'),
    p(
      `${shipment.promise.heading}, part of order ${view.orderNumber}, has left us. ${arrivalText(shipment)}`,
      ...promiseDetails(shipment.promise),
    ),
    p(`What it carries: ${shipment.items}.`),
    ...(shipment.tracking ? [trackingLine(shipment.tracking)] : []),
    h2('Where it goes'),
    lines(view.deliveryAddress),
    ...(view.deliveryNotes ? [p(`Your delivery notes: ${view.deliveryNotes}`)] : []),
    p(
      'If nobody will be in, or the way in has changed, reply to this email or call us before the day. ',
      link(view.links.order, 'See your order and track its delivery'),
    ),
  ]);
}
