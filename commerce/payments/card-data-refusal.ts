import { passesLuhn } from '../domain/payment-card.ts';

/**
 * Card data never reaches our API (PCI DSS SAQ A): the card is typed into the provider's own
 * fields, and paymentData carries the provider's token. This finds what must not be here, so the
 * call is refused before anything is written or logged: a run of 12 to 19 digits (spaces and
 * dashes allowed between them, as people copy card numbers) that passes the Luhn check, anywhere
 * in the text or its decoded strings, or a field named like a card security code.
 */
export type CardDataFound = 'cardNumber' | 'securityCode';

const DIGIT_RUN = /\d(?:[ -]?\d)*/g;
const SECURITY_CODE_FIELD = /^(cvc2?|cvv2?|csc|cid|cav2|security[-_ ]?code|card[-_ ]?(verification|security)[-_ ]?(code|value)?)$/i;
const MAX_DEPTH = 20;

/** Whether a text holds a Luhn-valid run of 12 to 19 digits. */
export function holdsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 12 && digits.length <= 19 && passesLuhn(digits)) return true;
  }
  return false;
}

function findIn(value: unknown, depth: number): CardDataFound | null {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') return holdsCardNumber(value) ? 'cardNumber' : null;
  if (typeof value === 'number') return holdsCardNumber(String(value)) ? 'cardNumber' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SECURITY_CODE_FIELD.test(key)) return 'securityCode';
      const found = holdsCardNumber(key) ? 'cardNumber' : findIn(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What card data paymentData holds, if any: `raw` is the JSON text as sent (a number too long for
 * a double is still seen there), `parsed` its value (an escaped digit is seen there).
 */
export function findCardData(raw: string, parsed: unknown): CardDataFound | null {
  return findIn(parsed, 0) ?? (holdsCardNumber(raw) ? 'cardNumber' : null);
}
