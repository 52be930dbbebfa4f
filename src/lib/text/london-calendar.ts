/**
 * London's calendar and clock, and the shop's way of writing a date, without Intl. The first Intl
 * formatter a page builds starts ICU, which measured 34–62 ms on this project's two-core machine
 * before any CPU slowdown (scripts/bench-first-intl.ts): on the product page that one task was
 * most of the blocking time at load. The page's script writes the delivery promise at
 * load, so its wording comes from the API's own date format (English names, shared through
 * commerce/shared) and the UK's summer-time rule instead.
 *
 * The rule (the Summer Time Order 2002, unchanged since the EU harmonised it in 1996): British
 * Summer Time, UTC+1, runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October. The tests compare every hour of 1997–2040 with Intl's Europe/London; a
 * change in UK law would need a change here, where Intl would follow its time-zone data.
 */
import { DEFAULT_DELIVERY_DATE_FORMAT, formatIsoDate } from '../../../commerce/shared/index.ts';

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

/** A calendar date (yyyy-mm-dd) as the shop writes it, on the site and in its mail: "Thursday 19 November". */
export const longDay = (isoDate: string): string => formatIsoDate(isoDate, DEFAULT_DELIVERY_DATE_FORMAT);
