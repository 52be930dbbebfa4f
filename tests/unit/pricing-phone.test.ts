import { describe, expect, it } from 'vitest';
import { normaliseUkPhone } from '../../commerce/domain/phone.ts';

describe('normaliseUkPhone', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['07700-900-123', '+447700900123'],
    ['07700.900.123', '+447700900123'],
    ['  07700900123  ', '+447700900123'],
    ['(01632) 960 123', '+441632960123'],
    ['020 7946 0018', '+442079460018'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['+44 ( 0 ) 20 7946 0018', '+442079460018'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 07700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['0044 (0)7700 900123', '+447700900123'],
    ['+447700900123', '+447700900123'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['+33 (0)1 23 45 67 89', '+33123456789'],
    ['0033 1 23 45 67 89', '+33123456789'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])('reads %s as %s', (typed, phone) => {
    expect(normaliseUkPhone(typed)).toEqual({ ok: true, phone });
  });

  it('asks for a number when there is none', () => {
    expect(normaliseUkPhone('   ')).toEqual({ ok: false, code: 'PHONE_EMPTY', message: 'Enter a phone number, for example 07700 900123.' });
  });

  it('refuses letters, including a letter O typed for a zero and extensions', () => {
    for (const typed of ['0770O 900123', '01632 960123 ext 12', 'call me']) {
      expect(normaliseUkPhone(typed)).toMatchObject({
        ok: false,
        code: 'PHONE_HAS_LETTERS',
        message: expect.stringMatching(/Remove the letters/),
      });
    }
  });

  it('names the characters to remove', () => {
    const result = normaliseUkPhone('07700/900#123');
    expect(result).toMatchObject({ ok: false, code: 'PHONE_INVALID_CHARACTERS' });
    expect(!result.ok && result.message).toContain('Remove "/#"');
    expect(normaliseUkPhone('+44 7700 +900123')).toMatchObject({
      code: 'PHONE_INVALID_CHARACTERS',
      message: expect.stringContaining('"+"'),
    });
  });

  it('refuses a UK number one digit short or long, counting the digits', () => {
    expect(normaliseUkPhone('07700 90012')).toEqual({
      ok: false,
      code: 'PHONE_WRONG_LENGTH',
      message: 'A UK number has 11 digits starting with 0 (for example 07700 900123); yours has 10. Check for a missing or extra digit.',
    });
    expect(normaliseUkPhone('07700 9001234')).toMatchObject({
      code: 'PHONE_WRONG_LENGTH',
      message: expect.stringContaining('yours has 12'),
    });
    expect(normaliseUkPhone('+44 7700 90012')).toMatchObject({
      code: 'PHONE_WRONG_LENGTH',
      message: expect.stringContaining('10 digits after +44 (not counting a 0 in brackets); yours has 9'),
    });
    expect(normaliseUkPhone('+44 (0)7700 9001234')).toMatchObject({ code: 'PHONE_WRONG_LENGTH' });
  });

  it('refuses a number with neither a leading 0 nor a country code, rather than guessing', () => {
    for (const typed of ['7700 900123', '447700900123']) {
      expect(normaliseUkPhone(typed)).toMatchObject({
        ok: false,
        code: 'PHONE_NEEDS_PREFIX',
        message: 'Start your phone number with 0 (for example 07700 900123), or with + and the country code.',
      });
    }
  });

  it('refuses international numbers too short or too long for any country', () => {
    expect(normaliseUkPhone('+123 45')).toMatchObject({ code: 'PHONE_WRONG_LENGTH', message: expect.stringContaining('yours has 5') });
    expect(normaliseUkPhone('+1234 5678 9012 3456')).toMatchObject({
      code: 'PHONE_WRONG_LENGTH',
      message: expect.stringContaining('yours has 16'),
    });
    expect(normaliseUkPhone('+1 234 567')).toEqual({ ok: true, phone: '+1234567' });
  });

  it('refuses numbers with a zero too many', () => {
    expect(normaliseUkPhone('+0 7700 900123')).toMatchObject({ code: 'PHONE_INVALID_NUMBER' });
    expect(normaliseUkPhone('+44 00 7700 90012')).toMatchObject({ code: 'PHONE_INVALID_NUMBER' });
  });
});
