/**
 * The London wall clock at an instant. Cut-offs are printed on the site in London time, so
 * they must hold in BST and GMT alike, whatever zone the server runs in.
 */
export interface LondonWallClock {
  /** 'yyyy-mm-dd' */
  date: string;
  /** 'HH:MM:SS', 24-hour, zero-padded so that strings compare in time order. */
  time: string;
}

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function londonWallClock(instant: Date): LondonWallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a valid instant.');
  const parts = LONDON_PARTS.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => {
    const value = parts.find((p) => p.type === type)?.value;
    if (value === undefined) throw new RangeError(`No ${type} in the London clock.`);
    return value;
  };
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** The instant a London wall-clock time ('HH:MM') happens on an ISO date, in GMT or BST. */
export function londonInstant(date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const wall = londonWallClock(new Date(guess));
  const offset = Date.parse(`${wall.date}T${wall.time}Z`) - guess;
  return new Date(guess - offset);
}

/** The shop trades in Europe/London: "today" is the London date, whatever the server's zone. */
export function londonDate(instant: Date): string {
  return londonWallClock(instant).date;
}
