import { formatIsoDate } from './date-format.ts';
import type { EligibleQuote } from './quote.ts';
import { isIsoDate } from './working-days.ts';

export type ChosenDateCheck =
  | { ok: true; date: string }
  | { ok: false; code: 'DATE_MALFORMED' | 'DATE_TOO_EARLY' | 'DATE_TOO_LATE' | 'DATE_NOT_OFFERED'; message: string };

/** A date the shopper picked must be one of the quote's offered dates; the message says which to pick instead. */
export function validateChosenDate(
  quote: Pick<EligibleQuote, 'estDeliveryDates' | 'deliveryDateDisplayFormat'>,
  date: string,
): ChosenDateCheck {
  const shown = (d: string): string => formatIsoDate(d, quote.deliveryDateDisplayFormat);
  const trimmed = date.trim();
  if (!isIsoDate(trimmed)) {
    return { ok: false, code: 'DATE_MALFORMED', message: 'Choose a delivery date from the calendar.' };
  }
  const first = quote.estDeliveryDates[0];
  const last = quote.estDeliveryDates[quote.estDeliveryDates.length - 1];
  if (first === undefined || last === undefined) {
    return { ok: false, code: 'DATE_NOT_OFFERED', message: 'No delivery dates are available for this method.' };
  }
  if (trimmed < first) {
    return { ok: false, code: 'DATE_TOO_EARLY', message: `The earliest we can deliver is ${shown(first)}.` };
  }
  if (trimmed > last) {
    return {
      ok: false,
      code: 'DATE_TOO_LATE',
      message: `Choose a date up to ${shown(last)}; later dates open nearer the time.`,
    };
  }
  if (!quote.estDeliveryDates.includes(trimmed)) {
    return {
      ok: false,
      code: 'DATE_NOT_OFFERED',
      message: `We don't deliver on ${shown(trimmed)}; choose one of the dates offered.`,
    };
  }
  return { ok: true, date: trimmed };
}
