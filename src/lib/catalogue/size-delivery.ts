import { formatPence, nearestPence } from '../../../commerce/shared/index.ts';

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
  return { kind: 'charge', pence: nearestPence(amount) };
}

/** The two cells the comparison adds under one size's price. */
export interface DeliveredSize {
  /** "Free", "£19.95", the reason it cannot come, or that it could not be checked. */
  delivery: string;
  /** Price and delivery together, "£168.95"; absent when either is unknown. */
  total?: string;
  /** The lowest price with delivery per unit of fuel of the sizes compared, when they differ. */
  cheapest: boolean;
}

/**
 * Each size's delivery and its price with delivery, side by side: delivery can turn the order
 * of the sizes (one under a free-delivery threshold pays for the van, the next size up does not),
 * which the unit price alone hides. The cheapest is the lowest price with delivery per unit of
 * fuel (`amounts`: how much each size holds, in one unit): the smallest size's total is always
 * the lowest sum, and says nothing of value. A size whose total or amount is unknown is left out.
 */
export function sizesWithDelivery(
  pricesPence: readonly (number | undefined)[],
  quotes: readonly DeliveryQuote[],
  amounts: readonly (number | undefined)[],
): DeliveredSize[] {
  const totals = pricesPence.map((price, index) => {
    const quote = quotes[index];
    return price !== undefined && quote?.kind === 'charge' ? price + quote.pence : undefined;
  });
  const compared = totals.flatMap((total, index) => {
    const amount = amounts[index];
    return total !== undefined && amount !== undefined && amount > 0 ? [{ index, total, amount }] : [];
  });
  // total / amount compared by cross-multiplying, in whole numbers: a / b < c / d when a·d < c·b.
  const cheaper = (a: { total: number; amount: number }, b: { total: number; amount: number }) => a.total * b.amount < b.total * a.amount;
  const best = compared.reduce<(typeof compared)[number] | undefined>(
    (lowest, size) => (!lowest || cheaper(size, lowest) ? size : lowest),
    undefined,
  );
  const differ = best !== undefined && compared.length > 1 && compared.some((size) => cheaper(best, size));
  const cheapest = new Set(differ ? compared.filter((size) => !cheaper(best, size)).map((size) => size.index) : []);
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
      cheapest: cheapest.has(index),
    };
  });
}
