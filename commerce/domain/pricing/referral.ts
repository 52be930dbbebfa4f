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
