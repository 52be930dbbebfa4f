import type { ShippingGroup } from './delivery/methods.ts';
import { londonDate, londonInstant } from './london-clock.ts';
import { assertPence } from './money.ts';

/**
 * The figures of the desk's Today tab, worked out from plain rows: the shop's day is London's
 * (a day is 23 or 25 hours long when the clocks change), money is summed in whole pence.
 */

/** Today and the six days after it: the week the owner plans deliveries for. */
export const DAYS_AHEAD = 7;

/** The day after an ISO day (YYYY-MM-DD), by the calendar: no clock, no zone. */
export function nextIsoDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** `count` ISO days from `first`, first included. */
export function isoDaysFrom(first: string, count: number): string[] {
  const days = [first];
  while (days.length < count) days.push(nextIsoDay(days.at(-1)!));
  return days;
}

/** A London day as instants: from its midnight (included) to the next midnight (excluded). */
export interface LondonDay {
  date: string;
  start: Date;
  end: Date;
}

/** The London day `now` falls in. */
export function londonDayOf(now: Date): LondonDay {
  const date = londonDate(now);
  return { date, start: londonInstant(date, '00:00'), end: londonInstant(nextIsoDay(date), '00:00') };
}

/** A list of amounts in pence, summed; a fraction of a penny is a bug upstream and is refused. */
export function sumPence(values: readonly number[]): number {
  return values.reduce((total, value) => total + assertPence(value), 0);
}

/** What came in today less what went back today, in pence: a refund of an older order counts on the day it settled. */
export function takingsPence(paymentsPence: readonly number[], refundsPence: readonly number[]): number {
  return sumPence(paymentsPence) - sumPence(refundsPence);
}

/** One shipment of a placed order: how it travels (pre-orders sent apart travel as the rest), the day it is booked for, and what its goods weigh. */
export interface BookedShipment {
  key: ShippingGroup;
  date: string | null;
  weightGrams: number;
}

/** A day's bookings: the van's stops, the pallets and parcels, and the weight of their goods. */
export interface DayLoad {
  date: string;
  vanStops: number;
  pallets: number;
  parcels: number;
  weightGrams: number;
}

/** The bookings of each day, in the days' order; a shipment of another day (or none) is left out. */
export function dayLoads(days: readonly string[], shipments: readonly BookedShipment[]): DayLoad[] {
  const loads = new Map(days.map((date) => [date, { date, vanStops: 0, pallets: 0, parcels: 0, weightGrams: 0 }]));
  for (const shipment of shipments) {
    const load = shipment.date === null ? undefined : loads.get(shipment.date);
    if (!load) continue;
    if (shipment.key === 'van') load.vanStops++;
    else if (shipment.key === 'pallet') load.pallets++;
    else load.parcels++;
    load.weightGrams += shipment.weightGrams;
  }
  return [...loads.values()];
}

/** Grams as tonnes to the nearest 10 kg: what a van's payload is talked of in. */
export function tonnesOf(grams: number): number {
  return Math.round(grams / 10_000) / 100;
}
