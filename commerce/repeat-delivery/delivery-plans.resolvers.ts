import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireCustomer } from '../context.ts';
import { MAX_EVERY_WEEKS, MIN_EVERY_WEEKS } from '../domain/repeat-delivery.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import {
  customerPlan,
  customerPlans,
  firstDeliverableDate,
  moveCustomerPlan,
  startPlan,
  suggestedRhythms,
} from './delivery-plans.service.ts';
import { presentPlan } from './plan-view.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd');
const planIdArg = z.uuid({ message: 'must be the id of a delivery plan, as returned by createDeliveryPlan' });
const scopeArgs = { tenant: tenantArg, salesChannel: salesChannelArg };
const createArgs = z.object({
  ...scopeArgs,
  input: z.object({
    orderId: orderIdArg,
    kind: z.enum(['deliver', 'remind']),
    everyWeeks: z
      .number()
      .int('must be a whole number of weeks')
      .min(MIN_EVERY_WEEKS, `must be at least ${MIN_EVERY_WEEKS} week`)
      .max(MAX_EVERY_WEEKS, `must be at most ${MAX_EVERY_WEEKS} weeks`),
    nextDate: isoDate,
  }),
});
const moveArgs = z
  .object({
    ...scopeArgs,
    planId: planIdArg,
    move: z.enum(['skip', 'pause', 'resume', 'stop', 'changeDate']),
    date: isoDate.nullish(),
  })
  .refine((args) => !['resume', 'changeDate'].includes(args.move) || args.date, {
    message: 'Choose the next delivery date.',
    path: ['date'],
  });

export const deliveryPlanQueries = {
  async getMyDeliveryPlans(_, raw, ctx) {
    const args = parseArgs(z.object(scopeArgs), raw);
    const owner = requireCustomer(ctx, args.tenant, args.salesChannel);
    return (await customerPlans(ctx, owner)).map(({ plan, rounds }) => presentPlan(plan, rounds));
  },
  async getDeliveryPlanSuggestions(_, raw, ctx) {
    const args = parseArgs(z.object({ ...scopeArgs, orderId: orderIdArg }), raw);
    const owner = requireCustomer(ctx, args.tenant, args.salesChannel);
    return (await suggestedRhythms(ctx, owner, args.orderId)).map((s) => ({
      code: s.skuCode,
      name: s.name,
      orders: s.orders,
      everyWeeks: s.everyWeeks,
    }));
  },
  async getDeliveryPlanFirstDate(_, raw, ctx) {
    const args = parseArgs(z.object({ ...scopeArgs, orderId: orderIdArg }), raw);
    const owner = requireCustomer(ctx, args.tenant, args.salesChannel);
    return firstDeliverableDate(ctx, owner, args.orderId);
  },
} satisfies QueryResolvers;

export const deliveryPlanMutations = {
  async createDeliveryPlan(_, raw, ctx) {
    const args = parseArgs(createArgs, raw);
    const owner = requireCustomer(ctx, args.tenant, args.salesChannel);
    const plan = await startPlan(ctx, owner, args.input);
    return presentPlan(plan, []);
  },
  async moveDeliveryPlan(_, raw, ctx) {
    const args = parseArgs(moveArgs, raw);
    const owner = requireCustomer(ctx, args.tenant, args.salesChannel);
    await moveCustomerPlan(ctx, owner, args.planId, { name: args.move, ...(args.date ? { date: args.date } : {}) });
    const { plan, rounds } = await customerPlan(ctx, owner, args.planId);
    return presentPlan(plan, rounds);
  },
} satisfies MutationResolvers;
