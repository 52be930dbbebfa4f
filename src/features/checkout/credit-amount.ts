import { checkCreditRequest, fromPounds, toPounds } from '../../../commerce/shared/index.ts';

/**
 * "Use my credit": as much of the balance as the order can take. Measured against the order's
 * total, not the amount due, because the amount due already has any credit in use taken off.
 */
export function fullCreditAmount(balance: number, orderTotal: number): number {
  return toPounds(Math.max(0, Math.min(fromPounds(balance), fromPounds(orderTotal))));
}

export type CreditAmountEntry = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Reads the amount typed into the credit box: pounds and pence (a £ sign and commas are fine),
 * checked by the same rule the server applies (no more than the balance) before it is sent.
 */
export function parseCreditAmount(text: string, balance: number): CreditAmountEntry {
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter an amount in pounds and pence, such as 12.50.' };
  const check = checkCreditRequest(fromPounds(Number(cleaned)), fromPounds(balance));
  return check.ok ? { ok: true, amount: toPounds(check.requestedPence ?? 0) } : { ok: false, message: check.message };
}
