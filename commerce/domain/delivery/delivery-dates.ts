import { addDays, addWorkingDays, isoWeekday, isWorkingDay } from './working-days.ts';

export const WEEKDAYS_MON_TO_FRI: readonly number[] = [1, 2, 3, 4, 5];

/** Refuses a longer list: a shopper scrolls through weeks, not a year. */
const MAX_GENERATE_COUNT = 60;

export interface DeliveryDatesInput {
  /** ISO date the shipment leaves. */
  dispatchDate: string;
  /** Working days on the road; the earliest delivery is this many working days after dispatch. */
  transitDays: number;
  /** How many dates the shopper may pick from. */
  generateCount: number;
  /** Days nobody delivers or receives, besides weekends. */
  holidays: ReadonlySet<string>;
  /** ISO weekdays the courier delivers on (1 = Monday … 5 = Friday); default Monday to Friday. */
  deliveryWeekdays?: readonly number[];
}

export interface OfferedDeliveryDates {
  earliest: string;
  /** Strictly increasing ISO dates, `generateCount` of them, `earliest` first. */
  dates: string[];
}

export function offerDeliveryDates(input: DeliveryDatesInput): OfferedDeliveryDates {
  const weekdays = input.deliveryWeekdays ?? WEEKDAYS_MON_TO_FRI;
  // Weekends are never working days, so a Saturday-only courier would loop for ever.
  if (weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 5)) {
    throw new RangeError(`Delivery weekdays must be 1 (Monday) to 5 (Friday): ${weekdays.join(', ')}`);
  }
  if (!Number.isInteger(input.generateCount) || input.generateCount < 1 || input.generateCount > MAX_GENERATE_COUNT) {
    throw new RangeError(`generateCount must be 1 to ${MAX_GENERATE_COUNT}: ${input.generateCount}`);
  }
  const deliversOn = (date: string): boolean => isWorkingDay(date, input.holidays) && weekdays.includes(isoWeekday(date));

  const dates: string[] = [];
  let candidate = addWorkingDays(input.dispatchDate, input.transitDays, input.holidays);
  // Bounded so bad holiday data fails loudly instead of hanging a request.
  for (let step = 0; dates.length < input.generateCount; step += 1) {
    if (step > input.generateCount * 7 + 366) throw new RangeError('Too few delivery days: check the holiday list.');
    if (deliversOn(candidate)) dates.push(candidate);
    candidate = addDays(candidate, 1);
  }
  return { earliest: dates[0] as string, dates };
}

/** What the checkout prints under a method, e.g. 'Delivered in 2–3 working days'. */
export function deliveryRange(minTransitDays: number, maxTransitDays: number): string {
  const min = Math.min(minTransitDays, maxTransitDays);
  const max = Math.max(minTransitDays, maxTransitDays);
  if (max === 0) return 'Delivered on the day it leaves us';
  const unit = max === 1 ? 'working day' : 'working days';
  return min === max ? `Delivered in ${max} ${unit}` : `Delivered in ${min}–${max} ${unit}`;
}
