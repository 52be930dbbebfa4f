import { formatPence } from './unit-prices.ts';

/** What the delivery read answered for one size to the shopper's postcode. */
export type DeliveryQuote =
  | { kind: 'charge'; pence: number }
  /** The postcode is not served for this size (crates refused in the Highlands): the API's own words. */
  | { kind: 'refused'; reason: string }
  /** The read failed, or named no charge. */
  | { kind: 'failed' };

/** The delivery read's answer for one product (ProductDates), as much of it as a quote needs. */
export interface ProductDatesLike {
  totalShippingAmount?: number | null;
  errors: readonly string[];
}

/** One product's delivery read as a quote; `null` (the read failed or the product is gone) is a failure. */
export function deliveryQuote(dates: ProductDatesLike | null): DeliveryQuote {
  if (!dates) return { kind: 'failed' };
  if (dates.errors.length > 0) return { kind: 'refused', reason: dates.errors[0]! };
  const amount = dates.totalShippingAmount;
  if (amount === null || amount === undefined) return { kind: 'failed' };
  // Pounds with two decimals from the API, as whole pence before anything is added.
  return { kind: 'charge', pence: Math.round(amount * 100) };
}

/** The two cells the comparison adds under one size's price. */
export interface DeliveredSize {
  /** "Free", "£19.95", the reason it cannot come, or that it could not be checked. */
  delivery: string;
  /** Price and delivery together, "£168.95"; absent when either is unknown. */
  total?: string;
  /** The lowest price with delivery of the sizes compared, when the totals differ. */
  cheapest: boolean;
}

/**
 * Each size's delivery and its price with delivery, side by side: delivery can turn the order
 * of the sizes (one under a free-delivery threshold pays for the van, the next size up does not),
 * which the unit price alone hides.
 */
export function sizesWithDelivery(pricesPence: readonly (number | undefined)[], quotes: readonly DeliveryQuote[]): DeliveredSize[] {
  const totals = pricesPence.map((price, index) => {
    const quote = quotes[index];
    return price !== undefined && quote?.kind === 'charge' ? price + quote.pence : undefined;
  });
  const known = totals.filter((total): total is number => total !== undefined);
  const lowest = known.length > 1 && new Set(known).size > 1 ? Math.min(...known) : undefined;
  return pricesPence.map((_, index) => {
    const quote = quotes[index] ?? { kind: 'failed' };
    const total = totals[index];
    return {
      delivery:
        quote.kind === 'charge'
          ? quote.pence === 0
            ? 'Free'
            : formatPence(quote.pence)
          : quote.kind === 'refused'
            ? quote.reason
            : 'Could not check',
      ...(total === undefined ? {} : { total: formatPence(total) }),
      cheapest: total !== undefined && total === lowest,
    };
  });
}
