import { z } from 'zod';
import { requireStaff } from '../staff-access.ts';
import { CALENDAR_REGIONS } from '../domain/delivery/calendar-region.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { addClosedDay, closedDaysForStaff, cutoffsForStaff, removeClosedDay, setDeliveryCutoff } from './admin-delivery.service.ts';

const kindArg = z.enum(['bankHoliday', 'closure']);
const regionArg = z.enum(CALENDAR_REGIONS);
// The domain says what is wrong with a date (not real, passed); here only its length is bounded.
const dateArg = z.string().max(10, 'must be a date such as 2026-12-03');

const addClosedDayArgs = z.object({
  input: z.object({
    date: dateArg,
    name: z.string().max(200, 'must be at most 60 characters'),
    kind: kindArg,
    region: regionArg.nullish(),
  }),
});
const removeClosedDayArgs = z.object({ date: dateArg, kind: kindArg, region: regionArg.nullish() });
const setCutoffArgs = z.object({
  methodId: z.string().min(1, 'name the delivery method').max(64),
  cutoffTime: z.string().max(5, 'must be HH:MM'),
});

export const adminDeliveryQueries: Pick<QueryResolvers, 'adminClosedDays' | 'adminDeliveryCutoffs'> = {
  adminClosedDays(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return closedDaysForStaff(ctx, staff);
  },
  adminDeliveryCutoffs(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return cutoffsForStaff(ctx, staff);
  },
};

export const adminDeliveryMutations: Pick<MutationResolvers, 'adminAddClosedDay' | 'adminRemoveClosedDay' | 'adminSetDeliveryCutoff'> = {
  adminAddClosedDay(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { input } = parseArgs(addClosedDayArgs, raw);
    return addClosedDay(ctx, staff, { ...input, region: input.region ?? null });
  },
  adminRemoveClosedDay(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(removeClosedDayArgs, raw);
    return removeClosedDay(ctx, staff, { date: args.date, kind: args.kind, region: args.region ?? null });
  },
  adminSetDeliveryCutoff(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(setCutoffArgs, raw);
    return setDeliveryCutoff(ctx, staff, args.methodId, args.cutoffTime);
  },
};
