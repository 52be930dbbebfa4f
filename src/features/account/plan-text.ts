/** A calendar date moved by whole days (UTC arithmetic on the date alone, so no clock change shifts it). */
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// The account formats its own dates with Intl: importing the shop's date helpers here would split
// them out of the chunk the product page loads, and that page's start-up script has no bytes to spare.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Today's date in London, yyyy-mm-dd. */
const londonToday = (now: Date) => LONDON_DATE.format(now);

/** A calendar date as the shop writes it: "Wednesday 2 December". */
export const planDay = (isoDate: string) => LONG_DAY.format(Date.parse(`${isoDate}T00:00:00Z`));

/** The plan's rhythm in words: "Delivered every 6 weeks", "A reminder every week". */
export function rhythmText(plan: { kind: 'deliver' | 'remind'; everyWeeks: number }): string {
  const weeks = plan.everyWeeks === 1 ? 'week' : `${plan.everyWeeks} weeks`;
  return plan.kind === 'deliver' ? `Delivered every ${weeks}` : `A reminder every ${weeks}`;
}

export const PLAN_STATUS_TEXT: Record<'active' | 'paused' | 'stopped', string> = {
  active: 'Active',
  paused: 'Paused',
  stopped: 'Stopped',
};

export const ROUND_STATUS_TEXT: Record<'made' | 'paid' | 'skipped' | 'missed', string> = {
  made: 'Waiting for you to check and pay',
  paid: 'Paid',
  skipped: 'Skipped',
  missed: 'Not paid by its date: not sent',
};

/**
 * The first date a new plan offers: one rhythm from today, London time, but never before the
 * first date the shop can deliver (`firstDeliverable`, from the API: the checkout's own rule).
 */
export function firstPlanDate(now: Date, everyWeeks: number, firstDeliverable: string | null = null): string {
  const rhythm = addDays(londonToday(now), everyWeeks * 7);
  return firstDeliverable !== null && firstDeliverable > rhythm ? firstDeliverable : rhythm;
}

/** The earliest date the date fields accept (the API refuses today and earlier). */
export function tomorrow(now: Date): string {
  return addDays(londonToday(now), 1);
}

/**
 * The earliest date a new plan's date field accepts: the first date the shop can deliver the
 * order again, as the API says the checkout would offer it now (after a courier's cut-off,
 * tomorrow is gone), else tomorrow until the API has answered; the API checks it again.
 */
export function earliestPlanDate(now: Date, firstDeliverable: string | null): string {
  const floor = tomorrow(now);
  return firstDeliverable !== null && firstDeliverable > floor ? firstDeliverable : floor;
}

/** The round whose basket waits to be paid, if any: what the plan card's "Check and pay" opens. */
export function roundToPay<R extends { status: string; cartId: string | null }>(rounds: readonly R[]): (R & { cartId: string }) | null {
  const open = rounds.find((round) => round.status === 'made' && round.cartId);
  return (open as (R & { cartId: string }) | undefined) ?? null;
}

/** Checkout on a round's basket (the checkout takes it as the cart in hand). */
export const roundCheckoutPath = (cartId: string) => `/checkout?cart=${encodeURIComponent(cartId)}`;
