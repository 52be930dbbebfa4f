import { describe, expect, it } from 'vitest';
import { fromPounds, toPounds, vatIncluded } from '../../commerce/domain/money.ts';

describe('money', () => {
  it('turns pence into pounds for the API and back', () => {
    expect(toPounds(12999)).toBe(129.99);
    expect(toPounds(5)).toBe(0.05);
    expect(fromPounds(129.99)).toBe(12999);
    expect(fromPounds(0.1 + 0.2)).toBe(30);
  });

  it('refuses fractions of a penny', () => {
    expect(() => toPounds(10.5)).toThrow(/whole number of pence/);
    expect(() => fromPounds(1.005)).toThrow(/pounds and pence/);
    expect(() => fromPounds(Number.NaN)).toThrow();
  });

  it.each([
    [21900, 500, 1043], // £219 at 5%: 219 * 5/105 = 10.428... -> £10.43
    [1299, 2000, 217], // £12.99 at 20%: 2.165 -> £2.17, half up
    [600, 2000, 100],
    [0, 2000, 0],
    [1000, 0, 0],
  ])('finds the VAT inside %i pence at %i basis points: %i', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });
});
