import { addDays } from './delivery/working-days.ts';

/**
 * The Consumer Contracts Regulations 2013 give a customer who bought goods at a distance 14 days
 * to cancel, starting the day after the goods arrive; for an order delivered in several parts,
 * the day after the last part arrives (regulation 30). So the last day is the delivery day plus 14.
 */
export const CANCELLATION_DAYS = 14;

/** The last day (YYYY-MM-DD, London) the customer may cancel goods delivered on `deliveredOn`. */
export function lastDayToCancel(deliveredOn: string): string {
  return addDays(deliveredOn, CANCELLATION_DAYS);
}
