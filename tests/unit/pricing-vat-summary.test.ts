import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../commerce/domain/money.ts';
import { calculateOrderTotals } from '../../commerce/domain/pricing/order-totals.ts';
import { vatByRate, type VatSummaryCharge, type VatSummaryLine } from '../../commerce/domain/pricing/vat-summary.ts';

const logs: VatSummaryLine = { totalPence: 3 * 21_900, vatRateBasisPoints: 500 };
const firelighters: VatSummaryLine = { totalPence: 1299, vatRateBasisPoints: 2000 };
const delivery: VatSummaryCharge = { pence: 1200, taxPence: 200, vatRateBasisPoints: 2000 };
const highlands: VatSummaryCharge = { pence: 1800, taxPence: 300, vatRateBasisPoints: 2000 };

describe('vatByRate', () => {
  it('totals goods, discount and delivery per rate, to the penny', () => {
    const rates = vatByRate({ lines: [logs, firelighters], charges: [delivery, highlands], discountPence: 1000 });
    // £10 off splits 981p onto the logs (47p of VAT at 5%) and 19p onto the firelighters (3p at 20%).
    expect(rates).toEqual([
      { rateBasisPoints: 500, grossPence: 65_700 - 981, vatPence: 3129 - 47, netPence: 65_700 - 981 - (3129 - 47) },
      { rateBasisPoints: 2000, grossPence: 1299 - 19 + 3000, vatPence: 217 - 3 + 500, netPence: 1299 - 19 + 3000 - (217 - 3 + 500) },
    ]);
  });

  it('leaves out a rate only a waived charge carried, and keeps a 0% rate that has goods', () => {
    const channelIslandsLogs = { totalPence: 21_900, vatRateBasisPoints: 0 };
    const rates = vatByRate({
      lines: [channelIslandsLogs],
      charges: [{ pence: 0, taxPence: 0, vatRateBasisPoints: 2000 }],
      discountPence: 0,
    });
    expect(rates).toEqual([{ rateBasisPoints: 0, grossPence: 21_900, vatPence: 0, netPence: 21_900 }]);
  });

  it('refuses a charge whose VAT exceeds it', () => {
    expect(() =>
      vatByRate({ lines: [logs], charges: [{ pence: 100, taxPence: 101, vatRateBasisPoints: 2000 }], discountPence: 0 }),
    ).toThrow(/exceeds the charge/);
  });

  const rate = fc.constantFrom(0, 500, 2000);
  const line = fc.record({ quantity: fc.integer({ min: 1, max: 40 }), unitPricePence: fc.integer({ min: 0, max: 99_999 }), rate });
  const charge = fc.record({ pence: fc.integer({ min: 0, max: 20_000 }), rate });

  it("sums, over every rate, to exactly the order's VAT and total as calculateOrderTotals counts them", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(charge, { maxLength: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, charges, discountShare) => {
          const goodsPence = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
          const discountPence = Math.floor(goodsPence * discountShare);
          const priced = charges.map((c) => ({ pence: c.pence, taxPence: vatIncluded(c.pence, c.rate), vatRateBasisPoints: c.rate }));
          const totals = calculateOrderTotals({
            lines: lines.map((l) => ({
              quantity: l.quantity,
              unitPricePence: l.unitPricePence,
              vatRateBasisPoints: l.rate,
              weightGrams: 0,
            })),
            shipments: priced.map((c) => ({
              shippingPence: c.pence,
              shippingTaxPence: c.taxPence,
              surchargePence: 0,
              surchargeTaxPence: 0,
            })),
            coupon: { discountPence, freeDelivery: false },
            creditUsedPence: 0,
          });
          const rates = vatByRate({
            lines: lines.map((l) => ({ totalPence: l.unitPricePence * l.quantity, vatRateBasisPoints: l.rate })),
            charges: priced,
            discountPence,
          });
          expect(rates.reduce((sum, r) => sum + r.vatPence, 0)).toBe(totals.totalTaxPence);
          expect(rates.reduce((sum, r) => sum + r.grossPence, 0)).toBe(totals.totalPence);
          for (const r of rates) {
            expect(Number.isSafeInteger(r.vatPence) && Number.isSafeInteger(r.netPence)).toBe(true);
            expect(r.netPence + r.vatPence).toBe(r.grossPence);
          }
          expect(rates.map((r) => r.rateBasisPoints)).toEqual([...new Set(rates.map((r) => r.rateBasisPoints))].sort((a, b) => a - b));
        },
      ),
      { seed: 17, numRuns: 300 },
    );
  });
});
