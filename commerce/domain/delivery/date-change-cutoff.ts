import { londonInstant } from '../london-clock.ts';

/**
 * Until when a shopper may change a booked shipment's delivery date themselves: the courier's
 * cut-off on the day the shipment is to leave. From then on the yard is packing it for that day's
 * run, the same cut-off after which an order placed counts from the next working day, so only
 * the shop can still move it.
 */
export function dateChangeClosesAt(dispatchDate: string, cutoffTime: string): Date {
  return londonInstant(dispatchDate, cutoffTime);
}

/** Whether a shopper's change of date is still open at `now` (a change at the cut-off minute is too late). */
export function dateChangeOpen(now: Date, closesAt: Date): boolean {
  return now.getTime() < closesAt.getTime();
}
