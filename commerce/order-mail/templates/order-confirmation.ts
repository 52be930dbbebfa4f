import { Section } from '@react-email/components';
import { createElement as h } from 'react';
import type { OrderMailView } from '../order-mail-view.ts';
import { arrivalSentence, promiseDetails } from './shipment-promise-lines.ts';
import { amounts, DATA_TABLE, h1, h2, link, lines, mailLayout, p, styles } from '../../mail/index.ts';

export function orderConfirmationSubject(view: OrderMailView): string {
  return `Your ${view.seller.tradingName} order ${view.orderNumber} is confirmed`;
}

/**
 * The shopper's confirmation on a durable medium (Consumer Contracts Regulations 2013): what they
 * bought at what price, when it comes, who the seller is and how to reach them, and the right to
 * cancel within 14 days with how to use it.
 */
export function OrderConfirmation({ view }: { view: OrderMailView }) {
  const { seller, totals } = view;
  return mailLayout(
    seller,
    `Order ${view.orderNumber}: ${totals.total}, ${view.shipments.length === 1 ? 'one delivery' : `${view.shipments.length} deliveries`}.`,
    [
      h1(view.greeting ? `Thank you for your order, ${view.greeting}` : 'Thank you for your order'),
      p(`Your order number is ${view.orderNumber}, placed on ${view.placedOn}. Keep it to track your delivery.`),
      p(link(view.links.order, 'See your order and track its delivery'), ' · ', link(view.links.receipt, 'VAT receipt')),
      view.links.claim
        ? p('Have an account with us? ', link(view.links.claim, 'Add this order to your account'), ' (the link works once, for 30 days).')
        : null,

      h2('What you ordered'),
      h(
        'table',
        { className: DATA_TABLE, style: styles.table },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col', style: styles.cell }, 'Item'),
            h('th', { scope: 'col', style: styles.amount }, 'Qty'),
            h('th', { scope: 'col', style: styles.amount }, 'Price each'),
            h('th', { scope: 'col', style: styles.amount }, 'VAT rate'),
            h('th', { scope: 'col', style: styles.amount }, 'Total'),
          ),
        ),
        h(
          'tbody',
          null,
          view.lines.map((line) =>
            h(
              'tr',
              { key: line.code },
              h('td', { style: styles.cell }, line.name),
              h('td', { style: styles.amount }, String(line.quantity)),
              h('td', { style: styles.amount }, line.unitPrice),
              h('td', { style: styles.amount }, line.vatRate),
              h('td', { style: styles.amount }, line.total),
            ),
          ),
        ),
      ),
      p('Prices include VAT.'),
      amounts([
        ['Goods', totals.goods],
        ['Delivery', totals.delivery],
        ...(totals.discount ? [[totals.discount.label, totals.discount.amount] as const] : []),
        ['Total', totals.total],
        ...(totals.credit ? [['Credit used', totals.credit] as const] : []),
        [`Paid by ${view.paidWith}`, totals.paidByCard],
        ['Includes VAT of', totals.vat],
        ...totals.vatByRate.map((rate) => [`VAT at ${rate.rate}`, rate.vat] as const),
      ]),

      h2(view.shipments.length === 1 ? 'Your delivery' : `Your ${view.shipments.length} deliveries`),
      ...view.shipments.map((shipment) =>
        h(
          Section,
          { key: shipment.key },
          p(
            h('strong', null, shipment.promise.heading),
            h('br'),
            arrivalSentence(shipment.promise, 'Delivery on'),
            ...promiseDetails(shipment.promise),
            h('br'),
            shipment.items,
          ),
        ),
      ),

      h2('Delivery address'),
      lines(view.deliveryAddress),
      // The notes are not repeated here: this address was typed, not proved, and free text in the
      // shop's own mail is a phishing line. The order page (behind the link) shows them.
      ...(view.deliveryNotes ? [p('Your delivery notes are on your order page.')] : []),
      h2('Billing address'),
      lines(view.billingAddress),

      h2('Your right to cancel'),
      p(
        'You may cancel this order, without giving a reason, within 14 days of the day you receive the goods ' +
          '(for an order that comes in several deliveries, 14 days from the day the last one arrives). ' +
          'You may also cancel before anything arrives.',
      ),
      p(
        `To cancel, tell us before the 14 days are up: email ${seller.email}, call ${seller.phone}, or write to ` +
          `${seller.legalName}, ${seller.addressLines.join(', ')}, with your name and order number ${view.orderNumber}. ` +
          'A clear statement is enough; you may use the model cancellation form but you do not have to.',
      ),
      p(
        'We refund everything you paid, including the standard delivery charge, within 14 days of getting the goods back ' +
          '(or your proof of sending them), to the card you paid with and any credit you used. ' +
          'Goods should come back unused within 14 days of cancelling; you pay the cost of returning them. ' +
          'Crates and pallets cannot go by post: tell us and we will quote to collect them before we book it.',
      ),

      h2('Questions'),
      p(`Reply to this email, write to ${seller.email} or call ${seller.phone}. Quote order ${view.orderNumber}.`),
    ],
  );
}
