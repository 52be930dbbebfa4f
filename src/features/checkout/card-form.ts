import { cardExpired, passesLuhn, type CardDetails } from '../../../commerce/shared/index.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';

export { passesLuhn };
export type { CardDetails };

/** A card scheme a gateway accepts (getPaymentGatewaysForWebsite's acceptedCards). */
export interface AcceptedCard {
  name: string;
  code: string;
  /** Matches a whole card number of this scheme. */
  cardRegex: string;
}

/** What the shopper types into the card form. Held in memory only: never stored anywhere. */
export interface CardDraft {
  number: string;
  /** As typed: "MM/YY", "MM / YY", "MMYY" or "MM/YYYY". */
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', name: '' };

const MIN_DIGITS = 12;
const MAX_DIGITS = 19;
/** Cards are issued for at most about 20 years; a later year is a typing slip. */
const MAX_YEARS_AHEAD = 20;

/** Spaces and dashes are how people copy card numbers; only the digits count. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    // A broken pattern from the server must not break the form: that scheme is just not detected.
    return null;
  }
}

/**
 * The scheme of a card number, complete or still being typed. The gateways' regexes describe
 * whole numbers, so a partial number is tried padded with zeros to every possible length: the
 * schemes are told apart by their leading digits, and what follows is free in all of them.
 */
export function detectCardScheme<T extends AcceptedCard>(typed: string, accepted: readonly T[]): T | null {
  const digits = cardDigits(typed);
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return null;
  for (const card of accepted) {
    const pattern = compile(card.cardRegex);
    if (!pattern) continue;
    for (let length = Math.max(digits.length, MIN_DIGITS); length <= MAX_DIGITS; length += 1) {
      if (pattern.test(digits.padEnd(length, '0'))) return card;
    }
  }
  return null;
}

/** The scheme of a complete number, matched exactly (no padding). */
function exactScheme<T extends AcceptedCard>(digits: string, accepted: readonly T[]): T | null {
  return accepted.find((card) => compile(card.cardRegex)?.test(digits)) ?? null;
}

/** "MM/YY" and its usual variants to a month and a four-digit year; null when unreadable. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good until the end of its expiry month. `now` is passed in so this is testable. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return cardExpired(expiry, { year: now.getFullYear(), month: now.getMonth() + 1 });
}

/** Names the schemes for a message: "Visa, Mastercard or American Express". */
export function schemeList(accepted: readonly AcceptedCard[]): string {
  const names = accepted.map((card) => card.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** American Express prints a four-digit code on the front; the others three on the back. */
export function cvcLength(scheme: AcceptedCard | null): 3 | 4 | null {
  if (!scheme) return null;
  return scheme.code.toUpperCase() === 'AMEX' ? 4 : 3;
}

/**
 * The card form's checks, field by field, in words that say how to fix each one. The gateway
 * has the last word; these catch typing slips before a payment is attempted.
 */
export function checkCard(card: CardDraft, accepted: readonly AcceptedCard[], now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const digits = cardDigits(card.number);
  const scheme = accepted.length > 0 ? exactScheme(digits, accepted) : null;
  if (!digits) errors.number = 'Enter the long number on the front of your card.';
  else if (!/^\d+$/.test(digits)) errors.number = 'Enter the card number using digits only.';
  else if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || !passesLuhn(digits))
    errors.number = 'Check the card number: it is not a valid card number.';
  else if (accepted.length > 0 && !scheme) errors.number = `We accept ${schemeList(accepted)}. Enter one of those cards.`;

  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'Enter the expiry date, as on the card (MM/YY).';
  else if (!expiry) errors.expiry = 'Enter the expiry date as month and year, like 08/29.';
  else if (isExpired(expiry, now)) errors.expiry = 'This card has expired. Use another card.';
  else if (expiry.year > now.getFullYear() + MAX_YEARS_AHEAD) errors.expiry = 'Check the expiry year.';

  const cvc = card.cvc.trim();
  const expected = cvcLength(scheme);
  if (!cvc) errors.cvc = 'Enter the security code.';
  else if (expected === 4 && !/^\d{4}$/.test(cvc)) errors.cvc = 'Enter the 4-digit security code on the front of the card.';
  else if (expected === 3 && !/^\d{3}$/.test(cvc)) errors.cvc = 'Enter the 3-digit security code on the back of the card.';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3 or 4-digit security code.';

  if (!card.name.trim()) errors.name = 'Enter the name as it is written on the card.';
  return errors;
}

/** A checked draft as the gateway wants it; null when checkCard would find a problem with the expiry. */
export function cardDetails(card: CardDraft): CardDetails | null {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return null;
  return {
    number: cardDigits(card.number),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvc: card.cvc.trim(),
    name: card.name.trim().replace(/\s+/g, ' '),
  };
}
