import { createElement as h } from 'react';
import type { OrderMailView } from '../order-mail-view.ts';
import { promiseDetails } from './shipment-promise-lines.ts';
import { h1, h2, link, lines, mailLayout, p } from '../../mail/index.ts';

export function shopOrderNoticeSubject(view: OrderMailView): string {
  const first = view.shipments.find((shipment) => shipment.dispatchDay);
  return `New order ${view.orderNumber}: ${view.totals.total}${first ? `, dispatch ${first.dispatchDay}` : ''}`;
}

/** The shop's notice of a placed order: what to dispatch, when, to whom. */
export function ShopOrderNotice({ view }: { view: OrderMailView }) {
  return mailLayout(view.seller, `Order ${view.orderNumber} to dispatch.`, [
    h1(`Order ${view.orderNumber} placed`),
    p(
      `${view.customer.name}, ${view.customer.email}${view.customer.phone ? `, ${view.customer.phone}` : ''}. Placed ${view.placedOn}, ${view.totals.total}.`,
    ),
    ...view.shipments.flatMap((shipment) => [
      h2(shipment.promise.heading),
      p(
        `${shipment.dispatchDay ? `Dispatch ${shipment.dispatchDay}` : 'Dispatch day not fixed'}${shipment.promise.day ? `, delivery ${shipment.promise.arrival}` : ''}.${shipment.promise.ready ? ` ${shipment.promise.ready}.` : ''}`,
        ...promiseDetails(shipment.promise),
        h('br'),
        shipment.items,
      ),
    ]),
    h2('Deliver to'),
    lines(view.deliveryAddress),
    ...(view.deliveryNotes ? [p(`Delivery notes: ${view.deliveryNotes}`)] : []),
    ...(view.orderNotes ? [p(`Order notes: ${view.orderNotes}`)] : []),
    p(link(view.links.order, 'Open the order')),
  ]);
}
