import { assertPence, vatIncluded, type Pence } from '../money.ts';
import { allocateDiscount } from './discount-allocation.ts';

/** A goods line as the receipt counts it: its gross amount (VAT included) and its rate. */
export interface VatSummaryLine {
  totalPence: Pence;
  vatRateBasisPoints: number;
}

/** One delivery charge the order pays (after free delivery), with the VAT worked out when it was quoted. */
export interface VatSummaryCharge {
  pence: Pence;
  taxPence: Pence;
  vatRateBasisPoints: number;
}

export interface VatSummaryInput {
  lines: readonly VatSummaryLine[];
  charges: readonly VatSummaryCharge[];
  /** The order's discount on goods (calculateOrderTotals' discountPence). */
  discountPence: Pence;
}

/** What one VAT rate covers on the receipt: gross = net + VAT, all in pence. */
export interface VatRateTotal {
  rateBasisPoints: number;
  grossPence: Pence;
  netPence: Pence;
  vatPence: Pence;
}

/**
 * The VAT on an order, rate by rate, as a VAT receipt must show it. Each figure is the one
 * the order's totals already counted: a line's VAT on its own total, the discount's VAT spread
 * over the lines at their rates (allocateDiscount, the same split calculateOrderTotals makes),
 * each delivery charge's VAT as quoted. So the rates' VAT sums to the order's totalTaxPence to
 * the penny; re-rounding per rate would not. Lowest rate first; a rate that ends up with
 * nothing (a waived charge) is left out, a 0% rate with goods on it is kept.
 */
export function vatByRate(input: VatSummaryInput): VatRateTotal[] {
  const byRate = new Map<number, { grossPence: Pence; vatPence: Pence; used: boolean }>();
  const add = (rate: number, grossPence: Pence, vatPence: Pence) => {
    const entry = byRate.get(rate) ?? { grossPence: 0, vatPence: 0, used: false };
    entry.grossPence += assertPence(grossPence);
    entry.vatPence += assertPence(vatPence);
    entry.used ||= grossPence !== 0;
    byRate.set(rate, entry);
  };

  for (const line of input.lines) add(line.vatRateBasisPoints, line.totalPence, vatIncluded(line.totalPence, line.vatRateBasisPoints));
  const discountable = input.lines.map((line, index) => ({ id: String(index), ...line }));
  for (const [index, share] of allocateDiscount(discountable, input.discountPence).lines.entries()) {
    add(input.lines[index]!.vatRateBasisPoints, -share.discountPence, -share.discountTaxPence);
  }
  for (const charge of input.charges) {
    if (charge.taxPence > charge.pence) throw new RangeError(`A charge's VAT (${charge.taxPence}p) exceeds the charge (${charge.pence}p)`);
    add(charge.vatRateBasisPoints, charge.pence, charge.taxPence);
  }

  return [...byRate.entries()]
    .filter(([, entry]) => entry.used)
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, entry]) => ({
      rateBasisPoints,
      grossPence: entry.grossPence,
      netPence: entry.grossPence - entry.vatPence,
      vatPence: entry.vatPence,
    }));
}
