import { vatIncluded, type Pence } from './money.ts';

export interface PricedLine {
  quantity: number;
  unitPricePence: Pence;
  vatRateBasisPoints: number;
  weightGrams: number;
}

interface LineTotals {
  totalPence: Pence;
  taxPence: Pence;
}

export function lineTotals(line: PricedLine): LineTotals {
  const totalPence = line.unitPricePence * line.quantity;
  return { totalPence, taxPence: vatIncluded(totalPence, line.vatRateBasisPoints) };
}
