import { cardExpired, passesLuhn } from '../../../commerce/domain/payment-card.ts';
import {
  cardDigits,
  cvcLength,
  exactCardScheme,
  MAX_CARD_DIGITS,
  MIN_CARD_DIGITS,
  schemeList,
  type AcceptedCard,
} from '../../../commerce/shared/card-schemes.ts';

/**
 * The test gateway's card frame checks, field by field, in words that say how to fix each one:
 * what the checkout's own form checked before the card moved into the gateway's frame. The frame
 * runs them as the shopper types; its tokenise endpoint runs them again, so a card that gets a
 * token is well formed. The pretend bank still has the last word.
 */

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

/** What the shopper types into the card frame. */
export type CardDraft = Record<CardField, string>;

export type CardErrors = Partial<Record<CardField, string>>;

/** Cards are issued for at most about 20 years; a later year is a typing slip. */
const MAX_YEARS_AHEAD = 20;

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

/** A card is good until the end of its expiry month; `today` is a calendar date (yyyy-mm-dd). */
export function isExpired(expiry: { month: number; year: number }, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return cardExpired(expiry, { year, month });
}

/** Each field's problem, if any. `today` (yyyy-mm-dd) is passed in so this is testable. */
export function checkCard(card: CardDraft, accepted: readonly AcceptedCard[], today: string): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  const wellFormed = /^\d+$/.test(digits) && digits.length >= MIN_CARD_DIGITS && digits.length <= MAX_CARD_DIGITS && passesLuhn(digits);
  // The schemes' patterns only ever see a well-formed number: at most 19 ASCII digits.
  const scheme = wellFormed && accepted.length > 0 ? exactCardScheme(digits, accepted) : null;
  if (!digits) errors.number = 'Enter the long number on the front of your card.';
  else if (!/^\d+$/.test(digits)) errors.number = 'Enter the card number using digits only.';
  else if (!wellFormed) errors.number = 'Check the card number: it is not a valid card number.';
  else if (accepted.length > 0 && !scheme) errors.number = `We accept ${schemeList(accepted)}. Enter one of those cards.`;

  const expiry = parseExpiry(card.expiry);
  const thisYear = Number(today.slice(0, 4));
  if (!card.expiry.trim()) errors.expiry = 'Enter the expiry date, as on the card (MM/YY).';
  else if (!expiry) errors.expiry = 'Enter the expiry date as month and year, like 08/29.';
  else if (isExpired(expiry, today)) errors.expiry = 'This card has expired. Use another card.';
  else if (expiry.year > thisYear + MAX_YEARS_AHEAD) errors.expiry = 'Check the expiry year.';

  const cvc = card.cvc.trim();
  const expected = cvcLength(scheme);
  if (!cvc) errors.cvc = 'Enter the security code.';
  else if (expected === 4 && !/^\d{4}$/.test(cvc)) errors.cvc = 'Enter the 4-digit security code on the front of the card.';
  else if (expected === 3 && !/^\d{3}$/.test(cvc)) errors.cvc = 'Enter the 3-digit security code on the back of the card.';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3 or 4-digit security code.';

  if (!card.name.trim()) errors.name = 'Enter the name as it is written on the card.';
  else if (card.name.trim().length > 100) errors.name = 'Enter the name in at most 100 characters.';
  return errors;
}

/** The card as the vault keeps it, from a draft checkCard found nothing wrong with; null otherwise. */
export function vaultCard(card: CardDraft, accepted: readonly AcceptedCard[], today: string) {
  const expiry = parseExpiry(card.expiry);
  if (!expiry || Object.keys(checkCard(card, accepted, today)).length > 0) return null;
  return {
    number: cardDigits(card.number),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    name: card.name.trim().replace(/\s+/g, ' '),
  };
}
