import Holidays from 'date-holidays';
import type { CalendarRegion } from './calendar-region.ts';

export interface BankHoliday {
  /** ISO date in Europe/London. */
  date: string;
  name: string;
}

/** Closed days per calendar region, as the API stores them per shop and hands them in. */
export type HolidaysByRegion = Readonly<Record<CalendarRegion, ReadonlySet<string>>>;

const STATE_CODES: Readonly<Record<CalendarRegion, string>> = {
  england: 'ENG',
  scotland: 'SCT',
  northernIreland: 'NIR',
};

/**
 * The bank holidays of one year and region, substitute days included (when a holiday falls on
 * a weekend, the Monday or Tuesday after). Observances such as Mother's Day are not closures.
 * This is seed data: the rules of `date-holidays` can lag a one-off holiday proclaimed late,
 * which is why shops keep their own editable list.
 */
export function bankHolidays(year: number, region: CalendarRegion): BankHoliday[] {
  const calendar = new Holidays('GB', STATE_CODES[region], { languages: 'en' });
  const byDate = new Map<string, string>();
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== 'public' && holiday.type !== 'bank') continue;
    // `date` is the local date in the country's own zone: 'yyyy-mm-dd hh:mm:ss'.
    const date = holiday.date.slice(0, 10);
    if (!byDate.has(date)) byDate.set(date, holiday.name);
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Every region's closed days over `years` (the API passes this year and next). */
export function seedHolidayCalendars(years: readonly number[]): HolidaysByRegion {
  const closedDays = (region: CalendarRegion): ReadonlySet<string> =>
    new Set(years.flatMap((year) => bankHolidays(year, region).map((holiday) => holiday.date)));
  return {
    england: closedDays('england'),
    scotland: closedDays('scotland'),
    northernIreland: closedDays('northernIreland'),
  };
}
