import type { Refusal } from '../checkout/server-refusal.ts';

/** Where the code is typed: the basket has no email field; checkout's review step comes after the details. */
export type CouponPlace = 'basket' | 'checkout';

/**
 * What applying `applied` did, in words: an order takes one code, so a code already on it is
 * replaced, and the shopper is told which, with what it was worth.
 */
export function couponAppliedText(
  applied: string,
  before: { code: string; saving: string | null } | null,
): { text: string; replaced: boolean } {
  const code = applied.trim().toUpperCase();
  if (!before || before.code === code) return { text: `${code} applied.`, replaced: false };
  const worth = before.saving ? ` (it took ${before.saving} off)` : '';
  return {
    text: `${code} applied in place of ${before.code}${worth}: an order can use one code. To keep ${before.code}, enter it again.`,
    replaced: true,
  };
}

/**
 * A refused code in words the shopper can act on where they are. A code for one use per customer
 * needs an email address, which the basket does not ask for: say where to give it.
 */
export function couponRefusalText(refusal: Refusal, place: CouponPlace, code: string): string {
  if (refusal.extensions.reason === 'COUPON_NEEDS_EMAIL' && place === 'basket') {
    return `${code.trim().toUpperCase()} is limited per customer, so it needs your email address. Go to checkout, enter your details, then apply the code when you review your order.`;
  }
  return refusal.message;
}
