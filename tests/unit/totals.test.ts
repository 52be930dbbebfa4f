import { describe, expect, it } from 'vitest';
import { londonDate } from '../../commerce/domain/london-clock.ts';
import { calculateOrderTotals } from '../../commerce/domain/pricing/order-totals.ts';
import { lineTotals, type PricedLine } from '../../commerce/domain/totals.ts';

const orderTotals = (lines: PricedLine[]) => calculateOrderTotals({ lines, shipments: [], coupon: null, creditUsedPence: 0 });

describe('order totals', () => {
  it('sums gross amounts and the VAT each line contains, in pence', () => {
    const totals = orderTotals([
      { quantity: 3, unitPricePence: 21900, vatRateBasisPoints: 500, weightGrams: 420_000 },
      { quantity: 1, unitPricePence: 1299, vatRateBasisPoints: 2000, weightGrams: 1200 },
    ]);
    expect(totals).toMatchObject({
      subTotalPence: 66999,
      subTotalTaxPence: 3129 + 217,
      totalPence: 66999,
      totalTaxPence: 3346,
      totalWeightGrams: 1_261_200,
      itemsCount: 4,
    });
  });

  it('gives each line its gross total and the VAT inside it', () => {
    expect(lineTotals({ quantity: 3, unitPricePence: 21900, vatRateBasisPoints: 500, weightGrams: 0 })).toEqual({
      totalPence: 65700,
      taxPence: 3129,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(orderTotals([])).toMatchObject({ subTotalPence: 0, totalPence: 0, totalTaxPence: 0, itemsCount: 0 });
  });
});

describe('London date', () => {
  it('is the date in Europe/London, not in UTC or the server zone', () => {
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // GMT
  });
});
