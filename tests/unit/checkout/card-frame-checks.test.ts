import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../../../commerce/domain/payment-card.ts';
import { cardDigits, cvcLength, detectCardScheme, schemeList, type AcceptedCard } from '../../../commerce/shared/card-schemes.ts';
import { checkCard, isExpired, parseExpiry, vaultCard, type CardDraft } from '../../../dev/test-card/card-frame/card-checks.ts';

/** The schemes as the commerce seed offers them (getPaymentGatewaysForWebsite). */
const SEED_CARDS: AcceptedCard[] = [
  { name: 'Visa', code: 'VISA', cardRegex: '^4[0-9]{12}(?:[0-9]{3}){0,2}$' },
  {
    name: 'Mastercard',
    code: 'MASTERCARD',
    cardRegex: '^(?:5[1-5][0-9]{2}|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}$',
  },
  { name: 'American Express', code: 'AMEX', cardRegex: '^3[47][0-9]{13}$' },
];

/** The London calendar date the checks run on (the frame passes the shopper's own). */
const NOW = '2026-11-21';
const good: CardDraft = { number: '4242 4242 4242 4242', expiry: '08/29', cvc: '123', name: 'Gwen Hart' };

describe('card numbers', () => {
  it('keeps only the digits people type between spaces and dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('passes the Luhn check for the test gateway numbers and fails a one-digit slip', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(passesLuhn(number), number).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });
});

describe('detectCardScheme', () => {
  it('names the scheme of a complete number', () => {
    expect(detectCardScheme('4242 4242 4242 4242', SEED_CARDS)?.code).toBe('VISA');
    expect(detectCardScheme('5555555555554444', SEED_CARDS)?.code).toBe('MASTERCARD');
    expect(detectCardScheme('2221000000000009', SEED_CARDS)?.code).toBe('MASTERCARD');
    expect(detectCardScheme('378282246310005', SEED_CARDS)?.code).toBe('AMEX');
  });

  it('names the scheme while the number is still being typed, from its first digits', () => {
    expect(detectCardScheme('4', SEED_CARDS)?.code).toBe('VISA');
    expect(detectCardScheme('55', SEED_CARDS)?.code).toBe('MASTERCARD');
    expect(detectCardScheme('2720', SEED_CARDS)?.code).toBe('MASTERCARD');
    expect(detectCardScheme('37', SEED_CARDS)?.code).toBe('AMEX');
    expect(detectCardScheme('3782 822', SEED_CARDS)?.code).toBe('AMEX');
  });

  it('names nothing for numbers no accepted scheme starts with, or for nothing at all', () => {
    expect(detectCardScheme('', SEED_CARDS)).toBeNull();
    expect(detectCardScheme('6011', SEED_CARDS)).toBeNull();
    expect(detectCardScheme('5', SEED_CARDS)).toBeNull();
    expect(detectCardScheme('36', SEED_CARDS)).toBeNull();
    expect(detectCardScheme('4242abc', SEED_CARDS)).toBeNull();
    expect(detectCardScheme('4'.repeat(20), SEED_CARDS)).toBeNull();
  });

  it('skips a scheme whose pattern is broken instead of failing', () => {
    expect(detectCardScheme('4242', [{ name: 'Broken', code: 'X', cardRegex: '([' }, ...SEED_CARDS])?.code).toBe('VISA');
  });
});

describe('expiry', () => {
  it('reads the usual ways of writing month and year', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('8/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('08 / 2029')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('12-30')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses months outside 1 to 12 and anything unreadable', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('August 2029')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('treats a card as good to the end of its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, NOW)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, NOW)).toBe(true);
  });
});

describe('checkCard', () => {
  it('finds nothing wrong with a good card', () => {
    expect(checkCard(good, SEED_CARDS, NOW)).toEqual({});
  });

  it('says what is missing, field by field', () => {
    expect(Object.keys(checkCard({ number: '', expiry: '', cvc: '', name: ' ' }, SEED_CARDS, NOW)).sort()).toEqual([
      'cvc',
      'expiry',
      'name',
      'number',
    ]);
  });

  it('refuses a mistyped number, a scheme the gateway does not take, and letters', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, SEED_CARDS, NOW).number).toMatch(/not a valid card number/);
    expect(checkCard({ ...good, number: '6011 1111 1111 1117' }, SEED_CARDS, NOW).number).toBe(
      'We accept Visa, Mastercard or American Express. Enter one of those cards.',
    );
    expect(checkCard({ ...good, number: '4242 abcd' }, SEED_CARDS, NOW).number).toMatch(/digits only/);
    // Without a list of schemes, any valid number will do.
    expect(checkCard({ ...good, number: '6011 1111 1111 1117' }, [], NOW).number).toBeUndefined();
  });

  it('tries the schemes’ patterns only on a well-formed number, never on what else was typed', () => {
    let patternReads = 0;
    const watched = SEED_CARDS.map((card) => ({
      ...card,
      get cardRegex() {
        patternReads += 1;
        return card.cardRegex;
      },
    }));
    for (const number of [`${'a'.repeat(28)}!`, '4242 abcd', '4242 4242 4242 4241', '42424242424242424242', '']) {
      checkCard({ ...good, number }, watched, NOW);
    }
    expect(patternReads).toBe(0);
    expect(checkCard(good, watched, NOW)).toEqual({});
    expect(patternReads).toBeGreaterThan(0);
  });

  it('refuses an expired card, an unreadable date and a year far ahead', () => {
    expect(checkCard({ ...good, expiry: '10/26' }, SEED_CARDS, NOW).expiry).toMatch(/expired/);
    expect(checkCard({ ...good, expiry: '11/26' }, SEED_CARDS, NOW).expiry).toBeUndefined();
    expect(checkCard({ ...good, expiry: '29' }, SEED_CARDS, NOW).expiry).toMatch(/month and year/);
    expect(checkCard({ ...good, expiry: '01/2060' }, SEED_CARDS, NOW).expiry).toMatch(/expiry year/);
  });

  it('wants 4 security digits for American Express and 3 for the others', () => {
    expect(cvcLength(SEED_CARDS[2]!)).toBe(4);
    expect(cvcLength(SEED_CARDS[0]!)).toBe(3);
    expect(checkCard({ ...good, cvc: '1234' }, SEED_CARDS, NOW).cvc).toMatch(/3-digit/);
    expect(checkCard({ ...good, number: '378282246310005', cvc: '123' }, SEED_CARDS, NOW).cvc).toMatch(/4-digit/);
    expect(checkCard({ ...good, number: '378282246310005', cvc: '1234' }, SEED_CARDS, NOW).cvc).toBeUndefined();
  });
});

describe('vaultCard', () => {
  it('gives the vault digits, a numeric month and a four-digit year, and a tidy name; never the security code', () => {
    expect(vaultCard({ number: '4242 4242 4242 4242', expiry: '8/29', cvc: ' 123 ', name: '  Gwen   Hart ' }, SEED_CARDS, NOW)).toEqual({
      number: '4242424242424242',
      expiryMonth: 8,
      expiryYear: 2029,
      name: 'Gwen Hart',
    });
  });

  it('keeps nothing the checks refuse', () => {
    expect(vaultCard({ ...good, expiry: 'soon' }, SEED_CARDS, NOW)).toBeNull();
    expect(vaultCard({ ...good, number: '4242 4242 4242 4241' }, SEED_CARDS, NOW)).toBeNull();
    expect(vaultCard({ ...good, cvc: '' }, SEED_CARDS, NOW)).toBeNull();
  });
});

it('lists the schemes as a sentence', () => {
  expect(schemeList(SEED_CARDS)).toBe('Visa, Mastercard or American Express');
  expect(schemeList(SEED_CARDS.slice(0, 1))).toBe('Visa');
  expect(schemeList([])).toBe('');
});
