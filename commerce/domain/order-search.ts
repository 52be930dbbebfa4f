import { parseUkPostcode } from './delivery/postcode.ts';
import { normaliseUkPhone } from './phone.ts';

/*
 * What staff typed into the desk's order search, read as the one thing it can be. Each kind
 * matches one stored column exactly or by its beginning, so every search is an index look-up
 * (migration 0040) rather than a scan of every order the shop ever took.
 */

export type OrderSearch =
  /** "1042" or "#1042": the order's number. */
  | { kind: 'number'; number: number }
  /** Anything with an @: the start of the order's email, lower case. */
  | { kind: 'email'; prefix: string }
  /** A phone number as anyone writes it, in the stored international form (+447700900123). */
  | { kind: 'phone'; phone: string }
  /** A full postcode ("LE12 6UZ", any spacing), or only its outward code ("LE12"). */
  | { kind: 'postcode'; postcode: string; outwardOnly: boolean }
  /** The start of the customer's surname, of "first last", of their email, or of the addressee's surname; lower case. */
  | { kind: 'name'; prefix: string };

const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;
/** Ten or more digits, maybe after a +, with the spaces, brackets and dashes people write. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

export function readOrderSearch(typed: string): OrderSearch {
  const text = typed.trim().replace(/\s+/g, ' ');
  const number = ORDER_NUMBER.exec(text)?.[1];
  if (number !== undefined) return { kind: 'number', number: Number(number) };
  if (text.includes('@')) return { kind: 'email', prefix: text.toLowerCase() };
  if (PHONE_LIKE.test(text) && text.replace(/\D/g, '').length >= 10) {
    const phone = normaliseUkPhone(text);
    if (phone.ok) return { kind: 'phone', phone: phone.phone };
  }
  const compact = text.replace(/\s/g, '').toUpperCase();
  if (/\d/.test(compact) && compact.length >= 5) {
    const postcode = parseUkPostcode(compact);
    if (postcode.ok) return { kind: 'postcode', postcode: postcode.postcode, outwardOnly: false };
  }
  if (OUTWARD_CODE.test(compact)) return { kind: 'postcode', postcode: compact, outwardOnly: true };
  return { kind: 'name', prefix: text.toLowerCase() };
}

/** Where the next page of a search starts: after the last order number of this one (newest first). */
export function nextSearchCursor(numbers: readonly number[], pageSize: number): string | null {
  return numbers.length > pageSize ? String(numbers[pageSize - 1]) : null;
}
