import { describe, expect, it } from 'vitest';
import { bankHolidays, seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { isWeekend } from '../../commerce/domain/delivery/working-days.ts';

/** The weekday closures gov.uk publishes; date-holidays also lists the weekend day a substitute replaces. */
function weekdayDates(year: number, region: 'england' | 'scotland' | 'northernIreland'): string[] {
  return bankHolidays(year, region)
    .map((h) => h.date)
    .filter((date) => !isWeekend(date));
}

describe('bank holidays', () => {
  it('England and Wales 2026 and 2027, with Christmas substitute days', () => {
    expect(weekdayDates(2026, 'england')).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(weekdayDates(2027, 'england')).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('Scotland 2026 and 2027: 2 January, St Andrew’s Day, early August, no Easter Monday', () => {
    expect(weekdayDates(2026, 'scotland')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-04-03',
      '2026-05-04',
      '2026-05-25',
      '2026-08-03',
      '2026-11-30',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(weekdayDates(2027, 'scotland')).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-03-26',
      '2027-05-03',
      '2027-05-31',
      '2027-08-02',
      '2027-11-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('Northern Ireland 2026: St Patrick’s Day and the Boyne substitute', () => {
    expect(weekdayDates(2026, 'northernIreland')).toEqual([
      '2026-01-01',
      '2026-03-17',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-07-13',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('names each day and leaves out observances such as Mother’s Day', () => {
    const scotland = bankHolidays(2026, 'scotland');
    expect(scotland).toContainEqual({ date: '2026-12-28', name: 'Boxing Day (substitute day)' });
    expect(scotland.find((h) => h.date === '2026-11-30')?.name).toMatch(/St Andrew/);
    expect(scotland.map((h) => h.date)).not.toContain('2026-03-15');
  });

  it('seeds one closed-day set per region across the years asked for', () => {
    const calendars = seedHolidayCalendars([2026, 2027]);
    expect(calendars.scotland.has('2026-11-30')).toBe(true);
    expect(calendars.england.has('2026-11-30')).toBe(false);
    expect(calendars.england.has('2027-12-28')).toBe(true);
    expect(calendars.northernIreland.has('2027-03-17')).toBe(true);
    expect(calendars.england.has('2028-01-03')).toBe(false);
  });
});
