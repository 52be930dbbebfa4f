import { describe, expect, it } from 'vitest';
import { findCardData, holdsCardNumber } from '../../../commerce/payments/card-data-refusal.ts';
import { parsePaymentData } from '../../../commerce/payments/payment-data.ts';

const BROWSER = {
  screenHeight: 900,
  screenWidth: 1280,
  language: 'en-GB',
  javaEnabled: false,
  colorDepth: 24,
  origin: 'https://shop.test',
};
const find = (value: unknown) => findCardData(JSON.stringify(value), value);

describe('card data in paymentData', () => {
  it('sees a Luhn-valid number of 12 to 19 digits, with spaces or dashes, anywhere', () => {
    for (const text of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      'pay with 378282246310005 thanks',
      '6011111111111117',
    ]) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
    expect(find({ a: [{ b: '5555 5555 5555 4444' }] })).toBe('cardNumber');
    expect(find({ x: 4000000000000002 })).toBe('cardNumber');
    expect(find({ '4242424242424242': true })).toBe('cardNumber');
  });

  it('lets through what is not a card: a typo’d number, too few or too many digits, a token, the browser details', () => {
    for (const text of [
      '4242424242424241',
      '42424242424',
      '42424242424242424242',
      `tok_${'A1'.repeat(21)}A`,
      '2026-11-23',
      '07700 900123',
    ]) {
      expect(holdsCardNumber(text), text).toBe(false);
    }
    expect(find({ cardToken: `tok_${'b'.repeat(43)}`, browserDetails: BROWSER, expectedAmountDue: 123.45 })).toBeNull();
  });

  it('sees a field named like a security code, whatever it holds', () => {
    for (const key of ['cvc', 'CVV', 'cvv2', 'csc', 'securityCode', 'security_code', 'card_verification_value']) {
      expect(find({ nested: { [key]: '' } }), key).toBe('securityCode');
    }
  });

  it('is refused before the shape is read, in words that never repeat it', () => {
    const refused = parsePaymentData(JSON.stringify({ card: { number: '4242 4242 4242 4242' }, browserDetails: BROWSER }));
    expect(refused).toMatchObject({ ok: false, reason: 'CARD_DATA_REFUSED', field: 'paymentData' });
    expect(JSON.stringify(refused)).not.toContain('4242');
    // Not JSON at all, and holding a number: still refused as card data, not echoed.
    expect(parsePaymentData('card=4000000000000002')).toMatchObject({ ok: false, reason: 'CARD_DATA_REFUSED' });
  });

  it('takes the token, the browser details and the amount, and nothing else', () => {
    const cardToken = `tok_${'c'.repeat(43)}`;
    expect(parsePaymentData(JSON.stringify({ cardToken, browserDetails: BROWSER, expectedAmountDue: 12.5 }))).toEqual({
      ok: true,
      data: { cardToken, browserDetails: BROWSER, expectedAmountDue: 12.5 },
    });
    expect(parsePaymentData(JSON.stringify({ cardToken, browserDetails: BROWSER, name: 'Ada' }))).toMatchObject({
      ok: false,
      field: 'paymentData',
    });
  });

  it('sees a number however its groups are separated, and in any script’s digits', () => {
    for (const text of [
      '4242\t4242\t4242\t4242',
      '4242  4242  4242  4242',
      '4242_4242_4242_4242',
      '4242.4242.4242.4242',
      '4242/4242/4242/4242',
      '4242 - 4242 - 4242 - 4242',
      'http://x/4242.4242.4242.4242',
      'ref 1 4242 4242 4242 4242 0',
      '４２４２４２４２４２４２４２４２',
      '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
      '४२४२ ४२४२ ४२४२ ४२४२',
      '𝟒𝟐𝟒𝟐𝟒𝟐𝟒𝟐𝟒𝟐𝟒𝟐𝟒𝟐𝟒𝟐',
    ]) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
    expect(find({ x: '4242\u00a04242\u20034242\u30004242' })).toBe('cardNumber');
  });

  it('sees a number split over the values of an array or an object', () => {
    expect(find({ cardToken: ['42424242', '42424242'] })).toBe('cardNumber');
    expect(find({ a: '4242 4242', b: 42424242 })).toBe('cardNumber');
    expect(find([4242, 4242, 4242, 4242])).toBe('cardNumber');
    // The browser details' own numbers side by side are no card.
    expect(find({ browserDetails: { ...BROWSER, screenHeight: 2160, screenWidth: 3840, colorDepth: 48 } })).toBeNull();
  });

  it('sees a security code under any of the names providers give it', () => {
    for (const key of ['card_cvc', 'CVC ', 'cardCode', 'cvn', 'cvv_code', 'CVV2', 'cardSecurityCode', 'ｃｖｃ', 'c-v-c']) {
      expect(find({ [key]: '' }), key).toBe('securityCode');
    }
  });

  it('never repeats an unknown key or its value in the refusal', () => {
    for (const key of ['foo4242.4242.4242.4242', 'fooBarBaz', 'x'.repeat(40)]) {
      const refused = parsePaymentData(JSON.stringify({ [key]: 'secret-value', browserDetails: BROWSER }));
      expect(refused.ok, key).toBe(false);
      expect(JSON.stringify(refused), key).not.toContain(key.slice(0, 8));
      expect(JSON.stringify(refused), key).not.toContain('secret-value');
    }
    const nested = parsePaymentData(JSON.stringify({ browserDetails: { ...BROWSER, extraKey: 1 } }));
    expect(nested).toEqual({
      ok: false,
      field: 'paymentData.browserDetails',
      message: 'paymentData.browserDetails holds a field it does not take.',
    });
  });

  it('takes only a language tag and a bare origin in the browser details', () => {
    for (const language of ['en-GB', 'en', 'zh-Hans-CN', 'es-419', 'sr-Latn-RS']) {
      expect(parsePaymentData(JSON.stringify({ browserDetails: { ...BROWSER, language } })).ok, language).toBe(true);
    }
    for (const language of ['en GB', 'english please', 'en-GB;q=0.9', '', 'x', 'en-a-b-c-d']) {
      expect(parsePaymentData(JSON.stringify({ browserDetails: { ...BROWSER, language } })), language).toMatchObject({
        ok: false,
        field: 'paymentData.browserDetails.language',
      });
    }
    for (const origin of ['https://shop.test', 'http://localhost:4321', 'http://127.0.0.1:4321']) {
      expect(parsePaymentData(JSON.stringify({ browserDetails: { ...BROWSER, origin } })).ok, origin).toBe(true);
    }
    for (const origin of [
      'https://shop.test/',
      'http://x/hello',
      'https://shop.test?q=1',
      'https://user@shop.test',
      'javascript:alert(1)',
    ]) {
      expect(parsePaymentData(JSON.stringify({ browserDetails: { ...BROWSER, origin } })), origin).toMatchObject({
        ok: false,
        field: 'paymentData.browserDetails.origin',
      });
    }
  });
});
