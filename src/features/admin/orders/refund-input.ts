import { formatPence, nearestPence, toPounds } from '../../../../commerce/shared/index.ts';

/**
 * The refund form's amount, checked before it is sent: pounds and pence, more than nothing, at
 * most what is left to refund. The API checks the same and has the last word.
 */
export type RefundAmount = { ok: true; pounds: number } | { ok: false; message: string };

export function readRefundAmount(text: string, refundable: number): RefundAmount {
  const cleaned = text.trim().replace(/^£/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter the amount in pounds and pence, such as 12.50.' };
  const pence = nearestPence(Number(cleaned));
  if (pence <= 0) return { ok: false, message: 'Enter an amount to refund of at least £0.01.' };
  const leftPence = nearestPence(refundable);
  if (pence > leftPence) {
    return { ok: false, message: `At most ${formatPence(leftPence)} is left to refund on this order.` };
  }
  return { ok: true, pounds: toPounds(pence) };
}
