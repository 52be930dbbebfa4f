import type { OrderMailView } from '../order-mail-view.ts';
import { h1, h2, link, lines, mailLayout, p } from './mail-layout.ts';

type Shipment = OrderMailView['shipments'][number];

export function shipmentDispatchedSubject(view: OrderMailView): string {
  return `Your ${view.seller.tradingName} order ${view.orderNumber} is on its way`;
}

/** When it arrives, in one sentence: the day and, when one was booked, the slot. */
export function arrivalText(shipment: Pick<Shipment, 'deliveryDay' | 'slot'>): string {
  if (!shipment.deliveryDay) return 'We will be in touch to arrange the delivery day.';
  return shipment.slot ? `It arrives on ${shipment.deliveryDay}, ${shipment.slot}.` : `It arrives on ${shipment.deliveryDay}.`;
}

/** The customer's notice that one shipment of their order has left the yard. */
export function ShipmentDispatched({ view, shipment }: { view: OrderMailView; shipment: Shipment }) {
  return mailLayout(view.seller, `Order ${view.orderNumber}: ${arrivalText(shipment)}`, [
    h1(view.greeting ? `Your delivery is on its way, ${view.greeting}` : 'Your delivery is on its way'),
    p(`${shipment.name} (${shipment.method}), part of order ${view.orderNumber}, has left us. ${arrivalText(shipment)}`),
    p(`What it carries: ${shipment.items}.`),
    h2('Where it goes'),
    lines(view.deliveryAddress),
    ...(view.deliveryNotes ? [p(`Your delivery notes: ${view.deliveryNotes}`)] : []),
    p(
      'If nobody will be in, or the way in has changed, reply to this email or call us before the day. ',
      link(view.links.order, 'See your order and track its delivery'),
    ),
  ]);
}
