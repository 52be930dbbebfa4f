import type { ProductDates } from '../../lib/commerce/delivery.ts';
import { addDays, formatPounds } from '../../../commerce/shared/index.ts';
import { londonClock, longDay } from '../../lib/text/london-calendar.ts';

/**
 * "Order by 12:00 today", "… tomorrow" or "… on Monday 23 November": the cut-off instant in
 * London time, relative to `now` (passed in, so the wording is testable). No Intl: the page's
 * script writes this at load (london-calendar.ts says why).
 */
export function orderByText(orderByIso: string, now: Date): string {
  const cutoff = londonClock(new Date(orderByIso));
  const today = londonClock(now).isoDate;
  const when = cutoff.isoDate === today ? 'today' : cutoff.isoDate === addDays(today, 1) ? 'tomorrow' : `on ${longDay(cutoff.isoDate)}`;
  return `Order by ${cutoff.time} ${when}`;
}

/** Where the product page's delivery estimate stands. */
export type Estimate = { state: 'loading' } | { state: 'ready'; dates: ProductDates } | { state: 'failed' };

/**
 * What the estimate shows, in four pieces of text that are always there (empty when unused):
 * "<orderBy> <lead> <day> <tail>" with the first and third in bold, so the markup never changes
 * shape and the page's script can fill it before React loads (buy-box-refresh.ts).
 */
export interface EstimateView {
  orderBy: string;
  lead: string;
  day: string;
  tail: string;
  /** A refusal for this postcode, shown as an error. */
  problem: boolean;
  /** The promise itself ("Order by … for delivery from …"). */
  promise: boolean;
  /** Whether "Change" (the postcode) is offered beside it. */
  change: boolean;
}

const says = (lead: string, marks: Pick<EstimateView, 'problem' | 'change'>): EstimateView => ({
  orderBy: '',
  lead,
  day: '',
  tail: '',
  promise: false,
  ...marks,
});

/**
 * The product page's delivery estimate: DeliveryEstimate.tsx and the page's script both show it from here.
 * `postcodeGuessed`: the postcode is the sales channel's default, not one the shopper gave or an
 * order or account holds. A first visit is then told no postcode, no "free delivery" that holds only
 * near the yard: the price is "from" (the default is the shop's own area, its cheapest), and the
 * shopper is asked for their postcode.
 */
export function estimateView(estimate: Estimate, postcode: string, now: Date, { postcodeGuessed = false } = {}): EstimateView {
  if (estimate.state === 'loading')
    return says(postcodeGuessed ? 'Checking delivery…' : `Checking delivery to ${postcode}…`, { problem: false, change: false });
  if (estimate.state === 'failed') return says('We could not check delivery just now.', { problem: false, change: true });
  const { dates } = estimate;
  const refusal = dates.errors[0];
  if (refusal !== undefined) return says(refusal, { problem: true, change: true });
  if (!dates.estDeliveryDate) return says('', { problem: false, change: false });
  const charge = dates.totalShippingAmount;
  const known = charge !== null && charge !== undefined;
  const cost = known ? ` (${charge === 0 ? 'free delivery' : `delivery ${formatPounds(charge)}`})` : '';
  return {
    orderBy: dates.orderBy ? orderByText(dates.orderBy, now) : '',
    lead: ' for delivery from ',
    day: longDay(dates.estDeliveryDate),
    tail: postcodeGuessed
      ? `. ${known ? `Delivery from ${formatPounds(charge)}: enter` : 'Enter'} your postcode for your date and price.`
      : ` to ${postcode}${cost}.`,
    problem: false,
    promise: true,
    change: true,
  };
}

/** Whether the view says anything at all (a product with no date and no refusal says nothing). */
export const estimateSaysNothing = (view: EstimateView) => view.lead === '';
