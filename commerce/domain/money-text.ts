/**
 * The part of money.ts the product page runs at load, to write its live price: reading the
 * API's pounds as pence, and writing pence for a reader. Import it from money.ts.
 */

/**
 * Pounds the API sent (two decimals) as whole pence, for sums and comparisons. `pounds * 100` can
 * land a hair off the penny (0.29 * 100 is 28.999999999999996); shifting the decimal point in the
 * number's own digits does not, so a stray third decimal rounds half away from zero as written
 * (1.005 -> 101, -1.005 -> -101), as Intl rounds.
 */
export function nearestPence(pounds: number): number {
  const abs = Math.abs(pounds);
  // An exponent form (1e-7, 1e+21) takes no second exponent and reads as NaN; it is far from any price.
  const pence = Math.round(Number(`${abs}e2`) || abs * 100);
  return pounds < 0 ? -pence : pence;
}

/**
 * Whole pence as a reader sees them, the way Intl's en-GB GBP format writes them: 123456 ->
 * "£1,234.56", -500 -> "-£5.00". Written without Intl: a page's first Intl formatter costs tens of
 * milliseconds of ICU start-up (src/lib/text/london-calendar.ts). `abs / 100` is the double nearest
 * the exact quotient, and toFixed(2) rounds that double to the nearest two decimals, which are the
 * quotient's own for any amount under £70 trillion: no drift, in fewer bytes than splitting digits.
 */
export function formatPence(pence: number): string {
  const pounds = (Math.abs(pence) / 100).toFixed(2);
  return `${pence < 0 ? '-' : ''}£${pounds.replace(/\B(?=(\d{3})+\.)/g, ',')}`;
}

/** Pounds from the API as a reader sees them: 1234.5 -> "£1,234.50". */
export function formatPounds(pounds: number): string {
  return formatPence(nearestPence(pounds));
}
