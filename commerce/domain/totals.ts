import { vatIncluded, type Pence } from './money.ts';

export interface PricedLine {
  quantity: number;
  unitPricePence: Pence;
  vatRateBasisPoints: number;
  weightGrams: number;
}

export interface LineTotals {
  totalPence: Pence;
  taxPence: Pence;
}

export interface OrderTotals {
  subTotalPence: Pence;
  subTotalTaxPence: Pence;
  shippingPence: Pence;
  shippingTaxPence: Pence;
  discountPence: Pence;
  discountTaxPence: Pence;
  creditUsedPence: Pence;
  totalPence: Pence;
  totalTaxPence: Pence;
  totalWeightGrams: number;
  itemsCount: number;
}

export function lineTotals(line: PricedLine): LineTotals {
  const totalPence = line.unitPricePence * line.quantity;
  return { totalPence, taxPence: vatIncluded(totalPence, line.vatRateBasisPoints) };
}

/**
 * The one place order totals are computed. Prices include VAT, so the total is the sum of
 * gross amounts and the tax is what those amounts contain. Shipping and discounts join
 * here when those rules land; until then they are zero, not guessed.
 */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  let subTotalPence = 0;
  let subTotalTaxPence = 0;
  let totalWeightGrams = 0;
  let itemsCount = 0;
  for (const line of lines) {
    const totals = lineTotals(line);
    subTotalPence += totals.totalPence;
    subTotalTaxPence += totals.taxPence;
    totalWeightGrams += line.weightGrams * line.quantity;
    itemsCount += line.quantity;
  }
  return {
    subTotalPence,
    subTotalTaxPence,
    shippingPence: 0,
    shippingTaxPence: 0,
    discountPence: 0,
    discountTaxPence: 0,
    creditUsedPence: 0,
    totalPence: subTotalPence,
    totalTaxPence: subTotalTaxPence,
    totalWeightGrams,
    itemsCount,
  };
}
