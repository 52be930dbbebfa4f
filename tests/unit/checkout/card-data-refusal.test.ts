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
      field: 'paymentData.name',
    });
  });
});
