import { z } from 'zod';
import { requireStaff } from '../staff-access.ts';
import { hundredthsArg } from '../args.ts';
import type { CouponDraft } from '../domain/pricing/coupon-draft.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { couponsForStaff, createCoupon, endCouponNow } from './admin-coupons.service.ts';

const instantArg = z.iso.datetime({ offset: true, message: 'must be a date and time with its zone, such as 2026-12-01T00:00:00Z' });
const countArg = z.number().int('must be a whole number').nullish();

const createCouponArgs = z.object({
  input: z.object({
    code: z.string().max(40, 'must be at most 20 letters and digits'),
    name: z.string().max(200, 'must be at most 80 characters'),
    kind: z.enum(['percentage', 'fixedAmount', 'freeDelivery']),
    percent: hundredthsArg('12.5').nullish(),
    amount: hundredthsArg('5.00').nullish(),
    minSpend: hundredthsArg('100.00').nullish(),
    startsAt: instantArg.nullish(),
    endsAt: instantArg.nullish(),
    maxUses: countArg,
    maxUsesPerCustomer: countArg,
  }),
});

const endCouponArgs = z.object({ code: z.string().min(1, 'name the coupon').max(40) });

type CouponInput = z.infer<typeof createCouponArgs>['input'];

/** The benefit the kind needs; the value of another kind is refused, not ignored, since it shows a mix-up. */
function benefitOf(input: CouponInput): Pick<CouponDraft, 'kind'> & Partial<Record<'percentBasisPoints' | 'amountPence', number>> {
  const needs = (field: 'percent' | 'amount', what: string) => {
    const value = input[field];
    if (value === null || value === undefined)
      throw apiError('BAD_USER_INPUT', `input.${field}: enter ${what}.`, { field: `input.${field}` });
    return value;
  };
  const refuse = (field: 'percent' | 'amount') => {
    if (input[field] !== null && input[field] !== undefined) {
      throw apiError('BAD_USER_INPUT', `input.${field}: leave it out for a ${input.kind} coupon.`, { field: `input.${field}` });
    }
  };
  if (input.kind === 'percentage') {
    refuse('amount');
    return { kind: 'percentage', percentBasisPoints: needs('percent', 'the percent off, e.g. 10') };
  }
  refuse('percent');
  if (input.kind === 'fixedAmount') return { kind: 'fixedAmount', amountPence: needs('amount', 'the pounds off, e.g. 5.00') };
  refuse('amount');
  return { kind: 'freeDelivery' };
}

export const adminCouponQueries: Pick<QueryResolvers, 'adminCoupons'> = {
  adminCoupons(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return couponsForStaff(ctx, staff);
  },
};

export const adminCouponMutations: Pick<MutationResolvers, 'adminCreateCoupon' | 'adminEndCoupon'> = {
  adminCreateCoupon(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { input } = parseArgs(createCouponArgs, raw);
    const draft = {
      ...benefitOf(input),
      code: input.code,
      name: input.name,
      minSpendPence: input.minSpend ?? 0,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      maxUses: input.maxUses ?? null,
      maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    } as CouponDraft;
    return createCoupon(ctx, staff, draft);
  },

  adminEndCoupon(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { code } = parseArgs(endCouponArgs, raw);
    return endCouponNow(ctx, staff, code);
  },
};
