import { nearestPence } from './money-text.ts';

/**
 * Money inside the shop is integer pence; the API speaks pounds with two decimals. This is the one
 * module that converts between them and writes an amount for a reader, on the server and (through
 * commerce/shared) in the browser, so no other module adds floats or formats money its own way.
 */
export type Pence = number;

// What the product page runs at load lives in a file of its own: a bundle takes a file whole, and
// that page's start-up script is held to a budget counted in bytes.
export { formatPence, formatPounds, nearestPence } from './money-text.ts';

export function assertPence(value: number): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of pence: ${value}`);
  return value;
}

/** Pence to pounds for the API boundary (e.g. 12999 -> 129.99). */
export function toPounds(pence: Pence): number {
  return Math.round(assertPence(pence)) / 100;
}

/**
 * Pounds typed by a person or a client to pence, refusing anything finer than a penny. A float
 * sum's last-digit noise (0.1 + 0.2) is forgiven; 1.005 is not.
 */
export function fromPounds(pounds: number): Pence {
  const pence = nearestPence(pounds);
  if (!Number.isSafeInteger(pence) || Math.abs(pence - pounds * 100) > 1e-6) {
    throw new RangeError(`Not an amount in pounds and pence: ${pounds}`);
  }
  return pence;
}

/** Whole, non-negative pence as a plain decimal (43900 -> "439.00"), as schema.org and form fields take a price. */
export function decimalPounds(pence: Pence): string {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not a price in pence: ${pence}`);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * The VAT contained in a VAT-inclusive amount, rounded half-up to the penny.
 * Rates are basis points (500 = 5%) so the arithmetic stays integral.
 */
export function vatIncluded(grossPence: Pence, rateBasisPoints: number): Pence {
  assertPence(grossPence);
  if (rateBasisPoints <= 0) return 0;
  const numerator = grossPence * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  const sign = numerator < 0 ? -1 : 1;
  return sign * divideHalfUp(Math.abs(numerator), denominator);
}

/**
 * numerator / denominator to the nearest whole number, a half rounded up, for a whole numerator
 * of 0 or more and a positive whole denominator. floor((2n + d) / 2d) rounds the exact fraction,
 * where rounding n / d itself would round a float that may sit a hair below the half.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
