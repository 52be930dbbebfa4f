import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../commerce/domain/money.ts';
import { allocateDiscount } from '../../commerce/domain/pricing/discount-allocation.ts';
import { apportionDeliveryCharge, deliveryChargeVat, type GoodsAtRate } from '../../commerce/domain/pricing/delivery-vat.ts';
import { calculateOrderTotals } from '../../commerce/domain/pricing/order-totals.ts';
import { vatByRate } from '../../commerce/domain/pricing/vat-summary.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const crate: GoodsAtRate = { rateBasisPoints: 500, valuePence: 21_900 };
const firelighters: GoodsAtRate = { rateBasisPoints: 2000, valuePence: 1_299 };

describe('apportionDeliveryCharge', () => {
  it('puts the whole charge on 5% when it carries only 5% fuel', () => {
    expect(apportionDeliveryCharge(1_200, [crate])).toEqual([{ rateBasisPoints: 500, pence: 1_200, taxPence: 57 }]);
  });

  it('splits a charge over 5% and 20% goods by their values, each part taxed at its own rate', () => {
    // 1200 × 21900 / 23199 = 1132.8…, 1200 × 1299 / 23199 = 67.1…: the left-over penny goes to the larger remainder.
    expect(apportionDeliveryCharge(1_200, [crate, firelighters])).toEqual([
      { rateBasisPoints: 500, pence: 1_133, taxPence: vatIncluded(1_133, 500) },
      { rateBasisPoints: 2000, pence: 67, taxPence: vatIncluded(67, 2000) },
    ]);
  });

  it('gives a penny in doubt to the higher rate', () => {
    const even = [
      { rateBasisPoints: 500, valuePence: 1_000 },
      { rateBasisPoints: 2000, valuePence: 1_000 },
    ];
    expect(apportionDeliveryCharge(1_001, even).map((p) => p.pence)).toEqual([500, 501]);
  });

  it('puts everything on the highest rate when every good is worth nothing', () => {
    const free = [
      { rateBasisPoints: 500, valuePence: 0 },
      { rateBasisPoints: 2000, valuePence: 0 },
    ];
    expect(apportionDeliveryCharge(900, free).map((p) => [p.rateBasisPoints, p.pence])).toEqual([
      [500, 0],
      [2000, 900],
    ]);
  });

  it('refuses a negative charge, goods worth less than nothing, and no goods at all', () => {
    expect(() => apportionDeliveryCharge(-1, [crate])).toThrow(RangeError);
    expect(() => apportionDeliveryCharge(100, [{ rateBasisPoints: 500, valuePence: -1 }])).toThrow(RangeError);
    expect(() => apportionDeliveryCharge(100, [])).toThrow(RangeError);
  });

  const rate = fc.constantFrom(0, 500, 1250, 2000);
  const goods = fc.array(
    fc.record({ rateBasisPoints: rate, valuePence: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })) }),
    {
      minLength: 1,
      maxLength: 8,
    },
  );
  const charge = fc.integer({ min: 0, max: 100_000 });
  const valueAt = (basket: readonly GoodsAtRate[], r: number) =>
    sum(basket.filter((g) => g.rateBasisPoints === r).map((g) => g.valuePence));

  it('sums to the charge, with no part negative and each part within a penny of its exact share', () => {
    fc.assert(
      fc.property(charge, goods, (pence, basket) => {
        const parts = apportionDeliveryCharge(pence, basket);
        expect(sum(parts.map((p) => p.pence))).toBe(pence);
        const totalValue = sum(basket.map((g) => g.valuePence));
        for (const part of parts) {
          expect(part.pence).toBeGreaterThanOrEqual(0);
          expect(part.taxPence).toBe(vatIncluded(part.pence, part.rateBasisPoints));
          if (totalValue > 0) {
            // |part − charge × value / total| < 1, kept in integers.
            expect(Math.abs(part.pence * totalValue - pence * valueAt(basket, part.rateBasisPoints))).toBeLessThan(totalValue);
          }
        }
        expect(parts.map((p) => p.rateBasisPoints)).toEqual([...new Set(basket.map((g) => g.rateBasisPoints))].sort((a, b) => a - b));
      }),
      { seed: 700_24, numRuns: 500 },
    );
  });

  it('gives goods worth nothing no share, unless all of them are worth nothing', () => {
    fc.assert(
      fc.property(charge, goods, (pence, basket) => {
        const parts = apportionDeliveryCharge(pence, basket);
        const allWorthless = basket.every((g) => g.valuePence === 0);
        for (const part of parts) {
          if (valueAt(basket, part.rateBasisPoints) === 0 && !allWorthless) expect(part.pence).toBe(0);
        }
      }),
      { seed: 24, numRuns: 500 },
    );
  });

  it('puts the whole charge on the one rate of a single-rate basket', () => {
    fc.assert(
      fc.property(charge, rate, fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 6 }), (pence, r, values) => {
        const parts = apportionDeliveryCharge(
          pence,
          values.map((valuePence) => ({ rateBasisPoints: r, valuePence })),
        );
        expect(parts).toEqual([{ rateBasisPoints: r, pence, taxPence: vatIncluded(pence, r) }]);
      }),
      { seed: 5, numRuns: 300 },
    );
  });

  it("adds up, with the goods and the discount, to exactly the order's VAT as calculateOrderTotals counts it", () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 40 }), unitPricePence: fc.integer({ min: 1, max: 99_999 }), rate });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        charge,
        fc.integer({ min: 0, max: 100 }),
        (lines, deliveryPence, discountPercent) => {
          const totalsOf = lines.map((l) => ({ totalPence: l.unitPricePence * l.quantity, vatRateBasisPoints: l.rate }));
          const goodsPence = sum(totalsOf.map((l) => l.totalPence));
          const discountPence = Math.floor((goodsPence * discountPercent) / 100);
          const shares = allocateDiscount(
            totalsOf.map((l, i) => ({ id: String(i), ...l })),
            discountPence,
          ).lines;
          const basket = totalsOf.map((l, i) => ({
            rateBasisPoints: l.vatRateBasisPoints,
            valuePence: l.totalPence - shares[i]!.discountPence,
          }));
          const parts = deliveryChargeVat({ pence: deliveryPence, rateBasisPoints: 2000 }, basket, 'follows_goods');
          const totals = calculateOrderTotals({
            lines: lines.map((l) => ({
              quantity: l.quantity,
              unitPricePence: l.unitPricePence,
              vatRateBasisPoints: l.rate,
              weightGrams: 0,
            })),
            shipments: [
              {
                shippingPence: deliveryPence,
                shippingTaxPence: sum(parts.map((p) => p.taxPence)),
                surchargePence: 0,
                surchargeTaxPence: 0,
              },
            ],
            coupon: { discountPence, freeDelivery: false },
            creditUsedPence: 0,
          });
          const rates = vatByRate({
            lines: totalsOf,
            charges: parts.map((p) => ({ pence: p.pence, taxPence: p.taxPence, vatRateBasisPoints: p.rateBasisPoints })),
            discountPence,
          });
          expect(sum(rates.map((r) => r.vatPence))).toBe(totals.totalTaxPence);
          expect(sum(rates.map((r) => r.grossPence))).toBe(totals.totalPence);
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });
});

describe('deliveryChargeVat', () => {
  it("keeps the method's own rate when the seller standard-rates delivery", () => {
    expect(deliveryChargeVat({ pence: 1_200, rateBasisPoints: 2000 }, [crate], 'standard_rated')).toEqual([
      { rateBasisPoints: 2000, pence: 1_200, taxPence: 200 },
    ]);
  });

  it('follows the goods, leaving out a rate that got nothing', () => {
    expect(deliveryChargeVat({ pence: 1_200, rateBasisPoints: 2000 }, [crate], 'follows_goods')).toEqual([
      { rateBasisPoints: 500, pence: 1_200, taxPence: 57 },
    ]);
    expect(
      deliveryChargeVat({ pence: 1, rateBasisPoints: 2000 }, [crate, { rateBasisPoints: 2000, valuePence: 1 }], 'follows_goods'),
    ).toEqual([{ rateBasisPoints: 500, pence: 1, taxPence: 0 }]);
  });

  it('lists free delivery once, at the rate of the goods worth most', () => {
    expect(deliveryChargeVat({ pence: 0, rateBasisPoints: 2000 }, [crate, firelighters], 'follows_goods')).toEqual([
      { rateBasisPoints: 500, pence: 0, taxPence: 0 },
    ]);
  });

  it('keeps its own rate for a charge that carries no goods', () => {
    expect(deliveryChargeVat({ pence: 600, rateBasisPoints: 2000 }, [], 'follows_goods')).toEqual([
      { rateBasisPoints: 2000, pence: 600, taxPence: 100 },
    ]);
  });
});
