import { mailboxKey } from '../mailbox-key.ts';
import type { Pence } from '../money.ts';
import type { Coupon } from './coupons.ts';
import { formatPence } from '../money.ts';

/*
 * Referral codes are read aloud and typed into links, so they are plain letters A–Z and
 * digits, stored upper-case and compared as such.
 */

const REFERRAL_CODE_MIN_LENGTH = 3;
const REFERRAL_CODE_MAX_LENGTH = 20;
const FALLBACK_STEM = 'HEARTH';
/** Leaves room for the random digits within the maximum length. */
const MAX_STEM_LENGTH = 10;

type ReferralCodeProblem = 'REFERRAL_CODE_EMPTY' | 'REFERRAL_CODE_INVALID_CHARACTERS' | 'REFERRAL_CODE_WRONG_LENGTH';

type ValidReferralCode = { ok: true; referralCode: string } | { ok: false; code: ReferralCodeProblem; message: string };

/** A referral code a customer chose, as it will be stored, or what to change. */
export function validateReferralCode(input: string): ValidReferralCode {
  const referralCode = input.trim().toUpperCase();
  if (referralCode === '') {
    return { ok: false, code: 'REFERRAL_CODE_EMPTY', message: 'Enter a referral code of 3 to 20 letters and digits.' };
  }
  if (!/^[A-Z0-9]+$/.test(referralCode)) {
    return {
      ok: false,
      code: 'REFERRAL_CODE_INVALID_CHARACTERS',
      message: 'Use only letters A to Z and digits 0 to 9 in your referral code: remove spaces, accents and symbols.',
    };
  }
  if (referralCode.length < REFERRAL_CODE_MIN_LENGTH || referralCode.length > REFERRAL_CODE_MAX_LENGTH) {
    const fix = referralCode.length < REFERRAL_CODE_MIN_LENGTH ? 'make it longer' : 'shorten it';
    return {
      ok: false,
      code: 'REFERRAL_CODE_WRONG_LENGTH',
      message: `A referral code has 3 to 20 letters and digits; yours has ${referralCode.length}, so ${fix}.`,
    };
  }
  return { ok: true, referralCode };
}

/**
 * A first referral code from the customer's name and digits the caller drew at random, e.g.
 * ('Zoë', '4821') -> 'ZOE4821'. Accents are dropped and other non-letters removed; a name
 * with no Latin letters gets 'HEARTH'. Deterministic, so the store can retry with new digits
 * when the code is taken.
 */
export function generateReferralCode(name: string, randomDigits: string): string {
  if (!/^[0-9]{2,10}$/.test(randomDigits)) {
    throw new RangeError(`randomDigits must be 2 to 10 digits: ${JSON.stringify(randomDigits)}`);
  }
  const letters = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, MAX_STEM_LENGTH);
  return `${letters === '' ? FALLBACK_STEM : letters}${randomDigits}`;
}

/** What the shop gives for a referral (referral_offer): the friend's discount and the referrer's credit. */
export interface ReferralOffer {
  friendDiscountPence: Pence;
  friendMinSpendPence: Pence;
  referrerCreditPence: Pence;
}

/** A referral code on a cart: whose code it is and what it gives. */
export interface Referral {
  code: string;
  referrerCustomerId: string;
  referrerEmail: string;
  offer: ReferralOffer;
}

export interface ReferralFriend {
  customerId: string | null;
  email: string | null;
  /** Orders this friend placed or is paying for, this cart aside, counted as for the purchaser (purchaser.ts). */
  earlierOrders: number;
}

type ReferralRefusal = { code: 'REFERRAL_OWN_CODE' | 'REFERRAL_NOT_FIRST_ORDER' | 'REFERRAL_SAME_ADDRESS'; message: string };

/**
 * Whether a friend may use a referral: not the referrer's own code (by account or by mailbox), and
 * only on a first order. The email is the one the order carries, so signing out does not help, and
 * it is compared as a mailbox (mailbox-key.ts), so `you+friend@…` or a Gmail address with a dot
 * moved is still the referrer.
 */
export function referralRefusal(referral: Referral, friend: ReferralFriend): ReferralRefusal | null {
  const ownMailbox = friend.email?.trim() ? mailboxKey(friend.email) === mailboxKey(referral.referrerEmail) : false;
  if (friend.customerId === referral.referrerCustomerId || ownMailbox) {
    return {
      code: 'REFERRAL_OWN_CODE',
      message: 'That is your own referral code: it is for friends. Share your link with them instead.',
    };
  }
  if (friend.earlierOrders > 0) {
    return {
      code: 'REFERRAL_NOT_FIRST_ORDER',
      message: 'A referral code works on a first order only, so it takes nothing off this one. You can pay without it.',
    };
  }
  return null;
}

/**
 * A referral is for a friend in another household: an order delivered to an address of the
 * referrer (saved, or one their orders went to), or to where an earlier friend of theirs had a
 * referral order delivered, is most likely the referrer paying for it under another email. The
 * words name the rule, not whose address it is.
 */
export const REFERRAL_SAME_ADDRESS: ReferralRefusal = {
  code: 'REFERRAL_SAME_ADDRESS',
  message:
    'A referral code is for a friend ordering to their own address, and this delivery address has already had a referral from this code or belongs to its owner. Remove the code to pay without it.',
};

/**
 * A referral as the coupon rules price it: a fixed amount off a basket over the minimum. No
 * per-customer count: "a first order only" is the limit (referralRefusal, and one reward per friend
 * when the payment starts), so a basket can take the code before the shopper gives an email.
 */
export function referralCoupon(referral: Pick<Referral, 'code' | 'offer'>): Coupon {
  return {
    kind: 'fixedAmount',
    amountPence: referral.offer.friendDiscountPence,
    code: referral.code,
    name: `${formatPence(referral.offer.friendDiscountPence)} off your first order, from a friend`,
    minSpendPence: referral.offer.friendMinSpendPence,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    enabled: true,
  };
}

/** What the account's referral tab says each side gets. */
export function referralOfferText(offer: ReferralOffer): string {
  return `A friend who uses your code gets ${formatPence(offer.friendDiscountPence)} off a first order of ${formatPence(
    offer.friendMinSpendPence,
  )} or more, and you get ${formatPence(offer.referrerCreditPence)} of credit when their order is placed.`;
}
