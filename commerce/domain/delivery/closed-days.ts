import { ukLongDate } from '../stock.ts';
import { CALENDAR_REGIONS, type CalendarRegion } from './calendar-region.ts';
import { isCutoffTime } from './dispatch.ts';
import { isIsoDate, MAX_NON_WORKING_RUN, nonWorkingRunAround } from './working-days.ts';

/*
 * Days nobody dispatches or delivers, as staff keep them: a bank holiday belongs to one nation's
 * calendar; a closure day (stocktake, the owner's wedding) shuts the shop whatever the calendar,
 * so it is kept in every region's list, which is what delivery quoting reads.
 */

export type ClosedDayKind = 'bankHoliday' | 'closure';

const NAME_MAX_LENGTH = 60;

export interface ClosedDayDraft {
  kind: ClosedDayKind;
  /** The nation whose calendar a bank holiday is in; a closure day is in all of them. */
  region: CalendarRegion | null;
  date: string;
  name: string;
}

export interface ClosedDayProblem {
  field: 'region' | 'date' | 'name';
  message: string;
}

/** The calendars a closed day is written into. */
export function regionsClosed(draft: Pick<ClosedDayDraft, 'kind' | 'region'>): readonly CalendarRegion[] {
  if (draft.kind === 'closure') return CALENDAR_REGIONS;
  return draft.region === null ? [] : [draft.region];
}

/**
 * Every broken rule of a new closed day; empty when it may be added. `existing` are the days
 * already kept on that date, by region; `closed` every calendar's closed dates around it. Today
 * may still be closed (a van breaks down at dawn); a past day may not, since it changes nothing
 * but the record. Nor may a day that makes a break of MAX_NON_WORKING_RUN days: quoting finds no
 * working day across one, and every delivery date the shop offers would fail.
 */
export function closedDayProblems(
  draft: ClosedDayDraft,
  existing: readonly { region: CalendarRegion; name: string }[],
  today: string,
  closed: Readonly<Record<CalendarRegion, ReadonlySet<string>>>,
): ClosedDayProblem[] {
  const problems: ClosedDayProblem[] = [];
  if (draft.kind === 'bankHoliday' && draft.region === null) {
    problems.push({ field: 'region', message: 'Choose whose bank holiday it is: England and Wales, Scotland or Northern Ireland.' });
  }
  if (!isIsoDate(draft.date)) {
    problems.push({ field: 'date', message: 'Enter the date as a real date, yyyy-mm-dd.' });
  } else if (draft.date < today) {
    problems.push({ field: 'date', message: `${ukLongDate(draft.date)} has passed: choose today or a later day.` });
  } else {
    const regions = regionsClosed(draft);
    const clash = existing.find((day) => regions.includes(day.region));
    const tooLong = regions
      .map((region) => nonWorkingRunAround(draft.date, new Set([...closed[region], draft.date])))
      .find((run) => run !== null && run.days >= MAX_NON_WORKING_RUN);
    if (clash) {
      problems.push({
        field: 'date',
        message: `${ukLongDate(draft.date)} is already closed (${clash.name}); remove that day first to change it.`,
      });
    } else if (tooLong) {
      problems.push({
        field: 'date',
        message: `Closing ${ukLongDate(draft.date)} would leave ${tooLong.days} days in a row with no dispatch or delivery (${ukLongDate(tooLong.from)} to ${ukLongDate(tooLong.to)}): checkout looks for a working day at most ${MAX_NON_WORKING_RUN} days ahead. Keep a break under ${MAX_NON_WORKING_RUN} days, weekends and bank holidays included.`,
      });
    }
  }
  const name = draft.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    problems.push({ field: 'name', message: `Name the day in 1 to ${NAME_MAX_LENGTH} characters, e.g. "Boxing Day" or "Stocktake".` });
  }
  return problems;
}

/** Why a kept day cannot be removed, or null when it can: the past is record, not plan. */
export function removeClosedDayRefusal(date: string, today: string): string | null {
  return date < today ? `${ukLongDate(date)} has passed; past days stay on the record.` : null;
}

/** Why a cut-off cannot be set, or null. */
export function cutoffTimeProblem(time: string): string | null {
  return isCutoffTime(time) ? null : 'Enter the cut-off as a 24-hour time, HH:MM, e.g. 12:00 or 14:30.';
}
