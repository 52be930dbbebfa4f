import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/features/admin/orders/drivers-csv.ts';

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

describe('a CSV document', () => {
  it('joins cells with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['Order', 'Notes'],
        [100001, 'Leave by the gate, please'],
      ]),
    ).toBe('Order,Notes\r\n100001,"Leave by the gate, please"\r\n');
  });

  it('is empty for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
