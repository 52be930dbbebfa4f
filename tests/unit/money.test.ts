import { describe, expect, it } from 'vitest';
import {
  decimalPounds,
  divideHalfUp,
  formatPence,
  formatPounds,
  fromPounds,
  nearestPence,
  toPounds,
  vatIncluded,
} from '../../commerce/domain/money.ts';

// The reference for how money reads: the Intl format the formatter replaces (en-GB, GBP).
const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('money at the API edge', () => {
  it('turns pence into pounds for the API and back', () => {
    expect(toPounds(12999)).toBe(129.99);
    expect(toPounds(5)).toBe(0.05);
    expect(toPounds(0)).toBe(0);
    expect(toPounds(-1050)).toBe(-10.5);
    expect(fromPounds(129.99)).toBe(12999);
    expect(fromPounds(0.1 + 0.2)).toBe(30);
    expect(fromPounds(1000)).toBe(100_000);
    expect(fromPounds(-12.5)).toBe(-1250);
  });

  it('goes there and back for every amount up to £2,500.00, penny by penny', () => {
    const mismatches: number[] = [];
    for (let pence = -10_000; pence <= 250_000; pence++) {
      if (fromPounds(toPounds(pence)) !== pence || nearestPence(toPounds(pence)) !== pence) mismatches.push(pence);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('refuses fractions of a penny and amounts beyond whole pence', () => {
    expect(() => toPounds(10.5)).toThrow(/whole number of pence/);
    expect(() => fromPounds(1.005)).toThrow(/pounds and pence/);
    expect(() => fromPounds(0.001)).toThrow(/pounds and pence/);
    expect(() => fromPounds(Number.NaN)).toThrow();
    expect(() => fromPounds(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => fromPounds(1e21)).toThrow(/pounds and pence/);
  });

  it('reads pounds the API sent as the nearest penny, without float drift', () => {
    expect(nearestPence(0)).toBe(0);
    expect(nearestPence(0.01)).toBe(1);
    expect(nearestPence(0.99)).toBe(99);
    expect(nearestPence(1000)).toBe(100_000);
    // 0.29 * 100 and 0.15 * 100 are 28.999… and 14.999… in binary.
    expect(nearestPence(0.29)).toBe(29);
    expect(nearestPence(0.15)).toBe(15);
    expect(nearestPence(-12.5)).toBe(-1250);
  });

  it('rounds a stray half penny away from zero, on the digits as written', () => {
    // 1.005 and 2.675 are stored a hair below the half; * 100 would round them down.
    expect(nearestPence(1.005)).toBe(101);
    expect(nearestPence(2.675)).toBe(268);
    expect(nearestPence(0.005)).toBe(1);
    expect(nearestPence(-1.005)).toBe(-101);
    expect(nearestPence(1.0049)).toBe(100);
    expect(nearestPence(1e-7)).toBe(0);
  });
});

describe('money as a reader sees it', () => {
  it.each([
    [0, '£0.00'],
    [1, '£0.01'],
    [99, '£0.99'],
    [4999, '£49.99'],
    [99_999, '£999.99'],
    [100_000, '£1,000.00'],
    [123_456, '£1,234.56'],
    [123_456_789, '£1,234,567.89'],
    [-1, '-£0.01'],
    [-150, '-£1.50'],
    [-100_000, '-£1,000.00'],
  ])('writes %i pence as %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it('writes every amount from -£100.00 to £2,500.00, penny by penny, as Intl’s en-GB GBP does', () => {
    const mismatches: string[] = [];
    for (let pence = -10_000; pence <= 250_000; pence++) {
      const text = intl.format(pence / 100);
      if (formatPence(pence) !== text || formatPounds(pence / 100) !== text) mismatches.push(`${pence}: ${formatPence(pence)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('writes large amounts digit for digit, up to the largest whole number of pence', () => {
    // The reference splits the digits of the pence as text: no division at all.
    const byDigits = (pence: number) => {
      const digits = String(pence).padStart(3, '0');
      return `£${digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')}.${digits.slice(-2)}`;
    };
    const amounts = [Number.MAX_SAFE_INTEGER, 100_000_000_000_005, 7_036_874_417_766_399];
    for (let power = 5; power <= 15; power++) for (const step of [-1, 0, 1, 5, 49, 50, 51, 99]) amounts.push(10 ** power + step);
    expect(amounts.map(formatPence)).toEqual(amounts.map(byDigits));
    expect(formatPence(Number.MAX_SAFE_INTEGER)).toBe('£90,071,992,547,409.91');
  });

  it('writes pounds from the API as Intl does, a stray third decimal included', () => {
    const amounts = [0, 0.005, 1.005, 2.675, 1234.5, -1234.5, 999_999.99, 1_000_000, 12_345_678.9, 0.1 + 0.2];
    expect(amounts.map(formatPounds)).toEqual(amounts.map((amount) => intl.format(amount)));
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-5)).toBe('-£5.00');
    // Intl writes -0 as "-£0.00"; no amount is ever less than nothing, and JSON from the API has no -0.
    expect(formatPounds(-0)).toBe('£0.00');
  });

  it('writes a price as the plain decimal schema.org and form fields take', () => {
    expect(decimalPounds(0)).toBe('0.00');
    expect(decimalPounds(5)).toBe('0.05');
    expect(decimalPounds(799)).toBe('7.99');
    expect(decimalPounds(43_900)).toBe('439.00');
    expect(decimalPounds(100_000)).toBe('1000.00');
    expect(() => decimalPounds(1.5)).toThrow(RangeError);
    expect(() => decimalPounds(-1)).toThrow(RangeError);
  });
});

describe('rounding half up without floats', () => {
  it.each([
    [21900, 500, 1043], // £219 at 5%: 219 * 5/105 = 10.428... -> £10.43
    [1299, 2000, 217], // £12.99 at 20%: 2.165 -> £2.17, half up
    [600, 2000, 100],
    [0, 2000, 0],
    [1000, 0, 0],
    [-1299, 2000, -217], // a refund's VAT is the sale's, signed
    [-600, 2000, -100],
  ])('finds the VAT inside %i pence at %i basis points: %i', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });

  it.each([
    [5, 2, 3], // 2.5 -> 3
    [3, 2, 2], // 1.5 -> 2
    [1, 2, 1], // 0.5 -> 1
    [1, 3, 0], // 0.33 -> 0
    [2, 3, 1], // 0.67 -> 1
    [2320, 3, 773], // £23.20 over 3: 773.33p
    [0, 7, 0],
  ])('divides %i by %i to %i', (numerator, denominator, quotient) => {
    expect(divideHalfUp(numerator, denominator)).toBe(quotient);
  });
});
