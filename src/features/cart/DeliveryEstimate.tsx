import { useEffect, useState } from 'react';
import { deliveryCalls, type ProductDates } from '../../lib/commerce/delivery.ts';
import { formatPounds } from '../../lib/commerce/format-pounds.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { deliveryDay, orderByText } from './delivery-estimate-text.ts';
import { useShopperPostcode } from './use-shopper-postcode.ts';
import { usePostcodeChange } from './PostcodeChange.tsx';

const delivery = deliveryCalls(storefrontTransport, shopChannel);

interface Props {
  skuCode: string;
  defaultPostcode: string;
}

type Estimate = { state: 'loading' } | { state: 'ready'; dates: ProductDates } | { state: 'failed' };

/** "Order by 12:00 today for delivery from Thursday 19 November", for the shopper's postcode. */
export function DeliveryEstimate({ skuCode, defaultPostcode }: Props) {
  const postcode = useShopperPostcode(defaultPostcode);
  const [estimate, setEstimate] = useState<Estimate>({ state: 'loading' });
  const { change, form } = usePostcodeChange(postcode);

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
      {form}
    </div>
  );
}
