/**
 * Repeat delivery plans: a customer's order, delivered again on a rhythm. Each round the shop makes
 * a basket a few days before the date, at that day's prices and stock, and mails it; the customer
 * checks it and pays as usual (no card is kept, nothing is ever charged without them). These are
 * the rules: when rounds fall, what each customer move does to a plan, what changed since the last
 * round, and the rhythm a customer's own history suggests. Dates are London dates, 'yyyy-mm-dd'.
 */

import { formatIsoDate } from './delivery/date-format.ts';

/** `deliver`: a basket every N weeks to check and pay. `remind`: the same basket, offered as a reminder (never marked missed). */
export type PlanKind = 'deliver' | 'remind';
export type PlanStatus = 'active' | 'paused' | 'stopped';
/** `made`: basket made and mailed, waiting for payment; `paid`, `skipped`, `missed` are final. */
export type RoundStatus = 'made' | 'paid' | 'skipped' | 'missed';

/** How many days before a round's date its basket is made and mailed. */
export const ROUND_LEAD_DAYS = 5;
/** A plan's rhythm, in whole weeks. */
export const MIN_EVERY_WEEKS = 1;
export const MAX_EVERY_WEEKS = 26;
/** How far ahead a customer may put the next date. */
export const MAX_DAYS_AHEAD = 366;
/** Orders of one product the suggested rhythm needs before it says anything. */
export const SUGGESTION_MIN_ORDERS = 3;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not an ISO date: ${date}`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date: ${date}`);
  return Math.round(ms / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The date of the round after one on `date`. */
export function followingRoundDate(date: string, everyWeeks: number): string {
  return addDays(date, everyWeeks * 7);
}

/** The day a round's basket is made and mailed: the lead time before its date. */
export function basketDay(roundDate: string): string {
  return addDays(roundDate, -ROUND_LEAD_DAYS);
}

/** Whether the round on `nextDate` is due to be made `today` (late rounds are made at once). */
export function roundIsDue(plan: { status: PlanStatus; nextDate: string }, today: string): boolean {
  return plan.status === 'active' && basketDay(plan.nextDate) <= today;
}

/** A made round nobody paid by its date is missed (a reminder only lapses the same way, without a mail). */
export function roundIsMissed(round: { status: RoundStatus; dueDate: string }, today: string): boolean {
  return round.status === 'made' && round.dueDate < today;
}

export type DateProblem = { code: 'TOO_SOON' | 'TOO_FAR'; message: string };

/**
 * A next date the customer chose: after today (the basket is made at once if it is within the lead
 * time, so tomorrow is the earliest), not before `firstDeliverable` when it is known (the first date
 * the checkout would offer for the plan's deliveries if ordered now: after a courier's cut-off,
 * tomorrow can no longer be met), and within a year.
 */
export function checkNextDate(date: string, today: string, firstDeliverable: string | null = null): DateProblem | null {
  if (date <= today) return { code: 'TOO_SOON', message: 'Choose a date after today for the next delivery.' };
  if (firstDeliverable !== null && date < firstDeliverable) {
    return {
      code: 'TOO_SOON',
      message: `The first delivery we can make now is ${formatIsoDate(firstDeliverable, 'EEEE d MMMM')}: choose that day or a later one.`,
    };
  }
  if (daysBetween(today, date) > MAX_DAYS_AHEAD) return { code: 'TOO_FAR', message: 'Choose a next delivery within a year.' };
  return null;
}

export interface PlanState {
  status: PlanStatus;
  nextDate: string;
  everyWeeks: number;
}

/** A round that was made and is waiting for payment, if any. */
export interface OpenRound {
  id: string;
  dueDate: string;
}

export type PlanMoveName = 'skip' | 'pause' | 'resume' | 'stop' | 'changeDate';

/** What a move does: the plan's new state, and the open round it closes as skipped (if any). */
export interface PlanMoveResult {
  plan: PlanState;
  /** The open round the move closes (its basket is no longer the plan's). */
  closeRound: string | null;
  /** A round to record as skipped that was never made (skipping before its basket). */
  skippedDate: string | null;
}

export type PlanMoveRefusal = { code: 'NOT_ALLOWED'; message: string } | DateProblem;

/** Which moves each status allows, as data. */
export const PLAN_MOVES: Record<PlanStatus, readonly PlanMoveName[]> = {
  active: ['skip', 'pause', 'stop', 'changeDate'],
  paused: ['resume', 'stop', 'changeDate'],
  stopped: [],
};

/**
 * A customer's move on a plan, from the account or a mail link. Skip: the open round's basket is
 * set aside, or (before it is made) the next round is recorded skipped, and the plan moves on one
 * rhythm. Pause and stop set aside an open round too, so a forgotten basket is not mailed as
 * missed. Change date and resume take the date chosen; a round already made gives way to it.
 */
export function movePlan(
  plan: PlanState,
  open: OpenRound | null,
  move: { name: PlanMoveName; date?: string },
  today: string,
): { ok: true; result: PlanMoveResult } | { ok: false; refusal: PlanMoveRefusal } {
  if (!PLAN_MOVES[plan.status].includes(move.name)) {
    return { ok: false, refusal: { code: 'NOT_ALLOWED', message: refusedMoveMessage(plan.status, move.name) } };
  }
  const closeRound = open?.id ?? null;
  switch (move.name) {
    case 'skip': {
      if (open) return ok({ ...plan }, closeRound, null);
      return ok({ ...plan, nextDate: followingRoundDate(plan.nextDate, plan.everyWeeks) }, null, plan.nextDate);
    }
    case 'pause':
      return ok({ ...plan, status: 'paused' }, closeRound, null);
    case 'stop':
      return ok({ ...plan, status: 'stopped' }, closeRound, null);
    case 'resume':
    case 'changeDate': {
      const date = move.date ?? '';
      const problem = checkNextDate(date, today);
      if (problem) return { ok: false, refusal: problem };
      const status = move.name === 'resume' ? 'active' : plan.status;
      return ok({ ...plan, status, nextDate: date }, closeRound, null);
    }
  }
}

function ok(plan: PlanState, closeRound: string | null, skippedDate: string | null) {
  return { ok: true as const, result: { plan, closeRound, skippedDate } };
}

function refusedMoveMessage(status: PlanStatus, move: PlanMoveName): string {
  if (status === 'stopped') return 'This plan has been stopped. Start a new one from an order.';
  if (move === 'resume') return 'This plan is not paused.';
  return 'Resume the plan first.';
}

/** A plan line as the plan keeps it, with what was paid for it last time. */
export interface PlanLine {
  /** The SKU code. The plan's lines, a round's basket and its changes are stored as JSON under this key, so it keeps its stored name. */
  skuId: string;
  name: string;
  quantity: number;
  /** The unit price of the last basket (or of the order the plan came from). */
  lastUnitPricePence: number;
}

/** What the shop has of a plan line's product today; null when the product no longer exists. */
export interface ProductToday {
  name: string;
  unitPricePence: number;
  onHand: number;
  retired: boolean;
}

export type LineInBasket =
  | { skuId: string; name: string; quantity: number; unitPricePence: number }
  | { skuId: string; name: string; quantity: 0; unitPricePence: null };

export type RoundChange =
  | { kind: 'price'; skuId: string; name: string; fromPence: number; toPence: number }
  | { kind: 'retired'; skuId: string; name: string }
  | { kind: 'short'; skuId: string; name: string; wanted: number; available: number }
  | { kind: 'date'; fromDate: string; toDate: string }
  /** The round's date cannot be delivered to (a closed day, a full van): the customer picks another at checkout. */
  | { kind: 'undeliverable'; date: string };

/**
 * The basket for a round: each plan line at today's price, as many as are in stock (a short line
 * takes what there is), none of a product retired or gone; and what changed since the last round.
 * `expectedDate` is when the round would fall on the rhythm; `roundDate` when it falls now (the
 * customer moved it, or the shop cannot deliver that day).
 */
export function planRound(
  lines: readonly PlanLine[],
  products: ReadonlyMap<string, ProductToday | null>,
  dates: { expectedDate: string; roundDate: string },
): { basket: LineInBasket[]; changes: RoundChange[] } {
  const basket: LineInBasket[] = [];
  const changes: RoundChange[] = [];
  for (const line of lines) {
    const product = products.get(line.skuId) ?? null;
    if (!product || product.retired) {
      basket.push({ skuId: line.skuId, name: line.name, quantity: 0, unitPricePence: null });
      changes.push({ kind: 'retired', skuId: line.skuId, name: line.name });
      continue;
    }
    const quantity = Math.min(line.quantity, Math.max(0, product.onHand));
    if (quantity < line.quantity) {
      changes.push({ kind: 'short', skuId: line.skuId, name: product.name, wanted: line.quantity, available: quantity });
    }
    if (product.unitPricePence !== line.lastUnitPricePence) {
      changes.push({
        kind: 'price',
        skuId: line.skuId,
        name: product.name,
        fromPence: line.lastUnitPricePence,
        toPence: product.unitPricePence,
      });
    }
    basket.push(
      quantity > 0
        ? { skuId: line.skuId, name: product.name, quantity, unitPricePence: product.unitPricePence }
        : { skuId: line.skuId, name: product.name, quantity: 0, unitPricePence: null },
    );
  }
  if (dates.roundDate !== dates.expectedDate) changes.push({ kind: 'date', fromDate: dates.expectedDate, toDate: dates.roundDate });
  return { basket, changes };
}

/**
 * The rhythm a customer's own orders of one product suggest: the median gap between orders on
 * different days, rounded to whole weeks (at least one), once there are three orders or more.
 */
export function suggestedEveryWeeks(orderDates: readonly string[]): number | null {
  const days = [...new Set(orderDates)].sort();
  if (days.length < SUGGESTION_MIN_ORDERS) return null;
  const gaps = days.slice(1).map((day, index) => daysBetween(days[index]!, day));
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  // Twice the median, in days, so an even count's mean of the two middle gaps stays an integer.
  const twiceMedian = gaps.length % 2 === 1 ? 2 * gaps[middle]! : gaps[middle - 1]! + gaps[middle]!;
  const weeks = Math.floor((twiceMedian + 7) / 14);
  return Math.min(MAX_EVERY_WEEKS, Math.max(MIN_EVERY_WEEKS, weeks));
}

/** What changed, in the customer's words; prices through `formatPence`, dates through `formatDate`. */
export function describeChange(change: RoundChange, formatPence: (pence: number) => string, formatDate: (date: string) => string): string {
  switch (change.kind) {
    case 'price':
      return `${change.name} is now ${formatPence(change.toPence)} each (was ${formatPence(change.fromPence)}).`;
    case 'retired':
      return `${change.name} is no longer sold, so it is not in this basket.`;
    case 'short':
      return change.available === 0
        ? `${change.name} is out of stock, so it is not in this basket.`
        : `Only ${change.available} of ${change.name} are in stock (you usually have ${change.wanted}).`;
    case 'date':
      return `This delivery is on ${formatDate(change.toDate)}, not ${formatDate(change.fromDate)}.`;
    case 'undeliverable':
      return `We cannot deliver on ${formatDate(change.date)}: choose another day at checkout.`;
  }
}

/** The Monday of the week a date falls in (the desk counts rounds by week). */
export function weekStart(date: string): string {
  // Day 0 of the count (1970-01-01) was a Thursday: Monday is three days on.
  const weekday = (((dayNumber(date) - 4) % 7) + 7) % 7;
  return addDays(date, -weekday);
}

/** The dates of a plan's rounds from its next date up to `lastDate`, on its rhythm. */
export function roundDatesUntil(nextDate: string, everyWeeks: number, lastDate: string): string[] {
  const dates: string[] = [];
  for (let date = nextDate; date <= lastDate; date = followingRoundDate(date, everyWeeks)) dates.push(date);
  return dates;
}

export interface PlanWeek {
  /** Monday, yyyy-mm-dd. */
  weekStart: string;
  /** Rounds that week: one stop each. */
  stops: number;
  grams: number;
}

/**
 * What the active plans will ask of the vans, week by week from this week for `weeks` weeks:
 * every round a plan has on its rhythm in that span (not only the next), its stops and weight.
 * Weeks with nothing planned are listed too, so the desk reads as a calendar.
 */
export function plannedWeeks(
  plans: readonly { nextDate: string; everyWeeks: number; grams: number }[],
  today: string,
  weeks: number,
): PlanWeek[] {
  const first = weekStart(today);
  const result: PlanWeek[] = Array.from({ length: weeks }, (_, index) => ({ weekStart: addDays(first, index * 7), stops: 0, grams: 0 }));
  const lastDate = addDays(first, weeks * 7 - 1);
  for (const plan of plans) {
    for (const date of roundDatesUntil(plan.nextDate, plan.everyWeeks, lastDate)) {
      const week = result[Math.floor(daysBetween(first, date) / 7)];
      if (!week) continue;
      week.stops += 1;
      week.grams += plan.grams;
    }
  }
  return result;
}
