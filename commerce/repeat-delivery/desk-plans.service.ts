import type { Kysely } from 'kysely';
import { londonDate } from '../domain/london-clock.ts';
import { addDays, type PlanLine, plannedWeeks, weekStart } from '../domain/repeat-delivery.ts';
import type { Database } from '../store/tables.ts';
import { planInShop, plansComingUp, productWeights, roundsOf } from './delivery-plans.store.ts';

interface DeskServices {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * The active plans of a shop with a round in the coming weeks, and what they ask of the vans week
 * by week (stops and weight). Read-only: the desk sees what is coming; customers change their plans.
 */
export async function plansAhead(ctx: DeskServices, tenantId: string, weeks: number) {
  const today = londonDate(ctx.now());
  const lastDate = addDays(weekStart(today), weeks * 7 - 1);
  const plans = await plansComingUp(ctx.db, tenantId, lastDate);
  const skus = [...new Set(plans.flatMap((plan) => plan.lines.map((line) => line.skuId)))];
  const weights = new Map((await productWeights(ctx.db, tenantId, skus)).map((row) => [row.id, row.weight_grams]));
  const gramsOf = (lines: readonly PlanLine[]) => lines.reduce((sum, line) => sum + (weights.get(line.skuId) ?? 0) * line.quantity, 0);
  const withGrams = plans.map((plan) => ({ ...plan, grams: gramsOf(plan.lines) }));
  return {
    weeks: plannedWeeks(
      withGrams.map((plan) => ({ nextDate: plan.next_date, everyWeeks: plan.every_weeks, grams: plan.grams })),
      today,
      weeks,
    ),
    plans: withGrams,
  };
}

/** One plan of the shop with its rounds (latest first); undefined when the shop has no such plan. */
export async function planHistory(ctx: DeskServices, tenantId: string, planId: string) {
  const plan = await planInShop(ctx.db, tenantId, planId);
  if (!plan) return undefined;
  return { plan, rounds: await roundsOf(ctx.db, [plan.id]) };
}
