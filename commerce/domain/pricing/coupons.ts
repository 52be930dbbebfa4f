import { assertPence, formatPence, type Pence } from '../money.ts';

type CouponBenefit =
  | { kind: 'percentage' /** Of the goods, VAT included; 1000 = 10%. */; percentBasisPoints: number }
  | { kind: 'fixedAmount'; amountPence: Pence }
  | { kind: 'freeDelivery' };

export type Coupon = CouponBenefit & {
  /** Stored normalised (see normaliseCouponCode). */
  code: string;
  name: string;
  /** Goods subtotal (VAT included) the basket must reach; 0 for none. */
  minSpendPence: Pence;
  /** ISO instants; the start is the first instant the code works, the end the first it doesn't. */
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  enabled: boolean;
};

export interface CouponCart {
  goodsPence: Pence;
  /** The delivery charge a free-delivery code may remove; remote-zone surcharges stay out of it. */
  waivableShippingPence: Pence;
  /** Who the per-customer limit counts against (purchaserKey, domain/purchaser.ts); null while unknown. */
  customerKey: string | null;
}

interface CouponUsage {
  used: number;
  /** Uses by `customerKey`; 0 when the key is null. */
  usedByCustomer: number;
}

type CouponRefusalCode =
  | 'UNKNOWN_COUPON'
  | 'COUPON_DISABLED'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_NEEDS_EMAIL'
  | 'COUPON_ALREADY_USED'
  | 'MINIMUM_SPEND_NOT_MET';

type CouponResult =
  | {
      ok: true;
      /** Off the goods (VAT included); never more than the goods. */
      discountPence: Pence;
      freeDelivery: boolean;
      /** What free delivery saves, for display; order totals book it by zeroing shipping. */
      shippingWaivedPence: Pence;
    }
  | { ok: false; code: CouponRefusalCode; message: string };

/** Codes are typed by people: ' save10 ' and 'SAVE10' are the same code. */
export function normaliseCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function refusal(code: CouponRefusalCode, message: string): CouponResult {
  return { ok: false, code, message };
}

/** Half-up to the penny, in integers: the same rounding as VAT, so no one can game it. */
function percentOf(pence: Pence, basisPoints: number): Pence {
  return Math.floor((2 * pence * basisPoints + 10_000) / 20_000);
}

function discountFor(coupon: Coupon, goodsPence: Pence): Pence {
  switch (coupon.kind) {
    case 'percentage':
      return Math.min(goodsPence, percentOf(goodsPence, Math.max(0, coupon.percentBasisPoints)));
    case 'fixedAmount':
      return Math.min(goodsPence, Math.max(0, assertPence(coupon.amountPence)));
    case 'freeDelivery':
      return 0;
  }
}

/**
 * Whether `coupon` applies to this cart at `now`, and what it takes off. `coupon` is what the
 * store found for the normalised code, undefined when none. The shopper sees the first rule
 * broken, in an order that keeps the one they can fix (spending more) for last.
 */
export function applyCoupon(coupon: Coupon | undefined, cart: CouponCart, usage: CouponUsage, now: Date): CouponResult {
  if (!coupon) {
    return refusal('UNKNOWN_COUPON', "We don't recognise that code. Check it against the one you were given and try again.");
  }
  const goodsPence = assertPence(cart.goodsPence);
  const waivableShippingPence = assertPence(cart.waivableShippingPence);
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('applyCoupon needs a valid instant for now');
  const code = normaliseCouponCode(coupon.code);
  const startsMs = coupon.startsAt === null ? null : Date.parse(coupon.startsAt);
  const endsMs = coupon.endsAt === null ? null : Date.parse(coupon.endsAt);

  // An unreadable date is broken data: refuse rather than guess the coupon is open-ended.
  if (!coupon.enabled || Number.isNaN(startsMs) || Number.isNaN(endsMs)) {
    return refusal('COUPON_DISABLED', `The code ${code} is no longer available.`);
  }
  if (startsMs !== null && nowMs < startsMs) {
    return refusal(
      'COUPON_NOT_STARTED',
      `The code ${code} can be used from ${londonDateTime.format(new Date(startsMs))}; apply it again then.`,
    );
  }
  if (endsMs !== null && nowMs >= endsMs) {
    return refusal('COUPON_EXPIRED', `The code ${code} has expired.`);
  }
  if (coupon.maxUses !== null && usage.used >= coupon.maxUses) {
    return refusal('COUPON_USED_UP', `The code ${code} has been used as many times as it allows and can't be used again.`);
  }
  const perCustomer = coupon.maxUsesPerCustomer;
  if (perCustomer !== null) {
    const allowance = perCustomer === 1 ? 'once per customer' : `${perCustomer} times per customer`;
    if (cart.customerKey === null) {
      return refusal('COUPON_NEEDS_EMAIL', `Enter your email address first: the code ${code} can be used ${allowance}.`);
    }
    if (usage.usedByCustomer >= perCustomer) {
      return refusal('COUPON_ALREADY_USED', `You've already used the code ${code}; it can be used ${allowance}.`);
    }
  }
  if (goodsPence < coupon.minSpendPence) {
    return refusal(
      'MINIMUM_SPEND_NOT_MET',
      `Spend ${formatPence(coupon.minSpendPence)} on products to use ${code}; you have ${formatPence(goodsPence)} in your basket.`,
    );
  }
  const freeDelivery = coupon.kind === 'freeDelivery';
  return {
    ok: true,
    discountPence: discountFor(coupon, goodsPence),
    freeDelivery,
    shippingWaivedPence: freeDelivery ? waivableShippingPence : 0,
  };
}

/**
 * Whether the code was refused only because no one has said who is buying yet: a code limited per
 * customer, typed in the basket, which asks no email.
 */
export function awaitsEmail(result: CouponResult): boolean {
  return !result.ok && result.code === 'COUPON_NEEDS_EMAIL';
}

/** Stands for the purchaser still to give their email: not null, so every other rule is checked. */
const PURCHASER_TO_COME = '';

/**
 * A code limited per customer typed before the shopper has given an email (the basket): every
 * rule but the customer's own uses is checked now, so a code that cannot work is refused at
 * once; those uses are checked against the email once checkout has it, on every read of the
 * basket, and again when it is paid for. Until then it takes nothing off (priceOrder).
 */
export function applyCouponBeforeEmail(coupon: Coupon | undefined, cart: CouponCart, usage: CouponUsage, now: Date): CouponResult {
  const result = applyCoupon(coupon, cart, usage, now);
  if (!awaitsEmail(result)) return result;
  return applyCoupon(coupon, { ...cart, customerKey: PURCHASER_TO_COME }, { used: usage.used, usedByCustomer: 0 }, now);
}
