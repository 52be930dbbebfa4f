import { surchargeNotes } from '../domain/delivery/surcharge-notes.ts';
import type { EligibleQuote } from '../domain/delivery/quote.ts';
import { toPounds } from '../domain/money.ts';

/** A quote's surcharges as the API's DeliverySurcharge: named, with the reason, in pounds. */
export function presentSurcharges(quote: EligibleQuote) {
  return surchargeNotes(quote).map((note) => ({ type: note.kind, name: note.name, reason: note.reason, amount: toPounds(note.pence) }));
}
