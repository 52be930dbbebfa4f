import { describe, expect, it } from 'vitest';
import { couponAppliedText } from '../../../src/features/cart/coupon-text.ts';

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

describe('a code limited per customer, typed before the email is known', () => {
  it('is said to be kept and checked against the email at checkout, not applied', () => {
    expect(couponAppliedText(' warmwelcome ', null, true)).toEqual({
      text: 'WARMWELCOME kept: this code is checked against your email at checkout.',
      replaced: false,
    });
    expect(couponAppliedText('warmwelcome', { code: 'CRATE20', saving: '£20.00' }, true).text).toBe(
      'WARMWELCOME kept in place of CRATE20 (it took £20.00 off): an order can use one code. To keep CRATE20, enter it again.',
    );
  });
});
