import { formatPence, type Pence } from './money.ts';

/**
 * Paying later in equal parts (a pay-later method's "pay in three"). Pure: the server checks a
 * basket against the limits before it starts such a payment, and the payment step writes the
 * same plan, so the shopper is told exactly what the provider will take.
 */

/** What a pay-in-parts method takes: how many payments, how far apart, and the totals it accepts. */
export interface InstalmentTerms {
  /** Payments in all, the first of them today. */
  count: number;
  /** Days between one payment and the next. */
  everyDays: number;
  /** The smallest basket total it accepts, inclusive. */
  minPence: Pence;
  /** The largest basket total it accepts, inclusive. */
  maxPence: Pence;
}

/**
 * The payments, first to last, in whole pence adding up to the total exactly: equal parts, and
 * the pence that do not divide evenly on the first (taken today), as pay-later providers do.
 */
export function splitIntoInstalments(totalPence: Pence, count: number): Pence[] {
  if (!Number.isInteger(totalPence) || totalPence < 0) throw new RangeError('The total must be whole pence, not negative.');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('There must be at least one payment.');
  const part = Math.floor(totalPence / count);
  const remainder = totalPence - part * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? part + remainder : part));
}

/** Whether a basket of this total may be paid this way. */
export function withinInstalmentLimits(totalPence: Pence, terms: InstalmentTerms): boolean {
  return totalPence >= terms.minPence && totalPence <= terms.maxPence;
}

/**
 * What the shopper will pay and when, in words: "3 payments of £110.00: today, then every 30 days."
 * or, when the pence do not divide evenly, "3 payments: £109.68 today, then £109.66 every 30 days."
 */
export function instalmentPlanText(totalPence: Pence, terms: InstalmentTerms): string {
  const [first, ...rest] = splitIntoInstalments(totalPence, terms.count);
  const later = rest[0];
  if (later === undefined) return `1 payment of ${formatPence(first!)} today.`;
  if (later === first) return `${terms.count} payments of ${formatPence(first)}: today, then every ${terms.everyDays} days.`;
  return `${terms.count} payments: ${formatPence(first!)} today, then ${formatPence(later)} every ${terms.everyDays} days.`;
}

/**
 * Why a basket cannot be paid this way, in the shopper's words naming the limits; null when it can.
 * `methodName` is how the shop names the method ("Klarna, pay in 3").
 */
export function instalmentLimitRefusal(totalPence: Pence, terms: InstalmentTerms, methodName: string): string | null {
  if (withinInstalmentLimits(totalPence, terms)) return null;
  return `${methodName} is for orders from ${formatPence(terms.minPence)} to ${formatPence(terms.maxPence)}; this order is ${formatPence(totalPence)}. Please choose another way to pay.`;
}
