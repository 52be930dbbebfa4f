/**
 * London's calendar and clock, and English day names, without Intl. The first Intl formatter a
 * page builds starts ICU, which measured 34–62 ms on this project's two-core machine before any
 * CPU slowdown (scripts/bench-first-intl.ts): on the product page that one task was most of the
 * blocking time at load (issue 23). The page's script writes the delivery promise at load, so its
 * wording is built here from fixed names and the UK's summer-time rule instead.
 *
 * The rule (the Summer Time Order 2002, unchanged since the EU harmonised it in 1996): British
 * Summer Time, UTC+1, runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October. The tests compare every hour of 1997–2040 with Intl's Europe/London; a
 * change in UK law would need a change here, where Intl would follow its time-zone data.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (month 0–11): when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Whether British Summer Time applies at an instant. */
export function isBritishSummerTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
}

export interface LondonClock {
  /** The London date, yyyy-mm-dd. */
  isoDate: string;
  /** The London time, hh:mm on a 24-hour clock. */
  time: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date and time a clock in London shows at an instant. */
export function londonClock(instant: Date): LondonClock {
  const local = new Date(instant.getTime() + (isBritishSummerTime(instant) ? HOUR_MS : 0));
  return {
    isoDate: `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

/** A calendar date (yyyy-mm-dd) as the shop writes it: "Thursday 19 November". */
export function longDay(isoDate: string): string {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date (yyyy-mm-dd): ${isoDate}`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The calendar date a number of days after another (yyyy-mm-dd). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
