import { useEffect, useState } from 'react';
import { deliveryCalls } from '../../lib/commerce/delivery.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { arrivedDates, liveDates } from './buy-box-live.ts';
import { estimateSaysNothing, estimateView, type Estimate } from './delivery-estimate-text.ts';
import { useShopperPostcode } from './use-shopper-postcode.ts';
import { usePostcodeChange } from './PostcodeChange.tsx';

interface Props {
  skuCode: string;
  defaultPostcode: string;
  /** The buy-box's quantity: the estimate is for that many, as checkout would quote them. */
  quantity?: number;
}

const delivery = deliveryCalls(storefrontTransport, shopChannel);

/**
 * One unit's dates come from the ask at load; more units are asked for as a load of their own,
 * so the estimate weighs what the shopper would buy, as checkout will.
 */
const datesFor = (skuCode: string, postcode: string, quantity: number) =>
  quantity === 1
    ? liveDates(skuCode, postcode)
    : delivery.getProductDates(skuCode, postcode, undefined, [{ productId: skuCode, quantity }]);

/** A stepper pressed several times asks once, for where it stopped. */
const QUANTITY_SETTLE_MS = 300;

const fromArrived = (skuCode: string, postcode: string): Estimate => {
  const dates = arrivedDates(skuCode, postcode);
  if (dates === undefined) return { state: 'loading' };
  return dates ? { state: 'ready', dates } : { state: 'failed' };
};

/**
 * "Order by 12:00 today for delivery from Thursday 19 November", for the shopper's postcode.
 * The page's script writes the same sentence before React loads (buy-box-refresh.ts), into the
 * same elements: hydration leaves their text as it finds it (suppressHydrationWarning on each
 * piece), and React's own estimate starts from the answer the script had, so both show one answer.
 */
export function DeliveryEstimate({ skuCode, defaultPostcode, quantity = 1 }: Props) {
  const { postcode, source } = useShopperPostcode(defaultPostcode);
  const asked = `${postcode}*${quantity}`;
  const [estimate, setEstimate] = useState<{ asked: string; estimate: Estimate }>(() => ({
    asked,
    estimate: quantity === 1 ? fromArrived(skuCode, postcode) : { state: 'loading' },
  }));
  const { change, form } = usePostcodeChange(postcode);

  useEffect(() => {
    let live = true;
    setEstimate((current) => (current.asked === asked ? current : { asked, estimate: { state: 'loading' } }));
    const ask = () =>
      void datesFor(skuCode, postcode, quantity).then((dates) => {
        if (live) setEstimate({ asked, estimate: dates ? { state: 'ready', dates } : { state: 'failed' } });
      });
    const settle = quantity === 1 ? undefined : setTimeout(ask, QUANTITY_SETTLE_MS);
    if (!settle) ask();
    return () => {
      live = false;
      clearTimeout(settle);
    };
  }, [skuCode, postcode, quantity, asked]);

  const view = estimateView(estimate.asked === asked ? estimate.estimate : { state: 'loading' }, postcode, new Date(), {
    postcodeGuessed: source === 'default',
  });
  return (
    <div className="delivery-estimate" aria-live="polite">
      <p
        className={view.problem ? 'form-error' : undefined}
        data-testid={view.promise ? 'delivery-estimate' : undefined}
        hidden={estimateSaysNothing(view) || undefined}
      >
        <strong data-estimate="orderBy" suppressHydrationWarning>
          {view.orderBy}
        </strong>
        <span data-estimate="lead" suppressHydrationWarning>
          {view.lead}
        </span>
        <strong data-estimate="day" suppressHydrationWarning>
          {view.day}
        </strong>
        <span data-estimate="tail" suppressHydrationWarning>
          {view.tail}
        </span>
        {/* The space before "Change" is its own: one outside it would be laid out on the first line
            while the page checks, then moved when the promise comes, a layout shift. */}
        <span data-estimate-change hidden={!view.change || undefined}>
          {' '}
          {change}
        </span>
      </p>
      {form}
    </div>
  );
}
