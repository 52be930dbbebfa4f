import type { Kysely } from 'kysely';
import type { CustomerScope } from '../context.ts';
import { addressFromColumns } from '../customers/index.ts';
import { londonDate } from '../domain/london-clock.ts';
import {
  checkNextDate,
  type DateProblem,
  movePlan,
  type PlanKind,
  type PlanLine,
  type PlanMoveName,
  suggestedEveryWeeks,
} from '../domain/repeat-delivery.ts';
import { apiError } from '../errors.ts';
import { loadOrder, type StoredOrder } from '../orders/index.ts';
import { planOrderShipments } from '../shipments/index.ts';
import type { Database } from '../store/tables.ts';
import {
  closeRound,
  insertPlan,
  insertSkippedRound,
  lockPlanById,
  lockPlanOf,
  openRoundOf,
  orderDaysByProduct,
  placedOrderOf,
  type PlanRow,
  planOf,
  plansOf,
  roundsOf,
  updatePlan,
  spendLinkOnce,
} from './delivery-plans.store.ts';
import type { PlanLink } from './plan-links.ts';

interface PlanServices {
  db: Kysely<Database>;
  now: () => Date;
}

const NOT_FOUND = 'There is no such delivery plan.';

/** Plans a customer may have that are not stopped: more than a household's fuel needs. */
export const MAX_LIVE_PLANS = 10;

/**
 * A plan from one of the customer's placed orders: its lines (at the prices paid), its addresses
 * and its delivery choices, a rhythm and the first date. Another customer's order, a cart or an
 * unknown id are all "not found".
 */
export async function startPlan(
  ctx: PlanServices,
  owner: CustomerScope,
  input: { orderId: string; kind: PlanKind; everyWeeks: number; nextDate: string },
): Promise<PlanRow> {
  const now = ctx.now();
  const refuseDate = (problem: DateProblem | null) => {
    if (problem) throw apiError('BAD_USER_INPUT', problem.message, { field: 'nextDate', reason: problem.code });
  };
  refuseDate(checkNextDate(input.nextDate, londonDate(now)));
  const source = await placedOrderOf(ctx.db, owner, input.orderId);
  if (!source) throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
  // Then the first date the order can be delivered again, which needs the order.
  const stored = await loadOrder(ctx.db, owner, source.order.id);
  refuseDate(checkNextDate(input.nextDate, londonDate(now), stored ? firstDateOfNewBasket(stored, now) : null));
  // Each live plan makes a basket and a mail every round, and the round job makes a bounded
  // number per pass: a customer's plans are capped, so one account cannot crowd out the others.
  const live = (await plansOf(ctx.db, owner)).filter((plan) => plan.status !== 'stopped');
  if (live.some((plan) => plan.source_order_id === source.order.id)) {
    throw apiError('CONFLICT', 'This order has a delivery plan already: change or stop that one in your account.', {
      reason: 'PLAN_EXISTS',
    });
  }
  if (live.length >= MAX_LIVE_PLANS) {
    throw apiError('CONFLICT', `You have ${MAX_LIVE_PLANS} delivery plans already: stop one in your account before starting another.`, {
      reason: 'TOO_MANY_PLANS',
    });
  }
  const lines: PlanLine[] = source.items.map((item) => ({
    skuId: item.product_id,
    name: item.name,
    quantity: item.quantity,
    lastUnitPricePence: item.unit_price_pence,
  }));
  if (lines.length === 0) throw apiError('BAD_USER_INPUT', 'That order has no products to deliver again.');
  return insertPlan(ctx.db, {
    owner,
    sourceOrderId: source.order.id,
    kind: input.kind,
    everyWeeks: input.everyWeeks,
    nextDate: input.nextDate,
    lines,
    addresses: source.addresses.map((row) => ({ addressType: row.address_type, ...addressFromColumns(row) })),
    shipmentChoices: source.shipments
      .filter((s) => s.method_id !== null)
      .map((s) => ({ key: s.shipment_key, methodId: s.method_id!, timedCode: s.timed_code, services: [...s.services] })),
    at: now,
  });
}

/**
 * The first date a plan from this placed order can deliver on: the order again, as a basket made
 * now, planned as the checkout plans it (each shipment's method, its courier's cut-off, handling
 * and transit days, the delivery days and holidays), each shipment at its earliest; the latest of
 * those. Null when the order cannot be planned now (no method reaches its address any more): the
 * round's basket then leaves the date to the checkout, as the round job does. Not found for an
 * order that is not the customer's, placed.
 */
export async function firstDeliverableDate(ctx: PlanServices, owner: CustomerScope, orderId: string): Promise<string | null> {
  const stored = await loadOrder(ctx.db, owner, orderId);
  if (!stored || !(await placedOrderOf(ctx.db, owner, orderId))) {
    throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
  }
  return firstDateOfNewBasket(stored, ctx.now());
}

/** The placed order as a basket made at `now`: no stock held yet, each shipment's method kept, no date chosen. */
function firstDateOfNewBasket(stored: StoredOrder, now: Date): string | null {
  const plans = planOrderShipments(
    {
      ...stored,
      order: { ...stored.order, status: 'shoppingCart' },
      items: stored.items.map(({ held_from: _held, ...item }) => item),
      shipmentChoices: stored.shipmentChoices.map((choice) => ({ ...choice, delivery_date: null })),
    },
    now,
  );
  const dates = plans.map((plan) => plan.estDeliveryDate);
  if (dates.length === 0 || dates.some((date) => !date)) return null;
  return (dates as string[]).reduce((latest, date) => (date > latest ? date : latest));
}

/** The customer's plans with their rounds, newest plan first. */
export async function customerPlans(ctx: PlanServices, owner: CustomerScope) {
  const plans = await plansOf(ctx.db, owner);
  const rounds = await roundsOf(
    ctx.db,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) => ({ plan, rounds: rounds.filter((round) => round.plan_id === plan.id && round.status !== 'making') }));
}

export async function customerPlan(ctx: PlanServices, owner: CustomerScope, planId: string) {
  const plan = await planOf(ctx.db, owner, planId);
  if (!plan) throw apiError('NOT_FOUND', NOT_FOUND);
  const rounds = await roundsOf(ctx.db, [plan.id]);
  return { plan, rounds: rounds.filter((round) => round.status !== 'making') };
}

/**
 * The rhythm each product of an order suggests from the customer's own placed orders of it
 * (three or more): "you have ordered this about every 8 weeks". Not found for another's order.
 */
export async function suggestedRhythms(ctx: PlanServices, owner: CustomerScope, orderId: string) {
  const source = await placedOrderOf(ctx.db, owner, orderId);
  if (!source) throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
  const days = await orderDaysByProduct(
    ctx.db,
    owner,
    source.items.map((item) => item.product_id),
  );
  return source.items
    .map((item) => {
      const dates = days.filter((d) => d.product_id === item.product_id && d.placed_at).map((d) => londonDate(new Date(d.placed_at!)));
      return { skuCode: item.product_id, name: item.name, orders: new Set(dates).size, everyWeeks: suggestedEveryWeeks(dates) };
    })
    .filter((s): s is typeof s & { everyWeeks: number } => s.everyWeeks !== null);
}

/** A move by the signed-in customer on their plan. */
export async function moveCustomerPlan(
  ctx: PlanServices,
  owner: CustomerScope,
  planId: string,
  move: { name: PlanMoveName; date?: string },
): Promise<PlanRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const plan = await lockPlanOf(tx, owner, planId);
    if (!plan) throw apiError('NOT_FOUND', NOT_FOUND);
    return applyMove(tx, plan, move, ctx.now());
  });
}

export type LinkOutcome = { ok: true; plan: PlanRow } | { ok: false; reason: 'used' | 'unknown' | 'refused'; message: string };

/**
 * A move from a signed mail link (its signature and expiry already checked): the link is spent in
 * the same transaction as the move, so a second press, or a second tab, does nothing.
 */
export async function moveByLink(ctx: PlanServices, link: PlanLink): Promise<LinkOutcome> {
  return ctx.db.transaction().execute(async (tx) => {
    const plan = await lockPlanById(tx, link.planId);
    if (!plan) return { ok: false, reason: 'unknown', message: 'This link does not work any more.' };
    if (link.roundDate) {
      const open = await openRoundOf(tx, plan.id);
      if ((open?.due_date ?? plan.next_date) !== link.roundDate) {
        return {
          ok: false,
          reason: 'refused',
          message:
            'This link was for an earlier delivery, which is no longer the next one. See your plan in your account to skip the next.',
        };
      }
    }
    if (!(await spendLinkOnce(tx, link.id, ctx.now(), link.expiresAt))) {
      return { ok: false, reason: 'used', message: 'This link has been used already. See your plan in your account.' };
    }
    try {
      return { ok: true, plan: await applyMove(tx, plan, { name: link.action }, ctx.now()) };
    } catch (error) {
      // A refused move (the plan was stopped meanwhile) leaves the link spent: it said what it could.
      if (error instanceof Error && 'extensions' in error) return { ok: false, reason: 'refused', message: error.message };
      throw error;
    }
  });
}

async function applyMove(
  tx: Parameters<typeof lockPlanOf>[0],
  plan: PlanRow,
  move: { name: PlanMoveName; date?: string },
  at: Date,
): Promise<PlanRow> {
  const open = await openRoundOf(tx, plan.id);
  const outcome = movePlan(
    { status: plan.status, nextDate: plan.next_date, everyWeeks: plan.every_weeks },
    open ? { id: open.id, dueDate: open.due_date } : null,
    move,
    londonDate(at),
  );
  if (!outcome.ok) {
    throw apiError(outcome.refusal.code === 'NOT_ALLOWED' ? 'CONFLICT' : 'BAD_USER_INPUT', outcome.refusal.message, {
      reason: outcome.refusal.code,
    });
  }
  const { result } = outcome;
  if (result.closeRound) await closeRound(tx, result.closeRound, 'skipped', at);
  if (result.skippedDate) await insertSkippedRound(tx, plan.id, result.skippedDate, at);
  if (!(await updatePlan(tx, plan, { status: result.plan.status, nextDate: result.plan.nextDate }, at))) {
    throw apiError('CONFLICT', 'The plan changed meanwhile: look again and retry.', { reason: 'STALE' });
  }
  return { ...plan, status: result.plan.status, next_date: result.plan.nextDate, version: plan.version + 1, updated_at: at };
}
