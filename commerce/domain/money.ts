/**
 * Money inside the shop is integer pence; the API speaks pounds with two decimals.
 * Keeping the conversion in one place means no other module ever adds floats.
 */
export type Pence = number;

export function assertPence(value: number): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of pence: ${value}`);
  return value;
}

/** Pence to pounds for the API boundary (e.g. 12999 -> 129.99). */
export function toPounds(pence: Pence): number {
  return Math.round(assertPence(pence)) / 100;
}

/** Pounds typed by a person or a client to pence, refusing anything finer than a penny. */
export function fromPounds(pounds: number): Pence {
  const pence = Math.round(pounds * 100);
  if (!Number.isFinite(pounds) || Math.abs(pence - pounds * 100) > 1e-6) {
    throw new RangeError(`Not an amount in pounds and pence: ${pounds}`);
  }
  return pence;
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
  // Half-up on a positive integer fraction, computed without floats.
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  return sign * Math.floor((2 * abs + denominator) / (2 * denominator));
}
