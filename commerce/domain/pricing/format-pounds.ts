import { assertPence, type Pence } from '../money.ts';

/** Pence as a shopper reads it in a message: 123456 -> '£1,234.56'. Integer arithmetic only. */
export function formatPounds(pence: Pence): string {
  const whole = assertPence(pence);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  const pennies = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds}.${pennies}`;
}
