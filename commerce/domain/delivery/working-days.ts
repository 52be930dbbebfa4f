/**
 * Calendar arithmetic on ISO dates ('yyyy-mm-dd'). Every date here is already a London date,
 * so the maths runs in UTC, where a day is always 24 hours: local time would shift dates
 * on the server's daylight-saving changes.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * A run of non-working days this long means the holiday data is wrong, not a long break: the
 * search for a working day gives up here, so the desk refuses to close a day that makes one.
 */
export const MAX_NON_WORKING_RUN = 60;

/** True for a real calendar date written 'yyyy-mm-dd' (so '2026-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const sundayIsZero = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return sundayIsZero === 0 ? 7 : sundayIsZero;
}

export function isWeekend(date: string): boolean {
  return isoWeekday(date) >= 6;
}

/** Monday to Friday and not one of `holidays`. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: string, holidays: ReadonlySet<string>): string {
  let candidate = date;
  for (let step = 0; step < MAX_NON_WORKING_RUN; step += 1) {
    candidate = addDays(candidate, 1);
    if (isWorkingDay(candidate, holidays)) return candidate;
  }
  throw new RangeError(`No working day within ${MAX_NON_WORKING_RUN} days after ${date}: check the holiday list.`);
}

/**
 * The run of consecutive non-working days `date` is in, or null when it is a working day. Looked
 * for at most MAX_NON_WORKING_RUN days either way: enough to tell a run that is too long.
 */
export function nonWorkingRunAround(date: string, holidays: ReadonlySet<string>): { from: string; to: string; days: number } | null {
  if (isWorkingDay(date, holidays)) return null;
  // Also stops at the calendar's end (9999-12-31), past which there is no 'yyyy-mm-dd' date.
  const stillClosed = (day: string) => isIsoDate(day) && !isWorkingDay(day, holidays);
  let from = date;
  for (let step = 0; step < MAX_NON_WORKING_RUN && stillClosed(addDays(from, -1)); step += 1) from = addDays(from, -1);
  let to = date;
  for (let step = 0; step < MAX_NON_WORKING_RUN && stillClosed(addDays(to, 1)); step += 1) to = addDays(to, 1);
  return { from, to, days: dayNumber(to) - dayNumber(from) + 1 };
}

/** `date` itself when it is a working day, else the next one. */
export function sameOrNextWorkingDay(date: string, holidays: ReadonlySet<string>): string {
  return isWorkingDay(date, holidays) ? date : nextWorkingDay(date, holidays);
}

/** The date `count` working days after `date`; 0 gives `date` back unchanged. */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Working days must be a whole number ≥ 0: ${count}`);
  let result = date;
  dayNumber(date);
  for (let step = 0; step < count; step += 1) result = nextWorkingDay(result, holidays);
  return result;
}
