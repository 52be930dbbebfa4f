// Parts of a placed order's view, shared by its order page and the account's order detail.
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { TotalsRow } from '../cart/TotalsRow.tsx';
import { historyEventText, orderDateTime, orderStatusText, paymentStatusText, shopperHistory } from './order-text.ts';

export interface OrderLine {
  id: string;
  code: string;
  name: string;
  productUrl: string;
  quantity: number;
  unitAmount: number;
  totalAmount: number;
}

/** The lines of a placed order. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <table className="order-lines">
      <caption className="visually-hidden">What you ordered</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price each</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-sku={item.code}>
            <th scope="row">
              <a href={item.productUrl}>{item.name}</a>
            </th>
            <td>{item.quantity}</td>
            <td>{formatPounds(item.unitAmount)}</td>
            <td>{formatPounds(item.totalAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a placed order stands (when, its status, its payment): rows of an `order-facts` list. */
export function OrderStateFacts({ order }: { order: OrderDetails }) {
  return (
    <>
      {order.orderDate && (
        <div>
          <dt>Placed on</dt>
          <dd data-testid="order-date">{orderDateTime(order.orderDate)}</dd>
        </div>
      )}
      <div>
        <dt>Status</dt>
        <dd data-testid="order-status">{orderStatusText(order.status)}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd data-testid="payment-status">{paymentStatusText(order.paymentStatus)}</dd>
      </div>
      {order.paidWith && order.amountDue > 0 && (
        <div>
          <dt>Paid by</dt>
          <dd data-testid="paid-with">{order.paidWith}</dd>
        </div>
      )}
    </>
  );
}

/** Every amount as the API sent it: nothing here is added up in the browser. */
export function OrderTotals({ order }: { order: OrderDetails }) {
  return (
    <dl className="cart-totals" data-testid="order-totals">
      <TotalsRow label={`Goods (${order.itemsCount} ${order.itemsCount === 1 ? 'item' : 'items'})`} amount={order.subTotalAmount} />
      <div>
        <dt>Delivery</dt>
        <dd>{order.shippingAmount === 0 ? 'Free' : formatPounds(order.shippingAmount)}</dd>
      </div>
      {order.discountAmount > 0 && (
        <TotalsRow
          label={`Discount${order.couponsUsed.length > 0 ? ` (${order.couponsUsed.map((c) => c.couponCode).join(', ')})` : ''}`}
          amount={order.discountAmount}
          deducted
        />
      )}
      {order.creditUsed > 0 && <TotalsRow label="Credit used" amount={order.creditUsed} deducted />}
      <TotalsRow label="Total" amount={order.totalAmount} className="cart-totals__total" testId="order-total" />
      {order.creditUsed > 0 && <TotalsRow label="Paid by card" amount={order.amountDue} />}
      <TotalsRow label="Includes VAT of" amount={order.totalTax} className="cart-totals__note" />
    </dl>
  );
}

/** What happened to the order, oldest first. */
export function OrderHistory({ order, heading: Heading = 'h2' }: { order: OrderDetails; heading?: 'h2' | 'h3' }) {
  const history = shopperHistory(order.history);
  if (history.length === 0) return null;
  return (
    <>
      <Heading>History</Heading>
      <ol className="order-history" data-testid="order-history">
        {history.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history only grows at the end; two events can share a time.
          <li key={`${entry.date}-${index}`}>
            <time dateTime={entry.date}>{orderDateTime(entry.date)}</time>
            <strong>{historyEventText(entry.status, order.paidWith)}</strong>
            {entry.note && <span className="order-history__note">{entry.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The way to the order's printable VAT receipt (/order/{id}/receipt). */
export function VatReceiptLink({ orderId }: { orderId: string }) {
  return (
    <p>
      <a href={`/order/${orderId}/receipt`} data-testid="vat-receipt-link">
        VAT receipt (to print or save)
      </a>
    </p>
  );
}

/** What ShipmentDays reads of a shipment: the API's day texts and the chosen slot. */
export interface ShipmentDaysFacts {
  dispatchDateText: string | null;
  deliveryDateText: string | null;
  /** Why it leaves no sooner: the pre-order it holds, e.g. "Waits for the pre-order: ships from 15 January". */
  readyText?: string | null;
  shippingMethod: { selectedTimedConfig?: { text: string } | null } | null;
}

/** The days of one shipment, in its method's format: when it leaves us, when it arrives, and the slot with its hours. */
export function ShipmentDays({ shipment }: { shipment: ShipmentDaysFacts }) {
  const slot = shipment.shippingMethod?.selectedTimedConfig?.text;
  if (!shipment.dispatchDateText && !shipment.deliveryDateText && !shipment.readyText) return null;
  return (
    <dl className="order-facts">
      {shipment.readyText && (
        <div>
          <dt>Pre-order</dt>
          <dd data-testid="shipment-ready">{shipment.readyText}</dd>
        </div>
      )}
      {shipment.dispatchDateText && (
        <div>
          <dt>Leaves us</dt>
          <dd data-testid="dispatch-date">{shipment.dispatchDateText}</dd>
        </div>
      )}
      {shipment.deliveryDateText && (
        <div>
          <dt>Delivery</dt>
          <dd>
            <span data-testid="delivery-date">{shipment.deliveryDateText}</span>
            {slot && <span data-testid="delivery-slot">, {slot}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** A shipment's promise as the API words it (the mails, the VAT receipt and the desk print the same words). */
export interface ShipmentPromiseView {
  dispatchDateText: string | null;
  promise: {
    day?: string | null;
    arrival: string;
    ready: string | null;
    services?: readonly string[];
    charges?: readonly { label: string; amountText: string }[];
  };
}

/** When it leaves us and arrives (the slot with its hours), what was booked and what its delivery charge covers. */
export function ShipmentPromiseFacts({ shipment }: { shipment: ShipmentPromiseView }) {
  const { promise } = shipment;
  return (
    <>
      <dl className="order-facts">
        {promise.ready && (
          <div>
            <dt>Pre-order</dt>
            <dd data-testid="shipment-ready">{promise.ready}</dd>
          </div>
        )}
        {shipment.dispatchDateText && (
          <div>
            <dt>Leaves us</dt>
            <dd data-testid="dispatch-date">{shipment.dispatchDateText}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd data-testid="delivery-date">{promise.arrival}</dd>
        </div>
        {promise.services && promise.services.length > 0 && (
          <div>
            <dt>Booked</dt>
            <dd data-testid="shipment-services">{promise.services.join(', ')}</dd>
          </div>
        )}
      </dl>
      {promise.charges && promise.charges.length > 0 && (
        <ul className="order-shipment-charges" aria-label="Delivery charges">
          {promise.charges.map((charge, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the charges come in a fixed order and two may share words.
            <li key={index} data-testid="shipment-charge">
              {charge.label} {charge.amountText}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
