import { assertPence, formatPence, type Pence } from '../money.ts';

/**
 * The most the desk grants or removes in one go: above it is more likely a slip of the keyboard
 * (£5000 for £50.00) than goodwill, and a larger amount can be made in steps, each audited.
 */
export const MAX_CREDIT_ADJUSTMENT_PENCE = 50_000;

export type CreditAdjustmentKind = 'grant' | 'remove';

export type CreditAdjustment = { ok: true; entryPence: Pence; balanceAfterPence: Pence } | { ok: false; message: string };

/**
 * Whether the shop may grant or remove this much credit, and the credit-history entry it makes
 * (negative when removed). Removing never takes a balance below zero: credit is money the
 * customer may spend, and a negative balance would be a debt the shop never agreed with them.
 */
export function creditAdjustment(kind: CreditAdjustmentKind, amountPence: number, balancePence: Pence): CreditAdjustment {
  assertPence(balancePence);
  if (!Number.isSafeInteger(amountPence)) return { ok: false, message: 'Enter the amount in pounds and pence, such as 10.50.' };
  if (amountPence <= 0) return { ok: false, message: 'Enter an amount above £0.00.' };
  if (amountPence > MAX_CREDIT_ADJUSTMENT_PENCE) {
    return { ok: false, message: `Enter at most ${formatPence(MAX_CREDIT_ADJUSTMENT_PENCE)} at a time.` };
  }
  if (kind === 'remove' && amountPence > balancePence) {
    return {
      ok: false,
      message: `The customer has ${formatPence(Math.max(0, balancePence))} of credit: remove at most that, never below £0.00.`,
    };
  }
  const entryPence = creditEntryPence(kind, amountPence);
  return { ok: true, entryPence, balanceAfterPence: balancePence + entryPence };
}

/** The credit-history entry a grant or removal of this amount makes: negative when removed. */
export function creditEntryPence(kind: CreditAdjustmentKind, amountPence: number): number {
  return kind === 'grant' ? amountPence : -amountPence;
}

/** How the shop's own entry reads in the customer's credit history. */
export function creditAdjustmentDescription(kind: CreditAdjustmentKind, reason: string): string {
  return kind === 'grant' ? `From the shop: ${reason}` : `Removed by the shop: ${reason}`;
}
