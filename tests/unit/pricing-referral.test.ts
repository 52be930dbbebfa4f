import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateReferralCode, validateReferralCode } from '../../commerce/domain/pricing/referral.ts';

describe('validateReferralCode', () => {
  it('trims and stores the code upper-case', () => {
    expect(validateReferralCode('  jane2024 ')).toEqual({ ok: true, referralCode: 'JANE2024' });
  });

  it('accepts 3 and 20 characters, refuses 2 and 21, and says which way to go', () => {
    expect(validateReferralCode('ab1')).toEqual({ ok: true, referralCode: 'AB1' });
    expect(validateReferralCode('A'.repeat(20))).toMatchObject({ ok: true });
    expect(validateReferralCode('ab')).toEqual({
      ok: false,
      code: 'REFERRAL_CODE_WRONG_LENGTH',
      message: 'A referral code has 3 to 20 letters and digits; yours has 2, so make it longer.',
    });
    expect(validateReferralCode('A'.repeat(21))).toMatchObject({
      code: 'REFERRAL_CODE_WRONG_LENGTH',
      message: expect.stringContaining('yours has 21, so shorten it'),
    });
  });

  it('refuses spaces, symbols and accented letters', () => {
    for (const typed of ['jane smith', 'JANE-1', 'zoë1', 'ABC!']) {
      expect(validateReferralCode(typed)).toEqual({
        ok: false,
        code: 'REFERRAL_CODE_INVALID_CHARACTERS',
        message: 'Use only letters A to Z and digits 0 to 9 in your referral code: remove spaces, accents and symbols.',
      });
    }
  });

  it('asks for a code when there is none', () => {
    expect(validateReferralCode('   ')).toMatchObject({
      ok: false,
      code: 'REFERRAL_CODE_EMPTY',
      message: expect.stringContaining('Enter a referral code'),
    });
  });
});

describe('generateReferralCode', () => {
  it.each([
    ['Jane', '4821', 'JANE4821'],
    ['Zoë', '4821', 'ZOE4821'],
    ["O'Brien-Smith", '12', 'OBRIENSMIT12'],
    ['Siân Ellis', '0007', 'SIANELLIS0007'],
    ['李', '1234', 'HEARTH1234'],
    ['', '1234', 'HEARTH1234'],
    ['Jo', '99', 'JO99'],
  ])('makes %s with %s into %s', (name, digits, expected) => {
    expect(generateReferralCode(name, digits)).toBe(expected);
  });

  it('refuses digits that are not 2 to 10 digits', () => {
    for (const digits of ['1', '12a4', '12345678901', '']) {
      expect(() => generateReferralCode('Jane', digits)).toThrow(RangeError);
    }
  });

  it('always makes a code that passes validation, and the same code for the same inputs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.stringMatching(/^[0-9]{2,10}$/), (name, digits) => {
        const generated = generateReferralCode(name, digits);
        expect(validateReferralCode(generated)).toEqual({ ok: true, referralCode: generated });
        expect(generateReferralCode(name, digits)).toBe(generated);
      }),
    );
  });
});
