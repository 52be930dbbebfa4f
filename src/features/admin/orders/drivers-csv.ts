/**
 * CSV for the drivers' phones and spreadsheets (RFC 4180: CRLF rows, a cell quoted when it holds
 * a comma, a quote or a line break, quotes doubled), starting with a UTF-8 byte-order mark so
 * Excel on Windows reads "×" and "£" as UTF-8 rather than its local code page.
 *
 * The cells carry what customers typed (names, delivery notes), and a spreadsheet runs a cell
 * starting with = + - or @ as a formula: such a cell is prefixed with an apostrophe so it opens as
 * the text it is (OWASP's CSV injection advice; a leading tab or carriage return is treated the
 * same way). A phone number is the one exception: the shop stores it as +44…, and an apostrophe
 * would travel into the driver's dialler. A phone cell is always quoted and, when it is nothing but
 * a number (digits, spaces, brackets, hyphens, one leading +), left unprefixed: with no letters,
 * no "(" after a name and no "|" or "!", such a cell can call no function and reach no other
 * program, so at worst a spreadsheet shows it as a number. A "phone" that is anything else is
 * treated as any other cell.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const PHONE_NUMBER = /^\+?[\d(][\d ()-]*$/;
const BYTE_ORDER_MARK = '\uFEFF';

/** A cell that holds a phone number: see the file's comment for how it is written. */
export interface PhoneCell {
  phone: string;
}

export type CsvValue = string | number | boolean | null | undefined | PhoneCell;

/** Marks a value as a phone number. */
export const phoneCell = (phone: string | null | undefined): PhoneCell => ({ phone: phone ?? '' });

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Whether a phone cell's text is only a number, so it may start with + unprefixed. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_NUMBER.test(text) && /\d{3}/.test(text.replace(/[^\d]/g, ''));
}

/** One cell as text a spreadsheet shows, never runs. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'object' && value !== null) {
    const text = value.phone.trim();
    if (text === '') return '';
    return quoted(isPhoneNumber(text) ? text : inert(text));
  }
  const text = value === null || value === undefined ? '' : String(value);
  const safe = inert(text);
  return NEEDS_QUOTES.test(safe) ? quoted(safe) : safe;
}

const inert = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Rows of cells as one CSV document, byte-order mark and header first, ending with a line break. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '';
  return `${BYTE_ORDER_MARK}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
