import { assertPence, formatPence, type Pence } from '../money.ts';

export type CreditRequestCheck =
  /** What the cart keeps: the pence asked for, or null when the customer stops using credit. */
  { ok: true; requestedPence: Pence | null } | { ok: false; message: string };

/**
 * How much of their credit a customer may ask to put against their cart. More than the balance
 * is refused rather than capped, so the customer never sees a smaller amount go through than
 * they typed without being told. More than the order total is accepted: the totals use only
 * what is payable, and the rest counts if the basket grows before payment.
 */
export function checkCreditRequest(requestedPence: Pence, balancePence: Pence): CreditRequestCheck {
  const requested = assertPence(requestedPence);
  const balance = Math.max(0, assertPence(balancePence));
  if (requested < 0) return { ok: false, message: 'The credit to use cannot be negative; send 0 to stop using credit.' };
  if (requested === 0) return { ok: true, requestedPence: null };
  if (balance === 0) return { ok: false, message: 'You have no credit to use on this order.' };
  if (requested > balance) {
    return { ok: false, message: `You have ${formatPence(balance)} credit; enter an amount up to ${formatPence(balance)}.` };
  }
  return { ok: true, requestedPence: requested };
}
