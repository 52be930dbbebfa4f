/**
 * Amounts arrive from the API in pounds with two decimals; this only formats them, as Intl's en-GB
 * GBP currency format would ("£1,234.50", "-£5.00"), without Intl: the product page formats its
 * live price at load, and a page's first Intl formatter costs tens of milliseconds of ICU start-up
 * (src/lib/text/london-calendar.ts). The tests compare it with Intl.
 */
export function formatPounds(amount: number): string {
  // Never a price: a bug upstream, shown plainly rather than as garbled digits.
  if (!Number.isFinite(amount)) return `£${amount}`;
  // Rounded on the decimal digits the number is written with ("1.005e2" is 100.5), as Intl rounds.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const pence = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  const pounds = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}£${pounds}.${String(pence % 100).padStart(2, '0')}`;
}
