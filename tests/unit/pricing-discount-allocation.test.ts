import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../commerce/domain/money.ts';
import { allocateDiscount, itemLevelDiscount } from '../../commerce/domain/pricing/discount-allocation.ts';

const line = (id: string, totalPence: number, vatRateBasisPoints = 500) => ({ id, totalPence, vatRateBasisPoints });

describe('allocateDiscount', () => {
  it('splits in proportion to line totals and takes VAT at each line’s rate', () => {
    const result = allocateDiscount([line('logs', 3000, 500), line('firelighters', 1000, 2000)], 1000);
    expect(result.lines).toEqual([
      { id: 'logs', discountPence: 750, discountTaxPence: 36 }, // 750 * 5/105 = 35.71
      { id: 'firelighters', discountPence: 250, discountTaxPence: 42 }, // 250 * 20/120 = 41.67
    ]);
    expect(result.discountTaxPence).toBe(78);
  });

  it('gives the odd pennies to the largest remainders', () => {
    // Exact shares 0.67 and 1.33: floors 0 and 1, the spare penny goes to the 0.67.
    expect(allocateDiscount([line('a', 1), line('b', 2)], 2).lines.map((l) => l.discountPence)).toEqual([1, 1]);
    // Exact shares 2.5, 3.75, 3.75: floors 2, 3, 3; the two spare pennies go to the .75s, not the .5.
    const lines = [line('a', 200), line('b', 300), line('c', 300)];
    expect(allocateDiscount(lines, 10).lines.map((l) => l.discountPence)).toEqual([2, 4, 4]);
  });

  it('breaks ties by line order, so the same basket always splits the same way', () => {
    const lines = [line('a', 100), line('b', 100), line('c', 100)];
    expect(allocateDiscount(lines, 100).lines.map((l) => l.discountPence)).toEqual([34, 33, 33]);
    expect(allocateDiscount(lines, 101).lines.map((l) => l.discountPence)).toEqual([34, 34, 33]);
    expect(allocateDiscount(lines, 100)).toEqual(allocateDiscount(lines, 100));
  });

  it('allocates nothing for no discount, including to no lines', () => {
    expect(allocateDiscount([line('a', 500), line('b', 0)], 0).lines.map((l) => l.discountPence)).toEqual([0, 0]);
    expect(allocateDiscount([], 0)).toEqual({ lines: [], discountTaxPence: 0 });
  });

  it('refuses a discount above the goods, below zero or in fractions of a penny', () => {
    expect(() => allocateDiscount([line('a', 500)], 501)).toThrow(RangeError);
    expect(() => allocateDiscount([line('a', 500)], -1)).toThrow(RangeError);
    expect(() => allocateDiscount([line('a', 500)], 1.5)).toThrow(RangeError);
    expect(() => allocateDiscount([line('a', -5), line('b', 10)], 1)).toThrow(RangeError);
  });

  it('stays exact when pence times pence passes 2^53 (found by the order-totals property)', () => {
    const lines = [26 * 215826, 57 * 244437, 98 * 318817, 78 * 464448, 89 * 438352, 92 * 472419, 32 * 369917].map((totalPence, i) => ({
      id: `l${i}`,
      totalPence,
      vatRateBasisPoints: 0,
    }));
    const discount = 49_673_348;
    const result = allocateDiscount(lines, discount);
    expect(result.lines.reduce((sum, l) => sum + l.discountPence, 0)).toBe(discount);
    const goods = lines.reduce((sum, l) => sum + l.totalPence, 0);
    result.lines.forEach((allocated, i) => {
      const exact = (BigInt(discount) * BigInt(lines[i]!.totalPence)) / BigInt(goods);
      expect(BigInt(allocated.discountPence) - exact).toBeGreaterThanOrEqual(0n);
      expect(BigInt(allocated.discountPence) - exact).toBeLessThanOrEqual(1n);
    });
  });

  it('shares nothing when every line is free', () => {
    const result = allocateDiscount(
      [
        { id: 'a', totalPence: 0, vatRateBasisPoints: 500 },
        { id: 'b', totalPence: 0, vatRateBasisPoints: 0 },
      ],
      0,
    );
    expect(result.lines.map((l) => l.discountPence)).toEqual([0, 0]);
  });

  it('always sums to the discount, keeps each line within its total and close to its share', () => {
    const lines = fc.array(
      fc.record({
        id: fc.string(),
        totalPence: fc.integer({ min: 0, max: 5_000_000 }),
        vatRateBasisPoints: fc.constantFrom(0, 500, 2000),
      }),
      { minLength: 1, maxLength: 12 },
    );
    const linesAndDiscount = lines.chain((ls) => {
      const goods = ls.reduce((sum, l) => sum + l.totalPence, 0);
      return fc.tuple(fc.constant(ls), fc.integer({ min: 0, max: goods }));
    });
    fc.assert(
      fc.property(linesAndDiscount, ([ls, discount]) => {
        const goods = ls.reduce((sum, l) => sum + l.totalPence, 0);
        const result = allocateDiscount(ls, discount);
        expect(result.lines.reduce((sum, l) => sum + l.discountPence, 0)).toBe(discount);
        result.lines.forEach((allocated, i) => {
          const source = ls[i]!;
          expect(allocated.id).toBe(source.id);
          expect(Number.isInteger(allocated.discountPence)).toBe(true);
          expect(allocated.discountPence).toBeGreaterThanOrEqual(0);
          expect(allocated.discountPence).toBeLessThanOrEqual(source.totalPence);
          // Within a penny of the exact proportional share (nothing to share when the goods are free).
          if (goods === 0) expect(allocated.discountPence).toBe(0);
          else expect(Math.abs(allocated.discountPence * goods - discount * source.totalPence)).toBeLessThan(goods);
          expect(allocated.discountTaxPence).toBe(vatIncluded(allocated.discountPence, source.vatRateBasisPoints));
        });
        expect(result.discountTaxPence).toBe(result.lines.reduce((sum, l) => sum + l.discountTaxPence, 0));
      }),
    );
  });
});

describe('itemLevelDiscount', () => {
  it.each([
    [1000, 3, 333], // £3.333 -> £3.33
    [1000, 6, 167], // £1.6667 -> £1.67
    [5, 2, 3], // 2.5p -> 3p, half up
    [7, 4, 2], // 1.75p -> 2p
    [9, 4, 2], // 2.25p -> 2p
    [1000, 1, 1000],
    [0, 5, 0],
  ])('shares %i pence over %i items as %i pence each', (discount, items, each) => {
    expect(itemLevelDiscount(discount, items)).toBe(each);
  });

  it('is zero when there are no items', () => {
    expect(itemLevelDiscount(1000, 0)).toBe(0);
  });

  it('refuses a count that is not a whole number of items', () => {
    expect(() => itemLevelDiscount(1000, 1.5)).toThrow(RangeError);
    expect(() => itemLevelDiscount(1000, -1)).toThrow(RangeError);
  });
});
