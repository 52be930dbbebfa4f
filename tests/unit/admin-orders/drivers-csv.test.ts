import { describe, expect, it } from 'vitest';
import { csvCell, isPhoneNumber, phoneCell, toCsv } from '../../../src/features/admin/orders/drivers-csv.ts';

describe('a CSV cell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Ash logs')).toBe('Ash logs');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('1 Station Road, Loughborough')).toBe('"1 Station Road, Loughborough"');
    expect(csvCell('Ring the "back" bell')).toBe('"Ring the ""back"" bell"');
    expect(csvCell('Gate code\n1234')).toBe('"Gate code\n1234"');
    expect(csvCell('Gate\r\ncode')).toBe('"Gate\r\ncode"');
    expect(csvCell(' leading space')).toBe('" leading space"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+44 1509 000000', '-2+3', '@SUM(A1:A2)', '\tTab', '\rReturn'])(
    'makes %j open as text, never a formula',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('quotes a prefixed formula that also holds a comma', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('a phone cell', () => {
  it.each([
    ['+447700900123', '"+447700900123"'],
    ['+44 7700 900123', '"+44 7700 900123"'],
    ['07700 900123', '"07700 900123"'],
    ['01509 123456', '"01509 123456"'],
    ['(01509) 123-456', '"(01509) 123-456"'],
  ])('keeps %j a phone number: quoted, never an apostrophe', (value, cell) => {
    expect(csvCell(phoneCell(value))).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ['-2+3+cmd', `"'-2+3+cmd"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['+1', `"'+1"`],
  ])('still neutralises %j, which is no phone number', (value, cell) => {
    expect(csvCell(phoneCell(value))).toBe(cell);
  });

  it('is empty when there is no phone', () => {
    expect(csvCell(phoneCell(null))).toBe('');
    expect(csvCell(phoneCell('  '))).toBe('');
  });

  it('knows a number from a formula', () => {
    expect(isPhoneNumber('+44 (0)1509 123456')).toBe(true);
    expect(isPhoneNumber('+44 1509 SUM')).toBe(false);
    expect(isPhoneNumber('+4+4')).toBe(false);
    expect(isPhoneNumber('-7700900123')).toBe(false);
  });
});

describe('a CSV document', () => {
  it('starts with a byte-order mark, joins cells with commas and rows with CRLF, ending with one', () => {
    const csv = toCsv([
      ['Order', 'Notes'],
      [100001, 'Leave by the gate, please'],
    ]);
    expect(csv).toBe('\uFEFFOrder,Notes\r\n100001,"Leave by the gate, please"\r\n');
    // As a file: the mark is the three bytes EF BB BF, then UTF-8.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
