import { formatPounds } from '../commerce/format.ts';

/** Pounds as the API sends them to whole pence, so amounts compare without float error. */
const toPence = (pounds: number) => Math.round(pounds * 100);

/**
 * "Use my credit": as much of the balance as the order can take. Measured against the order's
 * total, not the amount due, because the amount due already has any credit in use taken off.
 */
export function fullCreditAmount(balance: number, orderTotal: number): number {
  return Math.max(0, Math.min(toPence(balance), toPence(orderTotal))) / 100;
}

export type CreditAmountEntry = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Reads the amount typed into the credit box: pounds and pence (a £ sign and commas are
 * fine), no more than the balance. The server checks again and has the last word.
 */
export function parseCreditAmount(text: string, balance: number): CreditAmountEntry {
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter an amount in pounds and pence, such as 12.50.' };
  const pence = toPence(Number(cleaned));
  if (pence > toPence(balance)) return { ok: false, message: `You have ${formatPounds(balance)} credit; enter an amount up to ${formatPounds(balance)}.` };
  return { ok: true, amount: pence / 100 };
}
