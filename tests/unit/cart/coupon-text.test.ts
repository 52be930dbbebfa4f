import { describe, expect, it } from 'vitest';
import { couponAppliedText, couponRefusalText } from '../../../src/features/cart/coupon-text.ts';

describe('what applying a code did', () => {
  it('says a code applied, and nothing more when it replaced none or itself', () => {
    expect(couponAppliedText(' crate20 ', null)).toEqual({ text: 'CRATE20 applied.', replaced: false });
    expect(couponAppliedText('crate20', { code: 'CRATE20', saving: '£20.00' }).replaced).toBe(false);
  });

  it('says which code it replaced and what that one was worth, as an order takes one code', () => {
    expect(couponAppliedText('freedelivery', { code: 'CRATE20', saving: '£20.00' })).toEqual({
      text: 'FREEDELIVERY applied in place of CRATE20 (it took £20.00 off): an order can use one code. To keep CRATE20, enter it again.',
      replaced: true,
    });
    expect(couponAppliedText('WARMWELCOME', { code: 'FREEDELIVERY', saving: null }).text).toMatch(
      /^WARMWELCOME applied in place of FREEDELIVERY: /,
    );
  });
});

describe('a refused code, in words for where the shopper is', () => {
  const needsEmail = {
    message: 'Enter your email address first: the code WARMWELCOME can be used once per customer.',
    extensions: { code: 'BAD_USER_INPUT', reason: 'COUPON_NEEDS_EMAIL' },
  };

  it('tells a shopper in the basket, which has no email field, where to give it', () => {
    expect(couponRefusalText(needsEmail, 'basket', 'warmwelcome')).toBe(
      'WARMWELCOME is limited per customer, so it needs your email address. Go to checkout, enter your details, then apply the code when you review your order.',
    );
  });

  it("keeps the server's words at checkout and for every other refusal", () => {
    expect(couponRefusalText(needsEmail, 'checkout', 'WARMWELCOME')).toBe(needsEmail.message);
    const unknown = { message: 'There is no offer with the code NOPE.', extensions: { reason: 'UNKNOWN_COUPON' } };
    expect(couponRefusalText(unknown, 'basket', 'NOPE')).toBe(unknown.message);
  });
});
