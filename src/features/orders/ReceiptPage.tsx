import { useEffect, useState } from 'react';
import { AddressLines } from '../../lib/addresses/AddressLines.tsx';
import { formatPounds } from '../../../commerce/shared/index.ts';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';
import { orderDay } from './order-text.ts';
import type { OrderLookup } from './order-view.ts';
import type { VatReceipt } from './receipt-calls.ts';
import { receiptView, vatRateText } from './receipt-view.ts';
import { useReceiptKeyFromLink } from './use-receipt-key-from-link.ts';

function Seller({ seller }: { seller: VatReceipt['seller'] }) {
  return (
    <address className="receipt__seller" data-testid="receipt-seller">
      <strong>{seller.legalName}</strong>
      {seller.tradingName !== seller.legalName && <> (trading as {seller.tradingName})</>}
      <br />
      {seller.addressLines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {seller.email} · {seller.phone}
      <br />
      VAT number <span data-testid="receipt-vat-number">{seller.vatNumber}</span>
      {seller.companyNumber && (
        <>
          <br />
          Company number {seller.companyNumber}
        </>
      )}
    </address>
  );
}

function Lines({ items }: { items: VatReceipt['order']['orderItems'] }) {
  return (
    <table className="receipt__table receipt__lines" data-testid="receipt-lines">
      <caption>Goods</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">VAT rate</th>
          <th scope="col">VAT</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-sku={item.code}>
            <th scope="row">
              {item.name} <span className="receipt__code">{item.code}</span>
            </th>
            <td data-label="Quantity">{item.quantity}</td>
            <td data-label="Unit price">{formatPounds(item.unitAmount)}</td>
            <td data-label="VAT rate" data-testid="line-vat-rate">
              {vatRateText(item.vatRate)}
            </td>
            <td data-label="VAT" data-testid="line-vat">
              {formatPounds(item.totalTaxAmount)}
            </td>
            <td data-label="Total">{formatPounds(item.totalAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Delivery({ charges }: { charges: VatReceipt['deliveryCharges'] }) {
  if (charges.length === 0) return null;
  return (
    <table className="receipt__table" data-testid="receipt-delivery">
      <caption>Delivery</caption>
      <thead>
        <tr>
          <th scope="col">Charge</th>
          <th scope="col">VAT rate</th>
          <th scope="col">VAT</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {charges.map((charge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the charges come in a fixed order and two may share words.
          <tr key={index}>
            <th scope="row">{charge.description}</th>
            <td>{vatRateText(charge.vatRate)}</td>
            <td>{formatPounds(charge.vatAmount)}</td>
            <td>{charge.amount === 0 ? 'Free' : formatPounds(charge.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every figure as the API sent it: nothing is added up here. */
function Totals({ receipt }: { receipt: VatReceipt }) {
  const { order } = receipt;
  const coupons = order.couponsUsed.map((c) => c.couponCode).join(', ');
  return (
    <>
      <table className="receipt__table" data-testid="receipt-vat-by-rate">
        <caption>VAT by rate</caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">Net</th>
            <th scope="col">VAT</th>
            <th scope="col">Gross</th>
          </tr>
        </thead>
        <tbody>
          {receipt.vatByRate.map((rate) => (
            <tr key={rate.rate}>
              <th scope="row">{vatRateText(rate.rate)}</th>
              <td>{formatPounds(rate.netAmount)}</td>
              <td>{formatPounds(rate.vatAmount)}</td>
              <td>{formatPounds(rate.grossAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt__totals" data-testid="receipt-totals">
        <div>
          <dt>Goods</dt>
          <dd>{formatPounds(order.subTotalAmount)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{formatPounds(order.shippingAmount)}</dd>
        </div>
        {order.discountAmount > 0 && (
          <div>
            <dt>Discount{coupons && ` (${coupons})`}</dt>
            <dd>−{formatPounds(order.discountAmount)}</dd>
          </div>
        )}
        <div className="receipt__grand">
          <dt>Total, VAT included</dt>
          <dd data-testid="receipt-total">{formatPounds(order.totalAmount)}</dd>
        </div>
        <div>
          <dt>of which VAT</dt>
          <dd>{formatPounds(order.totalTax)}</dd>
        </div>
        {order.creditUsed > 0 && (
          <div>
            <dt>Paid with store credit</dt>
            <dd>{formatPounds(order.creditUsed)}</dd>
          </div>
        )}
        <div>
          <dt>Paid by {order.paidWith ?? 'card'}</dt>
          <dd>{formatPounds(order.amountDue)}</dd>
        </div>
      </dl>
    </>
  );
}

function Receipt({ receipt }: { receipt: VatReceipt }) {
  const { order } = receipt;
  const date = orderDay(receipt.taxPoint);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div>
          <h1 id="receipt-title">VAT receipt</h1>
          <dl className="receipt__facts">
            <div>
              <dt>Invoice number</dt>
              <dd data-testid="receipt-invoice-number">{receipt.invoiceNumber}</dd>
            </div>
            <div>
              <dt>Invoice and tax point date</dt>
              <dd data-testid="receipt-date">{date}</dd>
            </div>
            {order.number !== null && (
              <div>
                <dt>Order number</dt>
                <dd>{order.number}</dd>
              </div>
            )}
          </dl>
        </div>
        <Seller seller={receipt.seller} />
      </header>
      {order.billingAddress && (
        <section className="receipt__buyer" aria-labelledby="receipt-buyer">
          <h2 id="receipt-buyer">Billed to</h2>
          <AddressLines address={order.billingAddress} testId="receipt-buyer-address" />
          {order.billingAddress.countryCode !== 'GB' && <p>{order.billingAddress.countryCode}</p>}
        </section>
      )}
      <Lines items={order.orderItems} />
      <Delivery charges={receipt.deliveryCharges} />
      <Totals receipt={receipt} />
      <p className="receipt__note">Prices include VAT. Paid in full on {date}.</p>
      <div className="receipt-actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <a href={`/order/${order.id}`}>Back to your order</a>
      </div>
    </article>
  );
}

/** The VAT receipt of a placed order (linked from the order page and the account), printable on A4. */
export default function ReceiptPage({ orderId }: { orderId: string }) {
  const [lookup, setLookup] = useState<OrderLookup<VatReceipt> | null>(null);
  // Before the load's effect: the mail's receipt link carries a guest's receipt key.
  useReceiptKeyFromLink(orderId);
  const load = () => {
    setLookup(null);
    void receiptView.loadReceipt(orderId).then(setLookup);
  };
  useEffect(load, [orderId]);

  if (lookup === null) return <p role="status">Loading your receipt…</p>;
  if (lookup.kind === 'notFound') {
    // The order page's words: a stranger learns nothing about whether the order exists.
    return (
      <div role="alert" data-testid="order-not-found">
        <h1>VAT receipt</h1>
        <p>
          We could not find this order. Check the link, or <a href="/tracking">track an order by its number</a>.
        </p>
      </div>
    );
  }
  if (lookup.kind === 'error') return <RetryAlert message={lookup.message} onRetry={load} />;
  return <Receipt receipt={lookup.order} />;
}
