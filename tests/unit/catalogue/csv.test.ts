import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from '../../../commerce/domain/catalogue/csv.ts';

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((record) => record.fields);
};

describe('the CSV parser (RFC 4180)', () => {
  it('splits fields on commas and records on CRLF, keeping empty fields', () => {
    expect(fieldsOf('a,b,c\r\n1,,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('takes a bare LF as a line end too, and a last record without one', () => {
    expect(fieldsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside a quoted field', () => {
    expect(fieldsOf('name,note\r\n"Logs, ash","He said ""dry""\r\nand seasoned"\r\n')).toEqual([
      ['name', 'note'],
      ['Logs, ash', 'He said "dry"\r\nand seasoned'],
    ]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const parsed = parseCsv('h\r\n"two\r\nlines"\r\nthird\r\n');
    expect(parsed.ok && parsed.records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('skips blank lines, and drops the byte order mark Excel writes', () => {
    const parsed = parseCsv('\uFEFFsku\r\n\r\nA\r\n\r\n');
    expect(parsed.ok && parsed.records).toEqual([
      { line: 1, fields: ['sku'] },
      { line: 3, fields: ['A'] },
    ]);
  });

  it('keeps an empty quoted field as a field', () => {
    expect(fieldsOf('"",x\r\n')).toEqual([['', 'x']]);
  });

  it('refuses a quote never closed, naming the line it opened on', () => {
    expect(parseCsv('a\r\nb,"open\r\nstill')).toEqual({
      ok: false,
      line: 2,
      message: 'A quoted field is never closed: add the closing double quote.',
    });
  });

  it('refuses text after a closing quote, and a quote inside an unquoted field', () => {
    expect(parseCsv('"a"b,c')).toMatchObject({ ok: false, line: 1 });
    expect(parseCsv('x\r\nab"c,d')).toMatchObject({ ok: false, line: 2 });
  });
});

describe('the CSV writer', () => {
  it('quotes what needs it, ends lines with CRLF, and reads back to the same cells', () => {
    const rows = [
      ['sku', 'name'],
      ['A-1', 'Logs, "kiln dried"\nash'],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('sku,name\r\nA-1,"Logs, ""kiln dried""\nash"\r\n');
    expect(fieldsOf(text)).toEqual(rows);
  });

  it('defuses a free-text cell a spreadsheet would run as a formula, and only those columns', () => {
    expect(writeCsv([['=SUM(A1)', '-3', '@x']], { freeText: new Set([0, 2]) })).toBe("'=SUM(A1),-3,'@x\r\n");
  });
});
