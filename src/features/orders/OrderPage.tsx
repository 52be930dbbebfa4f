import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CART_STATUS, PLACED_STATUS } from '../../lib/commerce/order-statuses.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { shipmentItemsText } from './order-text.ts';
import { hasVatReceipt, isReceiptOnly, orderView, type OrderLookup } from './order-view.ts';
import { useReceiptKeyFromLink } from './use-receipt-key-from-link.ts';
import { signInPath } from '../../lib/identity/sign-in-again.ts';
import { OrderHistory, OrderLines, OrderStateFacts, OrderTotals, ShipmentPromiseFacts, VatReceiptLink } from './OrderParts.tsx';
import { BalanceDue } from './BalanceDue.tsx';
import { AddressLines } from '../../lib/addresses/AddressLines.tsx';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';

/**
 * A guest's order opened away from the browser that paid shows its receipt only: who it goes
 * to and where are for the customer, who proves it by signing in with the order's email.
 */
function DeliveryDetailsHidden() {
  return (
    <p className="field__hint" data-testid="order-receipt-only">
      Sign in with the email you ordered with to see the delivery details. <a href={signInPath(window.location.pathname, '')}>Sign in</a>
    </p>
  );
}

// Its code loads when a shopper asks to change a date: few who open the page do.
const ChangeDeliveryDate = lazy(() => import('./ChangeDeliveryDate.tsx'));

/** Placed and not yet gone: a shipment still waiting may have its date changed by the order's owner (seen in full). */
function mayChangeDate(order: OrderDetails, shipment: OrderDetails['shipments'][number]): boolean {
  return (order.status === PLACED_STATUS || order.status === 'partlyDispatched') && shipment.status === 'pending' && !isReceiptOnly(order);
}

/** A shipment's "Change delivery date": the button, and once pressed the days on offer. */
function DateChange({
  order,
  shipmentId,
  onChanged,
}: {
  order: OrderDetails;
  shipmentId: string;
  onChanged: (order: OrderDetails) => void;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="order-date-change">
      {done && (
        <p role="status" data-testid="date-changed">
          {done}
        </p>
      )}
      {!open && (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Change delivery date
        </button>
      )}
      {open && (
        <Suspense fallback={<p role="status">Finding the days we can deliver…</p>}>
          <ChangeDeliveryDate
            orderId={order.id}
            shipment={shipmentId}
            onChanged={(changed, dayText) => {
              setOpen(false);
              setDone(`Your delivery is now booked for ${dayText}. We have emailed you to confirm it.`);
              onChanged(changed);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function Delivery({ order, onChanged }: { order: OrderDetails; onChanged: (order: OrderDetails) => void }) {
  const address = order.shippingAddress?.[0];
  return (
    <>
      {address ? <AddressLines address={address} testId="order-address" /> : isReceiptOnly(order) && <DeliveryDetailsHidden />}
      {address?.deliveryNotes && (
        <p data-testid="order-delivery-notes">
          <strong>Delivery notes:</strong> {address.deliveryNotes}
        </p>
      )}
      <ul className="order-shipments">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} data-shipment={shipment.id}>
            <strong data-testid="shipment-heading">{shipment.promise.heading}</strong>
            <ShipmentPromiseFacts shipment={shipment} />
            <span className="field__hint">{shipmentItemsText(shipment.orderItems)}</span>
            {mayChangeDate(order, shipment) && <DateChange order={order} shipmentId={shipment.id} onChanged={onChanged} />}
          </li>
        ))}
      </ul>
    </>
  );
}

function Order({ order, justPlaced, onChanged }: { order: OrderDetails; justPlaced: boolean; onChanged: (order: OrderDetails) => void }) {
  const [justPaidBalance] = useState(() => new URLSearchParams(window.location.search).get('balance') === 'paid');
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The shopper arrives here from paying: take them (and their screen reader) to the news first.
    if (justPlaced) thanks.current?.focus();
  }, [justPlaced]);
  return (
    <>
      {justPlaced && order.status === PLACED_STATUS && (
        <p ref={thanks} className="order-placed" role="status" tabIndex={-1}>
          Thank you, your order is placed{order.number !== null && ` as number ${order.number}`}. Keep the number to track your delivery.
        </p>
      )}
      {order.status === CART_STATUS && (
        <p className="form-error">
          This order has not been placed yet. <a href="/cart">Go to your basket</a> to finish it.
        </p>
      )}
      <div className="order-page" data-testid="order-page">
        <div>
          <dl className="order-facts">
            {order.number !== null && (
              <div>
                <dt>Order number</dt>
                <dd data-testid="order-number">{order.number}</dd>
              </div>
            )}
            {order.invNumber && (
              <div>
                <dt>Invoice</dt>
                <dd>{order.invNumber}</dd>
              </div>
            )}
            <OrderStateFacts order={order} />
          </dl>
          <h2>What you ordered</h2>
          <OrderLines items={order.orderItems} />
          <h2>Delivery</h2>
          <Delivery order={order} onChanged={onChanged} />
          {order.orderNotes && (
            <>
              <h2>Your notes</h2>
              <p>{order.orderNotes}</p>
            </>
          )}
          <OrderHistory order={order} />
        </div>
        <aside className="order-panel" aria-label="Order totals">
          <OrderTotals order={order} />
          <BalanceDue order={order} justPaid={justPaidBalance} />
          {hasVatReceipt(order) && <VatReceiptLink orderId={order.id} />}
        </aside>
      </div>
    </>
  );
}

/** An order by its id (the link in the confirmation), as the API has it now. */
export default function OrderPage({ orderId }: { orderId: string }) {
  const [lookup, setLookup] = useState<OrderLookup<OrderDetails> | null>(null);
  const [justPlaced] = useState(() => new URLSearchParams(window.location.search).get('placed') === '1');
  // Before the load's effect: the confirmation mail's link may carry a guest's receipt key.
  useReceiptKeyFromLink(orderId);

  const load = () => {
    setLookup(null);
    void orderView.loadOrder(orderId).then((result) => {
      setLookup(result);
      if (result.kind === 'found' && justPlaced) orderView.reportPurchaseOnce(result.order);
    });
  };
  useEffect(load, [orderId, justPlaced]);

  if (lookup === null) return <p role="status">Loading your order…</p>;
  if (lookup.kind === 'notFound') {
    return (
      <div role="alert" data-testid="order-not-found">
        <p>
          We could not find this order. Check the link, or <a href="/tracking">track an order by its number</a>.
        </p>
      </div>
    );
  }
  if (lookup.kind === 'error') {
    return <RetryAlert message={lookup.message} onRetry={load} />;
  }
  return <Order order={lookup.order} justPlaced={justPlaced} onChanged={(order) => setLookup({ kind: 'found', order })} />;
}
