import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  applyCouponBeforeEmail,
  awaitsEmail,
  normaliseCouponCode,
  type Coupon,
  type CouponCart,
} from '../../commerce/domain/pricing/coupons.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const coupon = (overrides: Partial<Coupon> = {}): Coupon =>
  ({
    code: 'SAVE10',
    name: '10% off',
    kind: 'percentage',
    percentBasisPoints: 1000,
    minSpendPence: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    enabled: true,
    ...overrides,
  }) as Coupon;

const cart = (overrides: Partial<CouponCart> = {}): CouponCart => ({
  goodsPence: 10_000,
  waivableShippingPence: 1500,
  customerKey: 'jane@example.com',
  ...overrides,
});

const unused = { used: 0, usedByCustomer: 0 };

describe('coupon codes', () => {
  it('are trimmed and compared without case', () => {
    expect(normaliseCouponCode('  save10 ')).toBe('SAVE10');
    expect(normaliseCouponCode('Winter-Logs')).toBe('WINTER-LOGS');
  });
});

describe('applyCoupon: what a coupon takes off', () => {
  it('takes a percentage of the goods', () => {
    expect(applyCoupon(coupon(), cart({ goodsPence: 5000 }), unused, NOW)).toEqual({
      ok: true,
      discountPence: 500,
      freeDelivery: false,
      shippingWaivedPence: 0,
    });
  });

  it.each([
    [1000, 1234, 123], // 123.4p -> 123p
    [1000, 1235, 124], // 123.5p -> 124p, half up
    [1250, 4, 1], // 0.5p -> 1p
    [1250, 3, 0], // 0.375p -> 0p
    [3333, 999, 333], // 332.967p -> 333p
    [10_000, 4321, 4321],
  ])('rounds %i basis points of %i pence half-up to %i pence', (basisPoints, goodsPence, discount) => {
    const result = applyCoupon(coupon({ percentBasisPoints: basisPoints }), cart({ goodsPence }), unused, NOW);
    expect(result).toMatchObject({ ok: true, discountPence: discount });
  });

  it('never takes more than the goods, whatever the data says', () => {
    const result = applyCoupon(coupon({ percentBasisPoints: 15_000 }), cart({ goodsPence: 2000 }), unused, NOW);
    expect(result).toMatchObject({ ok: true, discountPence: 2000 });
  });

  it('takes a fixed amount, but never more than the goods', () => {
    const fixed = coupon({ kind: 'fixedAmount', amountPence: 1000 } as Partial<Coupon>);
    expect(applyCoupon(fixed, cart({ goodsPence: 4200 }), unused, NOW)).toMatchObject({ ok: true, discountPence: 1000 });
    expect(applyCoupon(fixed, cart({ goodsPence: 1000 }), unused, NOW)).toMatchObject({ ok: true, discountPence: 1000 });
    expect(applyCoupon(fixed, cart({ goodsPence: 800 }), unused, NOW)).toMatchObject({ ok: true, discountPence: 800 });
  });

  it('makes delivery free without touching the goods, and says what it saves', () => {
    const free = coupon({ kind: 'freeDelivery' } as Partial<Coupon>);
    expect(applyCoupon(free, cart({ waivableShippingPence: 1500 }), unused, NOW)).toEqual({
      ok: true,
      discountPence: 0,
      freeDelivery: true,
      shippingWaivedPence: 1500,
    });
  });
});

describe('applyCoupon: when a coupon is refused', () => {
  it('refuses a code the shop does not have', () => {
    const result = applyCoupon(undefined, cart(), unused, NOW);
    expect(result).toMatchObject({ ok: false, code: 'UNKNOWN_COUPON' });
    expect(!result.ok && result.message).toMatch(/don't recognise that code.*try again/);
  });

  it('refuses a disabled code', () => {
    expect(applyCoupon(coupon({ enabled: false }), cart(), unused, NOW)).toEqual({
      ok: false,
      code: 'COUPON_DISABLED',
      message: 'The code SAVE10 is no longer available.',
    });
  });

  it('refuses a code whose dates cannot be read, rather than treating it as open-ended', () => {
    expect(applyCoupon(coupon({ endsAt: 'next Tuesday' }), cart(), unused, NOW)).toMatchObject({ code: 'COUPON_DISABLED' });
    expect(applyCoupon(coupon({ startsAt: '' }), cart(), unused, NOW)).toMatchObject({ code: 'COUPON_DISABLED' });
  });

  it('works from the start instant, not a millisecond before', () => {
    const starts = coupon({ startsAt: '2026-12-01T09:00:00Z' });
    expect(applyCoupon(starts, cart(), unused, new Date('2026-12-01T09:00:00.000Z'))).toMatchObject({ ok: true });
    const early = applyCoupon(starts, cart(), unused, new Date('2026-12-01T08:59:59.999Z'));
    expect(early).toEqual({
      ok: false,
      code: 'COUPON_NOT_STARTED',
      message: 'The code SAVE10 can be used from 1 December 2026 at 09:00; apply it again then.',
    });
  });

  it('gives the start in London time', () => {
    const summer = coupon({ startsAt: '2026-07-01T08:00:00Z' });
    const result = applyCoupon(summer, cart(), unused, new Date('2026-06-30T00:00:00Z'));
    expect(!result.ok && result.message).toContain('1 July 2026 at 09:00');
  });

  it('works until just before the end instant, not at it', () => {
    const ends = coupon({ endsAt: '2027-01-01T00:00:00Z' });
    expect(applyCoupon(ends, cart(), unused, new Date('2026-12-31T23:59:59.999Z'))).toMatchObject({ ok: true });
    expect(applyCoupon(ends, cart(), unused, new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      ok: false,
      code: 'COUPON_EXPIRED',
      message: 'The code SAVE10 has expired.',
    });
  });

  it('refuses a code used as often as it allows in total', () => {
    const limited = coupon({ maxUses: 100 });
    expect(applyCoupon(limited, cart(), { used: 99, usedByCustomer: 0 }, NOW)).toMatchObject({ ok: true });
    const result = applyCoupon(limited, cart(), { used: 100, usedByCustomer: 0 }, NOW);
    expect(result).toMatchObject({ ok: false, code: 'COUPON_USED_UP' });
    expect(!result.ok && result.message).toMatch(/SAVE10 has been used as many times as it allows/);
  });

  it('refuses a customer who has reached the per-customer limit', () => {
    const oncePer = coupon({ maxUsesPerCustomer: 1 });
    expect(applyCoupon(oncePer, cart(), { used: 5, usedByCustomer: 0 }, NOW)).toMatchObject({ ok: true });
    expect(applyCoupon(oncePer, cart(), { used: 5, usedByCustomer: 1 }, NOW)).toEqual({
      ok: false,
      code: 'COUPON_ALREADY_USED',
      message: "You've already used the code SAVE10; it can be used once per customer.",
    });
    const thricePer = coupon({ maxUsesPerCustomer: 3 });
    expect(applyCoupon(thricePer, cart(), { used: 5, usedByCustomer: 2 }, NOW)).toMatchObject({ ok: true });
    const third = applyCoupon(thricePer, cart(), { used: 5, usedByCustomer: 3 }, NOW);
    expect(!third.ok && third.message).toContain('3 times per customer');
  });

  it('asks for an email before a per-customer code can be checked', () => {
    expect(applyCoupon(coupon({ maxUsesPerCustomer: 1 }), cart({ customerKey: null }), unused, NOW)).toEqual({
      ok: false,
      code: 'COUPON_NEEDS_EMAIL',
      message: 'Enter your email address first: the code SAVE10 can be used once per customer.',
    });
    expect(applyCoupon(coupon(), cart({ customerKey: null }), unused, NOW)).toMatchObject({ ok: true });
  });

  it('before the email, keeps a per-customer code that passes every other rule, and refuses one that fails another', () => {
    const oncePer = coupon({ maxUsesPerCustomer: 1, minSpendPence: 5000 });
    const noEmail = cart({ customerKey: null, goodsPence: 5000 });
    expect(awaitsEmail(applyCoupon(oncePer, noEmail, unused, NOW))).toBe(true);
    expect(applyCouponBeforeEmail(oncePer, noEmail, unused, NOW)).toMatchObject({ ok: true, discountPence: 500 });
    // Its overall limit and its minimum spend still count now; the customer's own uses wait for the email.
    expect(applyCouponBeforeEmail(oncePer, noEmail, { used: 3, usedByCustomer: 3 }, NOW)).toMatchObject({ ok: true });
    expect(applyCouponBeforeEmail(oncePer, cart({ customerKey: null, goodsPence: 4999 }), unused, NOW)).toMatchObject({
      ok: false,
      code: 'MINIMUM_SPEND_NOT_MET',
    });
    expect(applyCouponBeforeEmail({ ...oncePer, maxUses: 3 }, noEmail, { used: 3, usedByCustomer: 0 }, NOW)).toMatchObject({
      ok: false,
      code: 'COUPON_USED_UP',
    });
    // With an email it is the ordinary check.
    expect(applyCouponBeforeEmail(oncePer, cart({ goodsPence: 5000 }), { used: 1, usedByCustomer: 1 }, NOW)).toMatchObject({
      ok: false,
      code: 'COUPON_ALREADY_USED',
    });
    expect(awaitsEmail(applyCoupon(oncePer, cart({ goodsPence: 4999 }), unused, NOW))).toBe(false);
  });

  it('applies at exactly the minimum spend and refuses one penny under', () => {
    const minimum = coupon({ minSpendPence: 5000 });
    expect(applyCoupon(minimum, cart({ goodsPence: 5000 }), unused, NOW)).toMatchObject({ ok: true, discountPence: 500 });
    expect(applyCoupon(minimum, cart({ goodsPence: 4999 }), unused, NOW)).toEqual({
      ok: false,
      code: 'MINIMUM_SPEND_NOT_MET',
      message: 'Spend £50.00 on products to use SAVE10; you have £49.99 in your basket.',
    });
    const result = applyCoupon(minimum, cart({ goodsPence: 4200 }), unused, NOW);
    expect(!result.ok && result.message).toBe('Spend £50.00 on products to use SAVE10; you have £42.00 in your basket.');
  });

  it('reports the rule the shopper cannot fix before the one they can', () => {
    const everything = coupon({ enabled: false, endsAt: '2026-01-01T00:00:00Z', minSpendPence: 99_999 });
    expect(applyCoupon(everything, cart(), unused, NOW)).toMatchObject({ code: 'COUPON_DISABLED' });
    expect(applyCoupon({ ...everything, enabled: true }, cart(), unused, NOW)).toMatchObject({ code: 'COUPON_EXPIRED' });
    const usedAndSmall = coupon({ maxUsesPerCustomer: 1, minSpendPence: 99_999 });
    expect(applyCoupon(usedAndSmall, cart(), { used: 1, usedByCustomer: 1 }, NOW)).toMatchObject({ code: 'COUPON_ALREADY_USED' });
  });

  it('names the code as the shop writes it, whatever case it was stored in', () => {
    const result = applyCoupon(coupon({ code: ' save10', enabled: false }), cart(), unused, NOW);
    expect(!result.ok && result.message).toBe('The code SAVE10 is no longer available.');
  });

  it('refuses to judge against an invalid clock reading', () => {
    expect(() => applyCoupon(coupon(), cart(), unused, new Date(Number.NaN))).toThrow(RangeError);
  });
});
