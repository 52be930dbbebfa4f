/**
 * CSV for the drivers' phones and spreadsheets (RFC 4180: CRLF rows, a cell quoted when it holds
 * a comma, a quote or a line break, quotes doubled). The cells carry what customers typed (names,
 * delivery notes), and a spreadsheet runs a cell starting with = + - or @ as a formula: such a
 * cell is prefixed with an apostrophe so it opens as the text it is (OWASP's CSV injection advice;
 * a leading tab or carriage return is treated the same way).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as text a spreadsheet shows, never runs. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Rows of cells as one CSV document, header first, ending with a line break. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}
