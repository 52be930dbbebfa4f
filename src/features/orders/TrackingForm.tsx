import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import type { TrackedOrder } from '../../lib/commerce/payments.ts';
import { ShipmentPromiseFacts } from './OrderParts.tsx';
import { orderDateTime, orderStatusText, shipmentItemsText, shipmentStatusText } from './order-text.ts';
import { checkTrackingForm } from './tracking-form.ts';
import { orderView, type OrderLookup } from './order-view.ts';
import { Field } from '../../lib/forms/Field.tsx';

/** The same words whether the number does not exist or the email is not the order's: neither is given away. */
const NOT_FOUND = 'We could not find an order with that number and email address. Check both and try again.';

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  return (
    <section className="tracking-result" aria-labelledby="tracked-order" data-testid="tracking-result">
      <h2 id="tracked-order" tabIndex={-1}>
        Order {order.number}
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Status</dt>
          <dd data-testid="tracking-status">{orderStatusText(order.status)}</dd>
        </div>
        {order.orderDate && (
          <div>
            <dt>Placed on</dt>
            <dd>{orderDateTime(order.orderDate)}</dd>
          </div>
        )}
      </dl>
      <ul className="order-shipments">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} data-shipment={shipment.id}>
            <strong>{shipment.promise.heading}</strong>
            <dl className="order-facts">
              <div>
                <dt>Progress</dt>
                <dd>{shipmentStatusText(shipment.status)}</dd>
              </div>
            </dl>
            <ShipmentPromiseFacts shipment={shipment} />
            <span className="field__hint">{shipmentItemsText(shipment.orderItems)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Order tracking for anyone with the number and the email it was placed with. */
export default function TrackingForm() {
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OrderLookup<TrackedOrder> | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  return (
    <div className="tracking">
      <form
        noValidate
        aria-busy={busy}
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          const form = event.currentTarget;
          const { query, errors: problems } = checkTrackingForm({ orderNumber, email });
          flushSync(() => setErrors(problems));
          if (!query) {
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          setBusy(true);
          try {
            const found = await orderView.trackOrder(query);
            flushSync(() => setResult(found));
            // Move to what was found (or why not), so the answer is read out and seen.
            outcome.current?.querySelector<HTMLElement>('h2, [role="alert"]')?.focus();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Field
          label="Order number"
          inputMode="numeric"
          autoComplete="off"
          value={orderNumber}
          error={errors.orderNumber}
          onValue={setOrderNumber}
          hint="In your order confirmation, e.g. 10023."
        />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onValue={setEmail}
          hint="The email address you ordered with."
        />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? 'Finding your order…' : 'Track order'}
        </button>
      </form>
      <div ref={outcome}>
        {result?.kind === 'found' && <TrackedOrderView order={result.order} />}
        {result?.kind === 'notFound' && (
          <p className="form-error tracking-result" role="alert" tabIndex={-1} data-testid="tracking-not-found">
            {NOT_FOUND}
          </p>
        )}
        {result?.kind === 'error' && (
          <p className="form-error tracking-result" role="alert" tabIndex={-1}>
            {result.message}
          </p>
        )}
      </div>
    </div>
  );
}
