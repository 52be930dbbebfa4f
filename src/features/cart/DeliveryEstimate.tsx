import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { deliveryCalls, type ProductDates } from '../../lib/commerce/delivery.ts';
import { formatPounds } from '../../lib/commerce/format-pounds.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { deliveryDay, orderByText } from './delivery-estimate-text.ts';
import { shopperPostcode } from './postcode-precedence.ts';
import { $orderSlice } from './order-slice.ts';
import { $chosenPostcode } from './chosen-postcode.ts';

const delivery = deliveryCalls(storefrontTransport, shopChannel);

interface Props {
  skuCode: string;
  defaultPostcode: string;
}

type Estimate = { state: 'loading' } | { state: 'ready'; dates: ProductDates } | { state: 'failed' };

/** "Order by 12:00 today for delivery from Thursday 19 November", for the shopper's postcode. */
export function DeliveryEstimate({ skuCode, defaultPostcode }: Props) {
  const chosen = useStore($chosenPostcode);
  const { order } = useStore($orderSlice);
  const { postcode } = shopperPostcode({
    chosen,
    orderShippingPostcodes: order?.shippingAddress.map((a) => a.postCode) ?? [],
    // Saved addresses join when sign-in lands; until then a signed-in shopper's order address leads.
    savedAddressPostcodes: [],
    defaultPostcode,
  });
  const [estimate, setEstimate] = useState<Estimate>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(postcode);
  const inputId = useId();

  useEffect(() => {
    let live = true;
    setEstimate({ state: 'loading' });
    void delivery.getProductDates(skuCode, postcode).then((dates) => {
      if (live) setEstimate(dates ? { state: 'ready', dates } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [skuCode, postcode]);

  const change = (
    <button
      type="button"
      className="link-button"
      aria-expanded={editing}
      onClick={() => {
        setDraft(postcode);
        setEditing(!editing);
      }}
    >
      Change<span className="visually-hidden"> delivery postcode</span>
    </button>
  );

  return (
    <div className="delivery-estimate" aria-live="polite">
      {estimate.state === 'loading' && <p>Checking delivery to {postcode}…</p>}
      {estimate.state === 'failed' && <p>We could not check delivery just now. {change}</p>}
      {estimate.state === 'ready' && estimate.dates.errors.length > 0 && (
        <p className="form-error">
          {estimate.dates.errors[0]} {change}
        </p>
      )}
      {estimate.state === 'ready' && estimate.dates.errors.length === 0 && estimate.dates.estDeliveryDate && (
        <p data-testid="delivery-estimate">
          {estimate.dates.orderBy && <strong>{orderByText(estimate.dates.orderBy, new Date())}</strong>} for delivery from{' '}
          <strong>{deliveryDay(estimate.dates.estDeliveryDate)}</strong> to {postcode}
          {estimate.dates.totalShippingAmount !== null && estimate.dates.totalShippingAmount !== undefined && (
            <>
              {' '}
              ({estimate.dates.totalShippingAmount === 0 ? 'free delivery' : `delivery ${formatPounds(estimate.dates.totalShippingAmount)}`}
              )
            </>
          )}
          . {change}
        </p>
      )}
      {editing && (
        <form
          className="postcode-form"
          onSubmit={(event) => {
            event.preventDefault();
            $chosenPostcode.set(draft.trim().toUpperCase());
            setEditing(false);
          }}
        >
          <label htmlFor={inputId}>Delivery postcode</label>
          <input
            id={inputId}
            value={draft}
            autoComplete="postal-code"
            maxLength={10}
            onChange={(e) => setDraft(e.currentTarget.value)}
            required
          />
          <button type="submit" className="button">
            Update
          </button>
        </form>
      )}
    </div>
  );
}
