import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { MAX_EVERY_WEEKS } from '../domain/repeat-delivery.ts';
import { parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { planHistory, plansAhead } from './desk-plans.service.ts';
import { presentPlan } from './plan-view.ts';

const aheadArgs = z.object({
  tenant: tenantArg,
  weeks: z
    .number()
    .int('must be a whole number of weeks')
    .min(1, 'must be at least 1')
    .max(MAX_EVERY_WEEKS, `must be at most ${MAX_EVERY_WEEKS}`)
    .nullish(),
});
const planArgs = z.object({ tenant: tenantArg, planId: z.uuid({ message: 'must be the id of a delivery plan' }) });

/** Grams to a decimal of the given unit with 3 places, without float sums (the sums are integer grams). */
const inUnit = (grams: number, gramsPerUnit: number) => Math.round((grams * 1000) / gramsPerUnit) / 1000;

export const deskPlanQueries = {
  async adminDeliveryPlansAhead(_, raw, ctx) {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(aheadArgs, raw);
    const ahead = await plansAhead(ctx, staff.tenantId, args.weeks ?? 6);
    return {
      weeks: ahead.weeks.map((week) => ({ weekStart: week.weekStart, stops: week.stops, tonnes: inUnit(week.grams, 1_000_000) })),
      plans: ahead.plans.map((plan) => {
        const shipping = (plan.addresses as { addressType?: string; postCode?: string }[]).find((a) => a.addressType === 'shipping');
        return {
          planId: plan.id,
          customerEmail: plan.email,
          customerName: `${plan.first_name} ${plan.last_name}`.trim(),
          postCode: shipping?.postCode ?? null,
          kind: plan.kind,
          everyWeeks: plan.every_weeks,
          nextDate: plan.next_date,
          kilograms: inUnit(plan.grams, 1000),
          lines: plan.lines.map((line) => ({ code: line.skuId, name: line.name, quantity: line.quantity })),
        };
      }),
    };
  },
  async adminDeliveryPlan(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(planArgs, raw);
    const found = await planHistory(ctx, staff.tenantId, args.planId);
    if (!found) return null;
    const view = presentPlan(found.plan, found.rounds);
    return {
      id: view.id,
      customerEmail: found.plan.email,
      kind: view.kind,
      everyWeeks: view.everyWeeks,
      status: view.status,
      nextDate: view.nextDate,
      createdAt: new Date(found.plan.created_at).toISOString(),
      lines: view.lines,
      rounds: view.rounds,
    };
  },
} satisfies QueryResolvers;
