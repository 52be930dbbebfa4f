import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { useId } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { shipmentItemsText } from '../orders/order-text.ts';
import { $cartUpdating, cart } from '../cart/cart-store.ts';
import { LazyPreorderChoice } from '../cart/LazyPreorderChoice.tsx';
import { setStep } from './checkout-store.ts';
import { shipmentName } from './shipment-names.ts';
import { methodPriceText, surchargeText } from '../../lib/text/delivery-charge-text.ts';
import { ShipmentDays } from '../orders/OrderParts.tsx';

type Shipment = CartOrder['shipments'][number];

/**
 * While a choice is being saved the controls say so (aria-disabled) but stay enabled: a control
 * that turns `disabled` under the keyboard loses focus to <body>, and the shopper has to tab
 * from the top of the page again. Changes made meanwhile are ignored (the controls are
 * controlled, so they snap back to the saved choice).
 */
function ShipmentChoice({ shipment, disabled }: { shipment: Shipment; disabled: boolean }) {
  const groupId = useId();
  const current = shipment.shippingMethod;
  const method = shipment.availableShippingMethods.find((m) => m.id === current?.id) ?? shipment.availableShippingMethods[0];
  const busy = disabled || undefined;
  // Services the address forces (restricted access) are the server's to add; only the shopper's own choices are sent.
  const chosenServices = shipment.services.filter((s) => !s.force).map((s) => s.type);
  const choose = (change: { methodId?: string; date?: string | null; timedCode?: string | null; services?: string[] }) => {
    if ($cartUpdating.get()) return;
    void cart.chooseDelivery({
      shipmentId: shipment.id,
      methodId: change.methodId ?? method?.id ?? '',
      date: change.date !== undefined ? change.date : change.methodId ? null : shipment.estDeliveryDate,
      timedCode: change.timedCode !== undefined ? change.timedCode : change.methodId ? null : (current?.selectedTimedConfig?.code ?? null),
      services: change.services ?? chosenServices,
    });
  };
  // The method lists the services not yet added; one added is on the shipment instead.
  const offeredBookIn = method?.services.find((s) => s.type === 'bookIn');
  const addedBookIn = shipment.services.find((s) => s.type === 'bookIn');
  const bookIn = addedBookIn ?? offeredBookIn;
  const bookedIn = addedBookIn !== undefined;

  return (
    <fieldset className="shipment" data-shipment={shipment.id}>
      <legend>
        {shipmentName(shipment.id)}: {shipmentItemsText(shipment.orderItems)}
      </legend>
      {shipment.shipmentErrors.map((error) => (
        <p key={error} className="form-error" role="alert">
          {error}
        </p>
      ))}
      {shipment.availableShippingMethods.length > 0 && (
        <div role="radiogroup" aria-labelledby={`${groupId}-methods`}>
          <p id={`${groupId}-methods`} className="field__label">
            Delivery method
          </p>
          {shipment.availableShippingMethods.map((m) => (
            <label key={m.id} className="choice">
              <input
                type="radio"
                name={`${groupId}-method`}
                checked={m.id === method?.id}
                aria-disabled={busy}
                onChange={() => choose({ methodId: m.id })}
              />
              <span>
                <strong>{m.displayName}</strong> – <span data-testid={`method-price-${m.id}`}>{methodPriceText(m)}</span>
                <span className="choice__hint">
                  {m.deliveryRange}. {m.description}
                </span>
                {m.surcharges.map((s) => (
                  <span key={s.type} className="choice__hint">
                    {surchargeText(s)}
                  </span>
                ))}
              </span>
            </label>
          ))}
        </div>
      )}
      {method && (
        <div className="field">
          <label htmlFor={`${groupId}-date`}>Delivery date</label>
          <select
            id={`${groupId}-date`}
            value={shipment.estDeliveryDate ?? ''}
            aria-disabled={busy}
            onChange={(e) => choose({ date: e.currentTarget.value })}
          >
            {method.deliveryDateOptions.map((option) => (
              <option key={option.date} value={option.date}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
      )}
      {method?.timedEnabled && method.timedConfig.length > 0 && (
        <div role="radiogroup" aria-labelledby={`${groupId}-slots`}>
          <p id={`${groupId}-slots`} className="field__label">
            Time of day
          </p>
          <label className="choice">
            <input
              type="radio"
              name={`${groupId}-slot`}
              checked={!current?.selectedTimedConfig}
              aria-disabled={busy}
              onChange={() => choose({ timedCode: null })}
            />
            <span>Any time of day – included</span>
          </label>
          {method.timedConfig.map((slot) => (
            <label key={slot.code} className="choice">
              <input
                type="radio"
                name={`${groupId}-slot`}
                checked={current?.selectedTimedConfig?.code === slot.code}
                aria-disabled={busy}
                onChange={() => choose({ timedCode: slot.code })}
              />
              {/* The slot in the promise's own words ("Morning (between 8am and 12 noon)"), worded by the server. */}
              <span data-testid={`slot-${slot.code}`}>
                {slot.text} – {formatPounds(slot.price)}
              </span>
            </label>
          ))}
        </div>
      )}
      {bookIn && (
        <div className="field field--check">
          <input
            id={`${groupId}-book-in`}
            type="checkbox"
            checked={bookedIn}
            aria-disabled={busy}
            aria-describedby={`${groupId}-book-in-hint`}
            onChange={() =>
              choose({ services: bookedIn ? chosenServices.filter((type) => type !== 'bookIn') : [...chosenServices, 'bookIn'] })
            }
          />
          <label htmlFor={`${groupId}-book-in`}>{bookIn.name}</label>
          <span id={`${groupId}-book-in-hint`} className="field__hint">
            We call before delivery to agree a time, for when someone must be in.
            {offeredBookIn && (offeredBookIn.price === 0 ? ' Free.' : ` Adds ${formatPounds(offeredBookIn.price)}.`)}
          </span>
        </div>
      )}
      <ShipmentDays shipment={shipment} />
      <p className="shipment__cost">
        Delivery for this shipment: <strong data-testid={`shipment-cost-${shipment.id}`}>{formatPounds(shipment.shippingAmount)}</strong>
      </p>
      <ShipmentSurcharges shipment={shipment} />
    </fieldset>
  );
}

/** The surcharges in a shipment's delivery, each with its reason, under the amount they are part of. */
export function ShipmentSurcharges({ shipment }: { shipment: Pick<Shipment, 'id' | 'surcharges'> }) {
  if (shipment.surcharges.length === 0) return null;
  return (
    <ul className="shipment__surcharges" data-testid={`shipment-surcharges-${shipment.id}`}>
      {shipment.surcharges.map((s) => (
        <li key={s.type}>Includes {surchargeText(s)}</li>
      ))}
    </ul>
  );
}

export function DeliveryStep({ order, updating }: { order: CartOrder; updating: boolean }) {
  const hintId = useId();
  const postcode = order.shippingAddress[0]?.postCode;
  return (
    <div>
      {postcode && <LazyPreorderChoice order={order} postcode={postcode} />}
      {order.shipments.map((shipment) => (
        <ShipmentChoice key={shipment.id} shipment={shipment} disabled={updating} />
      ))}
      <button
        type="button"
        className="button button--primary"
        disabled={order.shipmentsInvalid}
        aria-disabled={updating || undefined}
        aria-describedby={order.shipmentsInvalid ? hintId : undefined}
        onClick={() => {
          if ($cartUpdating.get()) return;
          ecommerceEvents.addShippingInfo(order);
          setStep('review');
        }}
      >
        Continue to review
      </button>
      {order.shipmentsInvalid && (
        <p id={hintId} className="field__hint">
          Choose a way to deliver every shipment to continue.
        </p>
      )}
    </div>
  );
}
