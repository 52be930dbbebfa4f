import type { Pence } from '../money.ts';
import { normaliseCouponCode } from './coupons.ts';
import { formatPence } from '../money.ts';

/*
 * A new coupon as staff write it. Coupon and referral codes go in the same box at checkout, so a
 * coupon code follows the referral code's shape (letters and digits, read aloud, typed into
 * links) and the store refuses one a customer already has as a referral code.
 */

const CODE_MIN_LENGTH = 3;
const CODE_MAX_LENGTH = 20;
const NAME_MAX_LENGTH = 80;
/** A fixed amount above this is a typo: no basket of firewood comes near it. */
const MAX_FIXED_AMOUNT_PENCE: Pence = 100_000;
const MAX_USES = 1_000_000;
/** A minimum spend above this is a typo as well, and past the stored integer a database failure. */
const MAX_MIN_SPEND_PENCE: Pence = 1_000_000;
/** Instants before this are no plan for a coupon; year 0 is not even a year PostgreSQL stores. */
const EARLIEST_INSTANT_MS = Date.UTC(2000, 0, 1);

export type CouponDraftBenefit =
  | { kind: 'percentage'; percentBasisPoints: number }
  | { kind: 'fixedAmount'; amountPence: Pence }
  | { kind: 'freeDelivery' };

export type CouponDraft = CouponDraftBenefit & {
  code: string;
  name: string;
  minSpendPence: Pence;
  /** Null: from now. */
  startsAt: Date | null;
  /** Null: no end. */
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
};

type CouponDraftField = 'code' | 'name' | 'percent' | 'amount' | 'minSpend' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer';

export interface CouponDraftProblem {
  field: CouponDraftField;
  message: string;
}

function positiveCountOrNull(value: number | null): boolean {
  return value === null || (Number.isSafeInteger(value) && value >= 1 && value <= MAX_USES);
}

/** The code as it is stored and matched: trimmed, upper case. */
export function couponCodeOf(draft: Pick<CouponDraft, 'code'>): string {
  return normaliseCouponCode(draft.code);
}

/** Every broken rule of a draft, in the form's field order; empty when it may be created. */
export function couponDraftProblems(draft: CouponDraft, now: Date): CouponDraftProblem[] {
  const problems: CouponDraftProblem[] = [];
  const code = couponCodeOf(draft);
  if (!/^[A-Z0-9]*$/.test(code)) {
    problems.push({ field: 'code', message: 'Use only letters A to Z and digits 0 to 9 in a code: remove spaces, accents and symbols.' });
  } else if (code.length < CODE_MIN_LENGTH || code.length > CODE_MAX_LENGTH) {
    problems.push({
      field: 'code',
      message: `A code has ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} letters and digits; this one has ${code.length}.`,
    });
  }
  const name = draft.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    problems.push({
      field: 'name',
      message: `Describe the offer for shoppers in 1 to ${NAME_MAX_LENGTH} characters, e.g. "10% off logs".`,
    });
  }
  if (draft.kind === 'percentage') {
    const points = draft.percentBasisPoints;
    if (!Number.isSafeInteger(points) || points < 1 || points > 10_000) {
      problems.push({ field: 'percent', message: 'Enter a percentage above 0 and at most 100, with at most two decimals.' });
    }
  } else if (draft.kind === 'fixedAmount') {
    const amount = draft.amountPence;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_FIXED_AMOUNT_PENCE) {
      problems.push({ field: 'amount', message: `Enter an amount off above £0.00 and at most ${formatPence(MAX_FIXED_AMOUNT_PENCE)}.` });
    }
  }
  if (!Number.isSafeInteger(draft.minSpendPence) || draft.minSpendPence < 0 || draft.minSpendPence > MAX_MIN_SPEND_PENCE) {
    problems.push({
      field: 'minSpend',
      message: `Enter a minimum spend from £0.00 (no minimum) to ${formatPence(MAX_MIN_SPEND_PENCE)}.`,
    });
  }
  const starts = draft.startsAt?.getTime() ?? null;
  const ends = draft.endsAt?.getTime() ?? null;
  if (starts !== null && (Number.isNaN(starts) || starts < EARLIEST_INSTANT_MS)) {
    problems.push({ field: 'startsAt', message: 'Enter the start as a date and time from the year 2000 on, or leave it empty for now.' });
  }
  if (ends !== null && Number.isNaN(ends)) {
    problems.push({ field: 'endsAt', message: 'Enter the end as a date and time.' });
  } else if (ends !== null && ends <= now.getTime()) {
    problems.push({ field: 'endsAt', message: 'The end has already passed: choose a later end, or leave it empty for no end.' });
  } else if (ends !== null && starts !== null && ends <= starts) {
    problems.push({ field: 'endsAt', message: 'The end must come after the start.' });
  }
  if (!positiveCountOrNull(draft.maxUses)) {
    problems.push({ field: 'maxUses', message: 'Enter the most uses as a whole number of 1 or more, or leave it empty for no limit.' });
  }
  if (!positiveCountOrNull(draft.maxUsesPerCustomer)) {
    problems.push({
      field: 'maxUsesPerCustomer',
      message: 'Enter the uses per customer as a whole number of 1 or more, or leave it empty for no limit.',
    });
  } else if (
    positiveCountOrNull(draft.maxUses) &&
    draft.maxUses !== null &&
    draft.maxUsesPerCustomer !== null &&
    draft.maxUsesPerCustomer > draft.maxUses
  ) {
    problems.push({ field: 'maxUsesPerCustomer', message: `Uses per customer cannot be more than the ${draft.maxUses} uses in all.` });
  }
  return problems;
}

export type CouponState = 'scheduled' | 'active' | 'ended' | 'usedUp' | 'disabled';

/** Where a coupon stands at `now`, for the desk's list. */
export function couponState(
  coupon: { enabled: boolean; startsAt: Date | null; endsAt: Date | null; maxUses: number | null },
  redemptions: number,
  now: Date,
): CouponState {
  if (!coupon.enabled) return 'disabled';
  if (coupon.endsAt !== null && coupon.endsAt.getTime() <= now.getTime()) return 'ended';
  if (coupon.maxUses !== null && redemptions >= coupon.maxUses) return 'usedUp';
  if (coupon.startsAt !== null && coupon.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/** Why a coupon cannot be ended now, or null when it can: ending is for one that still works or will. */
export function endCouponRefusal(coupon: { enabled: boolean; endsAt: Date | null; code: string }, now: Date): string | null {
  if (!coupon.enabled) return `${coupon.code} is switched off already; it cannot be used.`;
  if (coupon.endsAt !== null && coupon.endsAt.getTime() <= now.getTime()) return `${coupon.code} has ended already.`;
  return null;
}
