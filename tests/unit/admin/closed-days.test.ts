import { describe, expect, it } from 'vitest';
import {
  type ClosedDayDraft,
  closedDayProblems,
  cutoffTimeProblem,
  regionsClosed,
  removeClosedDayRefusal,
} from '../../../commerce/domain/delivery/closed-days.ts';

const today = '2026-11-27';
const closure: ClosedDayDraft = { kind: 'closure', region: null, date: '2026-12-03', name: 'Stocktake' };
const noneClosed = { england: new Set<string>(), scotland: new Set<string>(), northernIreland: new Set<string>() };
const fields = (change: Partial<ClosedDayDraft>, existing: { region: 'england' | 'scotland' | 'northernIreland'; name: string }[] = []) =>
  closedDayProblems({ ...closure, ...change }, existing, today, noneClosed).map((p) => p.field);

describe('closed day rules', () => {
  it('closes every calendar for a closure day and one for a bank holiday', () => {
    expect(regionsClosed(closure)).toEqual(['england', 'scotland', 'northernIreland']);
    expect(regionsClosed({ kind: 'bankHoliday', region: 'scotland' })).toEqual(['scotland']);
  });

  it('accepts today and later, refuses a past day', () => {
    expect(fields({ date: today })).toEqual([]);
    const [problem] = closedDayProblems({ ...closure, date: '2026-11-26' }, [], today, noneClosed);
    expect(problem).toEqual({ field: 'date', message: '26 November 2026 has passed: choose today or a later day.' });
  });

  it('refuses a date that is not a real one', () => {
    expect(fields({ date: '2026-02-29' })).toEqual(['date']);
    expect(fields({ date: '3/12/2026' })).toEqual(['date']);
  });

  it('refuses a day already closed in a calendar it would close, naming it', () => {
    const existing = [{ region: 'scotland' as const, name: "St Andrew's Day" }];
    const [problem] = closedDayProblems(closure, existing, today, noneClosed);
    expect(problem?.message).toBe("3 December 2026 is already closed (St Andrew's Day); remove that day first to change it.");
    expect(fields({ kind: 'bankHoliday', region: 'england' }, existing)).toEqual([]);
  });

  it('refuses the day that makes a break of 60 days in a calendar it closes, and takes one of 59', () => {
    // Monday 7 December 2026 to Friday 29 January 2027 closed: with the weekends either side, a
    // break from Saturday 5 December to Sunday 31 January, 58 days.
    const dates = new Set<string>();
    for (let day = Date.parse('2026-12-07T00:00:00Z'); day <= Date.parse('2027-01-29T00:00:00Z'); day += 86_400_000)
      dates.add(new Date(day).toISOString().slice(0, 10));
    const scotlandShut = { ...noneClosed, scotland: dates };
    // Friday 4 December makes 59 days: allowed. Then Monday 1 February makes 60.
    expect(closedDayProblems({ ...closure, date: '2026-12-04' }, [], today, scotlandShut)).toEqual([]);
    const longer = { ...noneClosed, scotland: new Set([...dates, '2026-12-04']) };
    const [problem] = closedDayProblems({ ...closure, date: '2027-02-01' }, [], today, longer);
    expect(problem).toEqual({
      field: 'date',
      message:
        'Closing 1 February 2027 would leave 60 days in a row with no dispatch or delivery (4 December 2026 to 1 February 2027): checkout looks for a working day at most 60 days ahead. Keep a break under 60 days, weekends and bank holidays included.',
    });
    // The calendar's last day is judged like any other: no date after it to look at.
    expect(closedDayProblems({ ...closure, date: '9999-12-31' }, [], today, noneClosed)).toEqual([]);
    // Only the calendars the day closes count: England's bank holiday leaves Scotland's break alone.
    expect(closedDayProblems({ kind: 'bankHoliday', region: 'england', date: '2027-02-01', name: 'X' }, [], today, longer)).toEqual([]);
  });

  it('wants a region for a bank holiday, and a name', () => {
    expect(fields({ kind: 'bankHoliday', region: null, name: ' ' })).toEqual(['region', 'name']);
  });

  it('keeps past days on the record', () => {
    expect(removeClosedDayRefusal('2026-11-26', today)).toContain('has passed');
    expect(removeClosedDayRefusal(today, today)).toBeNull();
  });
});

describe('cut-off times', () => {
  it.each(['12:00', '00:00', '23:59', '09:30'])('accepts %s', (time) => {
    expect(cutoffTimeProblem(time)).toBeNull();
  });
  it.each(['24:00', '9:30', '12:60', '12.00', ''])('refuses %s', (time) => {
    expect(cutoffTimeProblem(time)).toMatch(/HH:MM/);
  });
});
