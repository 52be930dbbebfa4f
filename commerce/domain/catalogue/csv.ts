/**
 * CSV as RFC 4180 writes it: fields split by commas, records by CRLF (a bare LF is taken too,
 * since spreadsheets on Linux and macOS save that), a field in double quotes may hold commas,
 * line breaks and doubled quotes. Small enough to own: the catalogue's import needs line numbers
 * for its messages, and a parser that reports where each record began gives them directly.
 */

export interface CsvRecord {
  /** The file's line (1-based) where the record begins: what a spreadsheet shows beside it. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/**
 * Parses a whole CSV text. Blank lines (between records or at the end) are skipped, since a
 * trailing newline or an empty row a spreadsheet leaves is not a product. A UTF-8 byte order
 * mark, which Excel writes, is dropped. Malformed quoting is refused with the line it began on,
 * rather than guessed at: a guessed split would import the wrong price into the wrong column.
 */
export function parseCsv(text: string): CsvParse {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  const length = source.length;

  while (index < length) {
    const recordLine = line;
    const fields: string[] = [];
    let field = '';
    let endOfRecord = false;
    let fieldStart = true;

    while (!endOfRecord) {
      if (index >= length) {
        fields.push(field);
        break;
      }
      const char = source[index]!;
      if (fieldStart && char === '"') {
        // A quoted field: runs to the closing quote that is not a doubled one.
        const quoteLine = line;
        index += 1;
        for (;;) {
          if (index >= length)
            return { ok: false, line: quoteLine, message: 'A quoted field is never closed: add the closing double quote.' };
          const inner = source[index]!;
          if (inner === '"') {
            if (source[index + 1] === '"') {
              field += '"';
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (inner === '\n') line += 1;
          field += inner;
          index += 1;
        }
        const after = source[index];
        if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r') {
          return {
            ok: false,
            line,
            message: 'Text follows a closing double quote: put the whole field in quotes, and double any quote inside it.',
          };
        }
        fieldStart = false;
        continue;
      }
      if (char === ',') {
        fields.push(field);
        field = '';
        fieldStart = true;
        index += 1;
        continue;
      }
      if (char === '\r' || char === '\n') {
        fields.push(field);
        index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
        line += 1;
        endOfRecord = true;
        continue;
      }
      if (char === '"') {
        return { ok: false, line, message: 'A double quote inside an unquoted field: put the whole field in quotes and double the quote.' };
      }
      field += char;
      fieldStart = false;
      index += 1;
    }

    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
  }
  return { ok: true, records };
}

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage
 * return that some apps skip) gets a leading apostrophe, so opening an export runs nothing.
 */
function defused(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Writes records as RFC 4180 CSV with CRLF line ends. `freeText` columns (what a person typed)
 * are defused; codes and numbers are left as they are, their own formats already rule that out.
 */
export function writeCsv(rows: readonly (readonly string[])[], options: { freeText?: ReadonlySet<number> } = {}): string {
  const free = options.freeText ?? new Set<number>();
  const lines = rows.map((row) => row.map((cell, column) => quoted(free.has(column) ? defused(cell) : cell)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
