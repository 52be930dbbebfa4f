import { passesLuhn } from './payment-card.ts';

/**
 * Finds card numbers in text, however they are written: the one detector behind the API's
 * refusal of card data in paymentData and the log's masking, so neither misses what the other
 * sees. People (and scripts probing the refusal) separate the groups with anything: one or more
 * spaces, tabs, `.`, `_`, `/`, `-`; and type digits from other scripts (fullwidth `４２４２`,
 * Arabic-Indic, Devanagari…), which a plain `\d` does not see.
 */

export const MIN_CARD_DIGITS = 12;
export const MAX_CARD_DIGITS = 19;

/**
 * Digits with up to three non-letter, non-digit characters between them: a run of groups. Three,
 * so " - " and ", " join groups while a sentence's words (letters) still end the run.
 */
const DIGIT_RUN = /\p{Nd}(?:[^\p{L}\p{Nd}]{0,3}\p{Nd})*/gu;
const DIGIT_GROUP = /\p{Nd}+/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const NON_ASCII_DIGIT = /[^\P{Nd}0-9]/gu;

const digitValues = new Map<string, string>();

/**
 * The ASCII digit a Unicode decimal digit stands for. Unicode encodes every decimal digit (Nd) in
 * contiguous blocks of ten, zero to nine, so the value is the distance from the start of its
 * block of blocks, modulo ten.
 */
function asciiDigit(digit: string): string {
  const known = digitValues.get(digit);
  if (known) return known;
  const codePoint = digit.codePointAt(0)!;
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  const value = String((codePoint - start) % 10);
  digitValues.set(digit, value);
  return value;
}

/** The text with compatibility forms folded (NFKC) and every decimal digit written in ASCII. */
export function withAsciiDigits(text: string): string {
  return text.normalize('NFKC').replace(NON_ASCII_DIGIT, asciiDigit);
}

/**
 * Whether some consecutive groups of a run make a Luhn-valid 12 to 19 digits: a number with a
 * stray group before or after it ("ref 1 4242 4242 4242 4242 0") is still seen.
 */
function runHoldsCardNumber(run: string): boolean {
  const groups = run.match(DIGIT_GROUP) ?? [];
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (let last = first; last < groups.length; last += 1) {
      digits += groups[last];
      if (digits.length > MAX_CARD_DIGITS) break;
      if (digits.length >= MIN_CARD_DIGITS && passesLuhn(digits)) return true;
    }
  }
  return false;
}

/** The spans of `text` (already `withAsciiDigits`) that hold a card number, for masking. */
function cardNumberRuns(text: string): string[] {
  return [...text.matchAll(DIGIT_RUN)].map(([run]) => run).filter(runHoldsCardNumber);
}

/** Whether a text holds a Luhn-valid run of 12 to 19 digits, however separated or scripted. */
export function holdsCardNumber(text: string): boolean {
  return cardNumberRuns(withAsciiDigits(text)).length > 0;
}

/**
 * The text with every run of digit groups that holds a card number replaced by `mask`. The text
 * is NFKC-folded first (the masked copy is for a log, where that is harmless).
 */
export function maskCardNumbers(text: string, mask: string): string {
  const ascii = withAsciiDigits(text);
  if (cardNumberRuns(ascii).length === 0) return text;
  return ascii.replace(DIGIT_RUN, (run) => (runHoldsCardNumber(run) ? mask : run));
}
