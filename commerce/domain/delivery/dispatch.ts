import { londonInstant, londonWallClock } from '../london-clock.ts';
import { addDays, addWorkingDays, isWorkingDay, nextWorkingDay, sameOrNextWorkingDay } from './working-days.ts';

const CUTOFF_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface DispatchInput {
  /** The instant the order is (or would be) placed. */
  now: Date;
  /** 'HH:MM' on the London wall clock; an order at exactly this minute has missed it. */
  cutoffTime: string;
  /** Working days between the first dispatch day and the day it leaves; 0 = that same day. */
  handlingDays: number;
  /** Days the dispatching yard is closed, besides weekends. */
  holidays: ReadonlySet<string>;
  /**
   * ISO date before which the goods cannot leave (a pre-order's presale date); the first dispatch
   * day is then the first working day on or after it, if that is later than the usual one.
   */
  notBefore?: string | null;
}

export function isCutoffTime(value: string): boolean {
  return CUTOFF_TIME.test(value);
}

/**
 * The ISO date a shipment leaves. An order placed on a working day before the cut-off counts
 * that day as the first dispatch day; otherwise counting starts on the next working day.
 */
export function estimateDispatch(input: DispatchInput): string {
  return addWorkingDays(firstDispatchDay(input), input.handlingDays, input.holidays);
}

/**
 * The first day an order placed now counts towards dispatch: today before the cut-off on a
 * working day, else the next working day; never before the first working day on or after
 * `notBefore`, since no shipment is promised a date before its goods can ship.
 */
export function firstDispatchDay({ now, cutoffTime, holidays, notBefore }: Omit<DispatchInput, 'handlingDays'>): string {
  if (!isCutoffTime(cutoffTime)) throw new RangeError(`Cut-off must be 'HH:MM': ${cutoffTime}`);
  const clock = londonWallClock(now);
  const beforeCutoff = clock.time < `${cutoffTime}:00`;
  const usual = beforeCutoff && isWorkingDay(clock.date, holidays) ? clock.date : nextWorkingDay(clock.date, holidays);
  if (!notBefore) return usual;
  const ready = sameOrNextWorkingDay(notBefore, holidays);
  return ready > usual ? ready : usual;
}

/**
 * The instant to order by for the dispatch `estimateDispatch` gives now: the cut-off on the first
 * dispatch day (for a pre-order, the cut-off on the day it can first leave).
 */
export function orderByInstant(input: Omit<DispatchInput, 'handlingDays'>): Date {
  return londonInstant(firstDispatchDay(input), input.cutoffTime);
}

/** How far back a dispatch day is looked for: weeks of holidays, never a hang. */
const LONGEST_LOOK_BACK_DAYS = 120;

/**
 * The day a shipment must leave to arrive on `deliveryDate`: the latest day the yard works
 * (`dispatchHolidays`) from which `transitDays` working days on the road (`transitHolidays`)
 * still arrive by then. A shopper who picks a later date than the earliest gets their goods
 * sent later, not early and left waiting; so the order page and tracking say when it really leaves.
 */
export function dispatchDayFor(
  deliveryDate: string,
  transitDays: number,
  dispatchHolidays: ReadonlySet<string>,
  transitHolidays: ReadonlySet<string>,
): string {
  let candidate = deliveryDate;
  for (let step = 0; step <= LONGEST_LOOK_BACK_DAYS; step += 1) {
    if (isWorkingDay(candidate, dispatchHolidays) && addWorkingDays(candidate, transitDays, transitHolidays) <= deliveryDate) {
      return candidate;
    }
    candidate = addDays(candidate, -1);
  }
  throw new RangeError(`No dispatch day reaches ${deliveryDate}: check the holiday list.`);
}
