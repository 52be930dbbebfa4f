import { useEffect, useRef } from 'react';
import type { AdminOrderDetailFieldsFragment, AdminSellerFieldsFragment } from '../gql/graphql.ts';
import { what3wordsText } from './day-sheet.ts';
import { dayHeading, shipmentTravelText } from './order-desk-text.ts';

/** The courier's name for a book-in call, as the order's shipments list their booked services. */
const BOOK_IN = 'Book-in call';

/**
 * One order's delivery note, shown on screen to check and printed alone: who sends it, who
 * receives it and where (with what3words), whether to phone first, the customer's notes, what is
 * delivered, and a box for the customer's signature. Every line of the order is listed (pallets
 * and parcels also carry their courier's paperwork), with each shipment's day and services.
 */
export function DeliveryNote({
  order,
  seller,
  onClose,
}: {
  order: AdminOrderDetailFieldsFragment;
  seller: AdminSellerFieldsFragment | null;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const address = order.deliveryAddress;
  const phone = address?.phone || order.customer.phone || '';
  const bookIn = order.shipments.some((shipment) => shipment.services.includes(BOOK_IN));
  const notes = [address?.restrictedAccess ? 'Restricted access: no large vehicle' : null, address?.deliveryNotes ?? null].filter(Boolean);
  return (
    <article className="delivery-note" aria-labelledby={`delivery-note-${order.id}`}>
      <div className="delivery-note__tools no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print delivery note
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close the delivery note <span className="visually-hidden">of order {order.number}</span>
        </button>
      </div>
      <h3 id={`delivery-note-${order.id}`} ref={heading} tabIndex={-1}>
        Delivery note: order {order.number}
      </h3>
      <div className="delivery-note__parties">
        <section aria-label="From">
          <h4>From</h4>
          {seller ? (
            <p>
              {seller.tradingName || seller.legalName}
              {seller.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              {seller.phone && (
                <>
                  <br />
                  {seller.phone}
                </>
              )}
              {seller.vatNumber && (
                <>
                  <br />
                  VAT {seller.vatNumber}
                </>
              )}
            </p>
          ) : (
            <p>The shop's details are not set up yet (the Seller tab).</p>
          )}
        </section>
        <section aria-label="To">
          <h4>To</h4>
          <p>
            {address?.name || order.customer.name}
            {address &&
              [address.company, ...address.lines].filter(Boolean).map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            {phone && (
              <>
                <br />
                {phone}
              </>
            )}
          </p>
        </section>
      </div>
      <dl className="delivery-note__facts">
        {order.shipments.map((shipment) => (
          <div key={shipment.id}>
            <dt>{shipmentTravelText(shipment.id)}</dt>
            <dd>
              {shipment.deliveryDate ? dayHeading(shipment.deliveryDate) : 'Day to be agreed'}
              {shipment.slotHours ? `, ${shipment.slotHours}` : shipment.slot ? `, ${shipment.slot}` : ''}
              {shipment.services.length > 0 && ` (${shipment.services.join(', ')})`}
            </dd>
          </div>
        ))}
        <div>
          <dt>what3words</dt>
          <dd>{address?.what3words ? what3wordsText(address.what3words) : 'None given'}</dd>
        </div>
        <div>
          <dt>Book-in call</dt>
          <dd>{bookIn ? `Yes: phone ${phone || 'the customer'} to agree the time before setting out` : 'Not booked'}</dd>
        </div>
        <div>
          <dt>Delivery notes</dt>
          <dd>{notes.length > 0 ? notes.join('. ') : 'None'}</dd>
        </div>
        <div>
          <dt>Order note</dt>
          <dd>{order.orderNotes || 'None'}</dd>
        </div>
      </dl>
      <table className="delivery-note__lines">
        <caption>What is delivered</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Goods</th>
            <th scope="col">Code</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku}>
              <td>{line.quantity}</td>
              <td>{line.name}</td>
              <td>{line.sku}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="delivery-note__signature">
        <p>Received in good condition:</p>
        <div className="delivery-note__sign-box">Signature</div>
        <p>Name (capitals) ____________________ Date __________</p>
      </div>
    </article>
  );
}
