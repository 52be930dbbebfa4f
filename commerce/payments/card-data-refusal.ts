import { holdsCardNumber, withAsciiDigits } from '../domain/card-number-scan.ts';

export { holdsCardNumber } from '../domain/card-number-scan.ts';

/**
 * Card data never reaches our API (PCI DSS SAQ A): the card is typed into the provider's own
 * fields, and paymentData carries the provider's token. This finds what must not be here, so the
 * call is refused before anything is written or logged: a Luhn-valid 12 to 19 digits however it is
 * written (card-number-scan.ts), anywhere in the text, its decoded strings and keys, or spread over
 * sibling values (`["42424242", "42424242"]`); or a field named like a card security code.
 */
export type CardDataFound = 'cardNumber' | 'securityCode';

/**
 * A security code's names, matched inside a key with case, separators and compatibility forms
 * ignored (`card_cvc`, `CVC `, `cvv2`, `securityCode`, `cardCode`…): the names providers use.
 */
const SECURITY_CODE_NAME = /cvc|cvv|csc|cvn|cid|cav2|securitycode|cardcode|verificationcode|verificationvalue/;
const MAX_DEPTH = 20;
/** A value that is only digits and separators: a piece of a number split over several values. */
const DIGITS_ONLY = /^[^\p{L}]*\p{Nd}[^\p{L}]*$/u;

function namesSecurityCode(key: string): boolean {
  return SECURITY_CODE_NAME.test(
    withAsciiDigits(key)
      .toLowerCase()
      .replace(/[^\p{L}\p{Nd}]/gu, ''),
  );
}

/** The digit-only keys and values of one array or object, in order: a split number read whole. */
function splitNumberIn(pieces: readonly unknown[]): boolean {
  const digitPieces = pieces
    .map((piece) => (typeof piece === 'number' ? String(piece) : piece))
    .filter((piece): piece is string => typeof piece === 'string' && DIGITS_ONLY.test(piece));
  return digitPieces.length > 1 && holdsCardNumber(digitPieces.join(' '));
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
    return splitNumberIn(value) ? 'cardNumber' : null;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    for (const [key, item] of entries) {
      if (namesSecurityCode(key)) return 'securityCode';
      const found = holdsCardNumber(key) ? 'cardNumber' : findIn(item, depth + 1);
      if (found) return found;
    }
    return splitNumberIn(entries.flat()) ? 'cardNumber' : null;
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
