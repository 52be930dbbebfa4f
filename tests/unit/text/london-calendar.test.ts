import { describe, expect, it } from 'vitest';
import { addDays } from '../../../commerce/shared/index.ts';
import { isBritishSummerTime, londonClock, longDay } from '../../../src/lib/text/london-calendar.ts';

// The reference: Intl with the time-zone data Node ships (the formatting the module replaces).
const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const HOUR_MS = 3_600_000;

describe('London time without Intl (london-calendar.ts)', () => {
  it('agrees with Intl’s Europe/London at every hour from 1997 to 2040 (the clocks change on the hour)', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1997, 0, 1); time < Date.UTC(2041, 0, 1); time += HOUR_MS) {
      const instant = new Date(time);
      const clock = londonClock(instant);
      const expected = { isoDate: londonDate.format(instant), time: londonTime.format(instant) };
      if (clock.isoDate !== expected.isoDate || clock.time !== expected.time) mismatches.push(instant.toISOString());
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });

  it('changes the clocks at 01:00 UTC on the last Sundays of March and October', () => {
    expect(isBritishSummerTime(new Date('2026-03-29T00:59:59Z'))).toBe(false);
    expect(isBritishSummerTime(new Date('2026-03-29T01:00:00Z'))).toBe(true);
    expect(londonClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ isoDate: '2026-03-29', time: '02:00' });
    expect(isBritishSummerTime(new Date('2026-10-25T00:59:59Z'))).toBe(true);
    expect(isBritishSummerTime(new Date('2026-10-25T01:00:00Z'))).toBe(false);
    // A summer evening in UTC is already the next day in London.
    expect(londonClock(new Date('2026-06-30T23:30:00Z'))).toEqual({ isoDate: '2026-07-01', time: '00:30' });
  });

  it('names every day from 1997 to 2040 as Intl’s en-GB does, as the order mail does', () => {
    const mismatches: string[] = [];
    for (let isoDate = '1997-01-01'; isoDate < '2041-01-01'; isoDate = addDays(isoDate, 1)) {
      if (longDay(isoDate) !== dayName.format(new Date(`${isoDate}T12:00:00Z`))) mismatches.push(isoDate);
    }
    expect(mismatches).toEqual([]);
    expect(longDay('2026-11-19')).toBe('Thursday 19 November');
  });

  it('refuses what is not a date', () => {
    expect(() => longDay('next Tuesday')).toThrow('Not an ISO date (yyyy-mm-dd): next Tuesday');
  });
});
