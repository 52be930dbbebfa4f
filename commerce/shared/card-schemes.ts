/**
 * Card schemes as a gateway lists them (getPaymentGatewaysForWebsite's acceptedCards). The
 * checkout names the scheme from the leading digits the card frame reports; the test gateway's
 * frame checks a whole number against the same list. Neither side needs more than this.
 */

/** A card scheme a gateway accepts. */
export interface AcceptedCard {
  name: string;
  code: string;
  /** Matches a whole card number of this scheme. */
  cardRegex: string;
}

export const MIN_CARD_DIGITS = 12;
export const MAX_CARD_DIGITS = 19;

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
 * The scheme of a card number, complete or still being typed (or only its first digits, as a
 * card frame reports them). The gateways' regexes describe whole numbers, so a partial number
 * is tried padded with zeros to every possible length: the schemes are told apart by their
 * leading digits, and what follows is free in all of them.
 */
export function detectCardScheme<T extends AcceptedCard>(typed: string, accepted: readonly T[]): T | null {
  const digits = cardDigits(typed);
  if (!/^\d+$/.test(digits) || digits.length > MAX_CARD_DIGITS) return null;
  for (const card of accepted) {
    const pattern = compile(card.cardRegex);
    if (!pattern) continue;
    for (let length = Math.max(digits.length, MIN_CARD_DIGITS); length <= MAX_CARD_DIGITS; length += 1) {
      if (pattern.test(digits.padEnd(length, '0'))) return card;
    }
  }
  return null;
}

/** The scheme of a complete number, matched exactly (no padding). */
export function exactCardScheme<T extends AcceptedCard>(digits: string, accepted: readonly T[]): T | null {
  return accepted.find((card) => compile(card.cardRegex)?.test(digits)) ?? null;
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
