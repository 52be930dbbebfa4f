import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../commerce/domain/money.ts';
import {
  calculateOrderTotals,
  type OrderLine,
  type OrderTotalsInput,
  type ShipmentCharges,
} from '../../commerce/domain/pricing/order-totals.ts';

const logs: OrderLine = { quantity: 3, unitPricePence: 21_900, vatRateBasisPoints: 500, weightGrams: 420_000 };
const firelighters: OrderLine = { quantity: 1, unitPricePence: 1299, vatRateBasisPoints: 2000, weightGrams: 1200 };
const highlandsDelivery: ShipmentCharges = { shippingPence: 1200, shippingTaxPence: 200, surchargePence: 1800, surchargeTaxPence: 300 };

const order = (overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput => ({
  lines: [logs, firelighters],
  shipments: [highlandsDelivery],
  coupon: null,
  creditUsedPence: 0,
  ...overrides,
});

describe('calculateOrderTotals', () => {
  it('adds goods, delivery, discount and credit into the order totals', () => {
    const totals = calculateOrderTotals(order({ coupon: { discountPence: 1000, freeDelivery: false }, creditUsedPence: 2000 }));
    expect(totals).toEqual({
      subTotalPence: 66_999, // 3 × £219 + £12.99
      subTotalTaxPence: 3129 + 217,
      shippingPence: 3000,
      shippingTaxPence: 500,
      paymentMethodPence: 0,
      paymentMethodTaxPence: 0,
      discountPence: 1000,
      // £10 split 981p (5%) / 19p (20%): 47p + 3p of VAT.
      discountTaxPence: 50,
      creditUsedPence: 2000,
      totalPence: 66_999 + 3000 - 1000,
      totalTaxPence: 3346 + 500 - 50,
      amountDuePence: 68_999 - 2000,
      totalWeightGrams: 1_261_200,
      itemsCount: 4,
    });
  });

  it('sums the delivery charges of every shipment', () => {
    const totals = calculateOrderTotals(
      order({ shipments: [highlandsDelivery, { shippingPence: 600, shippingTaxPence: 100, surchargePence: 0, surchargeTaxPence: 0 }] }),
    );
    expect(totals).toMatchObject({ shippingPence: 3600, shippingTaxPence: 600, totalPence: 66_999 + 3600 });
  });

  it('makes delivery free but keeps remote-zone surcharges', () => {
    const totals = calculateOrderTotals(order({ coupon: { discountPence: 0, freeDelivery: true } }));
    expect(totals).toMatchObject({
      shippingPence: 1800,
      shippingTaxPence: 300,
      discountPence: 0,
      totalPence: 66_999 + 1800,
      totalTaxPence: 3346 + 300,
    });
  });

  it('treats credit as a payment: it lowers the amount due, not the total or its VAT', () => {
    const without = calculateOrderTotals(order());
    const withCredit = calculateOrderTotals(order({ creditUsedPence: 5000 }));
    expect(withCredit.totalPence).toBe(without.totalPence);
    expect(withCredit.totalTaxPence).toBe(without.totalTaxPence);
    expect(withCredit.amountDuePence).toBe(without.totalPence - 5000);
  });

  it('uses no more credit than the total, so nothing is ever owed back', () => {
    const totals = calculateOrderTotals(order({ creditUsedPence: 1_000_000 }));
    expect(totals.creditUsedPence).toBe(totals.totalPence);
    expect(totals.amountDuePence).toBe(0);
  });

  it('never discounts more than the goods, even if the basket shrank after the coupon was priced', () => {
    const totals = calculateOrderTotals(order({ lines: [firelighters], coupon: { discountPence: 5000, freeDelivery: false } }));
    expect(totals).toMatchObject({ discountPence: 1299, discountTaxPence: 217, totalPence: 3000, totalTaxPence: 500 });
  });

  it('is all zero for an empty order', () => {
    expect(calculateOrderTotals({ lines: [], shipments: [], coupon: null, creditUsedPence: 0 })).toMatchObject({
      subTotalPence: 0,
      totalPence: 0,
      totalTaxPence: 0,
      amountDuePence: 0,
      itemsCount: 0,
      totalWeightGrams: 0,
    });
  });

  it('refuses inputs that can only come from a bug upstream', () => {
    const bad: Partial<OrderTotalsInput>[] = [
      { lines: [{ ...logs, unitPricePence: -1 }] },
      { lines: [{ ...logs, unitPricePence: 10.5 }] },
      { lines: [{ ...logs, quantity: 1.5 }] },
      { shipments: [{ ...highlandsDelivery, shippingTaxPence: 1201 }] },
      { shipments: [{ ...highlandsDelivery, surchargeTaxPence: -1 }] },
      { coupon: { discountPence: -1, freeDelivery: false } },
      { creditUsedPence: -1 },
    ];
    for (const overrides of bad) expect(() => calculateOrderTotals(order(overrides))).toThrow(RangeError);
  });
});

describe('calculateOrderTotals invariants', () => {
  const rate = fc.constantFrom(0, 500, 2000);
  const orderLine = fc.record({
    quantity: fc.integer({ min: 0, max: 99 }),
    unitPricePence: fc.integer({ min: 0, max: 500_000 }),
    vatRateBasisPoints: rate,
    weightGrams: fc.integer({ min: 0, max: 1_010_000 }),
  });
  const shipment = fc
    .record({ shipping: fc.integer({ min: 0, max: 20_000 }), surcharge: fc.integer({ min: 0, max: 10_000 }), rate })
    .map(({ shipping, surcharge, rate: r }) => ({
      shippingPence: shipping,
      shippingTaxPence: vatIncluded(shipping, r),
      surchargePence: surcharge,
      surchargeTaxPence: vatIncluded(surcharge, r),
    }));
  const input = fc.record({
    lines: fc.array(orderLine, { maxLength: 8 }),
    shipments: fc.array(shipment, { maxLength: 3 }),
    // Deliberately up to far above any basket: the totals must cap it.
    coupon: fc.option(fc.record({ discountPence: fc.integer({ min: 0, max: 50_000_000 }), freeDelivery: fc.boolean() })),
    creditUsedPence: fc.integer({ min: 0, max: 50_000_000 }),
  });

  it('hold for any order', () => {
    fc.assert(
      fc.property(input, (order) => {
        const t = calculateOrderTotals(order);
        for (const [name, value] of Object.entries(t)) {
          expect(Number.isSafeInteger(value), `${name} = ${value}`).toBe(true);
        }
        expect(t.totalTaxPence).toBeLessThanOrEqual(t.totalPence);
        expect(t.totalTaxPence).toBeGreaterThanOrEqual(0);
        expect(t.discountPence).toBeLessThanOrEqual(t.subTotalPence);
        expect(t.discountTaxPence).toBeLessThanOrEqual(t.subTotalTaxPence);
        expect(t.amountDuePence).toBeGreaterThanOrEqual(0);
        expect(t.amountDuePence).toBe(t.totalPence - t.creditUsedPence);
        expect(t.totalPence).toBe(t.subTotalPence + t.shippingPence - t.discountPence);
        expect(t.totalTaxPence).toBe(t.subTotalTaxPence + t.shippingTaxPence - t.discountTaxPence);
        expect(t.creditUsedPence).toBe(Math.min(order.creditUsedPence, t.totalPence));
      }),
      { numRuns: 500 },
    );
  });

  it('leave surcharges payable whatever coupon is applied', () => {
    fc.assert(
      fc.property(input, (order) => {
        const surcharges = order.shipments.reduce((sum, s) => sum + s.surchargePence, 0);
        expect(calculateOrderTotals(order).shippingPence).toBeGreaterThanOrEqual(surcharges);
      }),
    );
  });
});
