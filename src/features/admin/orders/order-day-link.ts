import type { DayKind } from './day-sheet.ts';

/**
 * The Orders tab's day and view in the URL: `#orders=leaving:2026-12-02` or
 * `#orders=arriving:2026-12-02`, so the Today tab (or a bookmark, or a colleague's link) opens
 * the Orders tab on that day's stops, and a reload keeps them.
 */
export interface DayView {
  day: string;
  kind: DayKind;
}

const WORDS: Record<DayKind, string> = { DISPATCH: 'leaving', DELIVERY: 'arriving' };

export function dayViewHash(view: DayView): string {
  return `#orders=${WORDS[view.kind]}:${view.day}`;
}

/** The day and view a fragment names; null for anything else (never a guess). */
export function dayViewFromHash(hash: string): DayView | null {
  const match = /^#?orders=(leaving|arriving):(\d{4}-\d{2}-\d{2})$/.exec(hash);
  if (!match) return null;
  const day = match[2]!;
  // A real calendar day only: 2026-02-30 is not one.
  if (new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) !== day) return null;
  return { day, kind: match[1] === 'leaving' ? 'DISPATCH' : 'DELIVERY' };
}
