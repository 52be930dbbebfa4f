import { onFirstUse } from '../../lib/text/on-first-use.ts';

const LONDON = 'Europe/London';
const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'long', day: 'numeric', month: 'long' }));
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const isoDayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: LONDON, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** An ISO date (yyyy-mm-dd) as the shop writes it: "Thursday 19 November". */
export function deliveryDay(isoDate: string): string {
  return dayFormat().format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * "Order by 12:00 today", "… tomorrow" or "… on Monday 23 November": the cut-off instant in
 * London time, relative to `now` (passed in, so the wording is testable).
 */
export function orderByText(orderByIso: string, now: Date): string {
  const cutoff = new Date(orderByIso);
  const day = isoDayFormat().format(cutoff);
  const today = isoDayFormat().format(now);
  const tomorrow = isoDayFormat().format(new Date(now.getTime() + 24 * 3600 * 1000));
  const when = day === today ? 'today' : day === tomorrow ? 'tomorrow' : `on ${dayFormat().format(cutoff)}`;
  return `Order by ${timeFormat().format(cutoff)} ${when}`;
}
