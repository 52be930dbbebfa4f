import { onFirstUse } from '../text/on-first-use.ts';

const pounds = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** Amounts arrive from the API in pounds with two decimals; this only formats them. */
export function formatPounds(amount: number): string {
  return pounds().format(amount);
}
