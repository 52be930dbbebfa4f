import { isoWeekday } from './working-days.ts';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTH_NAMES = [
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

const TOKEN = /EEEE|EEE|MMMM|MMM|MM|dd|d|yyyy|'[^']*'/g;

/**
 * An ISO date in the shop's display pattern (tokens EEEE, EEE, d, dd, MMMM, MMM, MM, yyyy;
 * text in single quotes is literal), e.g. 'EEEE d MMMM' gives 'Monday 30 November'.
 * English names only: the shop speaks British English, and the server's locale must not leak in.
 */
export function formatIsoDate(date: string, pattern: string): string {
  const weekday = WEEKDAY_NAMES[isoWeekday(date) - 1] as string;
  const month = MONTH_NAMES[Number(date.slice(5, 7)) - 1] as string;
  const day = date.slice(8, 10);
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'EEEE':
        return weekday;
      case 'EEE':
        return weekday.slice(0, 3);
      case 'MMMM':
        return month;
      case 'MMM':
        return month.slice(0, 3);
      case 'MM':
        return date.slice(5, 7);
      case 'dd':
        return day;
      case 'd':
        return String(Number(day));
      case 'yyyy':
        return date.slice(0, 4);
      default:
        return token.slice(1, -1);
    }
  });
}

export const DEFAULT_DELIVERY_DATE_FORMAT = 'EEEE d MMMM';
