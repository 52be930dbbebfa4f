import { describe, expect, it } from 'vitest';
import { type CouponDraft, couponDraftProblems, couponState, endCouponRefusal } from '../../../commerce/domain/pricing/coupon-draft.ts';

const now = new Date('2026-11-27T12:00:00Z');
const draft: CouponDraft = {
  code: ' winter10 ',
  name: '10% off logs',
  kind: 'percentage',
  percentBasisPoints: 1000,
  minSpendPence: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: 1,
};
const fields = (change: Partial<CouponDraft>) => couponDraftProblems({ ...draft, ...change } as CouponDraft, now).map((p) => p.field);

describe('coupon draft rules', () => {
  it('accepts a plain percentage coupon, a fixed amount and free delivery', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ kind: 'fixedAmount', amountPence: 500 } as Partial<CouponDraft>)).toEqual([]);
    expect(fields({ kind: 'freeDelivery', minSpendPence: 10000 })).toEqual([]);
  });

  it.each(['AB', 'A'.repeat(21), 'SAVE-10', 'ÉTÉ10'])('refuses the code %s', (code) => {
    expect(fields({ code })).toEqual(['code']);
  });

  it.each([0, -100, 10001, 12.5])('refuses a percentage of %s basis points', (percentBasisPoints) => {
    expect(fields({ percentBasisPoints } as Partial<CouponDraft>)).toEqual(['percent']);
  });

  it.each([0, -1, 100001])('refuses a fixed amount of %s pence', (amountPence) => {
    expect(fields({ kind: 'fixedAmount', amountPence } as Partial<CouponDraft>)).toEqual(['amount']);
  });

  it('refuses an end already past, or before the start', () => {
    expect(fields({ endsAt: now })).toEqual(['endsAt']);
    expect(fields({ startsAt: new Date('2026-12-10T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z') })).toEqual(['endsAt']);
    expect(fields({ startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-10T00:00:00Z') })).toEqual([]);
  });

  it('refuses uses that are not whole and above zero, and more per customer than in all', () => {
    expect(fields({ maxUses: 0 })).toEqual(['maxUses']);
    expect(fields({ maxUsesPerCustomer: 0 })).toEqual(['maxUsesPerCustomer']);
    expect(fields({ maxUses: 2, maxUsesPerCustomer: 3 })).toEqual(['maxUsesPerCustomer']);
    expect(fields({ maxUses: 3, maxUsesPerCustomer: 3 })).toEqual([]);
  });

  it('refuses a negative minimum spend and an empty name', () => {
    expect(fields({ minSpendPence: -1, name: '  ' })).toEqual(['name', 'minSpend']);
  });
});

describe('coupon state and ending', () => {
  const open = { enabled: true, startsAt: null, endsAt: null, maxUses: null, code: 'WINTER10' };
  it('tells scheduled, active, used up, ended and disabled apart', () => {
    expect(couponState(open, 0, now)).toBe('active');
    expect(couponState({ ...open, startsAt: new Date('2026-12-01T00:00:00Z') }, 0, now)).toBe('scheduled');
    expect(couponState({ ...open, maxUses: 2 }, 2, now)).toBe('usedUp');
    expect(couponState({ ...open, endsAt: now }, 0, now)).toBe('ended');
    expect(couponState({ ...open, enabled: false }, 0, now)).toBe('disabled');
  });

  it('ends a working or scheduled coupon, not one already ended or off', () => {
    expect(endCouponRefusal(open, now)).toBeNull();
    expect(endCouponRefusal({ ...open, endsAt: new Date('2026-12-01T00:00:00Z') }, now)).toBeNull();
    expect(endCouponRefusal({ ...open, endsAt: now }, now)).toBe('WINTER10 has ended already.');
    expect(endCouponRefusal({ ...open, enabled: false }, now)).toContain('switched off');
  });
});
