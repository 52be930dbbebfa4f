/** Where the code is typed: the basket has no email field (it says so); checkout's review step comes after the details. */
export type CouponPlace = 'basket' | 'checkout';

/**
 * What applying `applied` did, in words: an order takes one code, so a code already on it is
 * replaced, and the shopper is told which, with what it was worth. A code limited per customer,
 * typed before the email is known, is kept to be checked at checkout (`awaitsEmail`).
 */
export function couponAppliedText(
  applied: string,
  before: { code: string; saving: string | null } | null,
  awaitsEmail = false,
): { text: string; replaced: boolean } {
  const code = applied.trim().toUpperCase();
  const done = awaitsEmail ? `${code} kept: ${CHECKED_AT_CHECKOUT}` : `${code} applied.`;
  if (!before || before.code === code) return { text: done, replaced: false };
  const worth = before.saving ? ` (it took ${before.saving} off)` : '';
  return {
    text: `${code} ${awaitsEmail ? 'kept' : 'applied'} in place of ${before.code}${worth}: an order can use one code. To keep ${before.code}, enter it again.`,
    replaced: true,
  };
}

/** Beside a code limited per customer that waits for the shopper's email (the basket asks none). */
export const CHECKED_AT_CHECKOUT = 'this code is checked against your email at checkout.';
