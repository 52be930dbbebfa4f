import { describe, expect, it } from 'vitest';
import { nextSearchCursor, readOrderSearch } from '../../commerce/domain/order-search.ts';

describe('reading what staff typed into the order search', () => {
  it('takes digits, with or without #, as an order number', () => {
    expect(readOrderSearch('100042')).toEqual({ kind: 'number', number: 100042 });
    expect(readOrderSearch(' # 100042 ')).toEqual({ kind: 'number', number: 100042 });
  });

  it('takes anything with an @ as the start of an email, lower case', () => {
    expect(readOrderSearch('Ada.Lovelace@Example')).toEqual({ kind: 'email', prefix: 'ada.lovelace@example' });
  });

  it('takes a phone number as written, UK or international, in the stored form', () => {
    expect(readOrderSearch('07700 900123')).toEqual({ kind: 'phone', phone: '+447700900123' });
    expect(readOrderSearch('+44 (0)7700 900-123')).toEqual({ kind: 'phone', phone: '+447700900123' });
  });

  it('takes a full postcode in any spacing, or its outward code alone', () => {
    expect(readOrderSearch('le126uz')).toEqual({ kind: 'postcode', postcode: 'LE12 6UZ', outwardOnly: false });
    expect(readOrderSearch('le12')).toEqual({ kind: 'postcode', postcode: 'LE12', outwardOnly: true });
  });

  it('takes anything else as the start of a name', () => {
    expect(readOrderSearch('  Ada   Love ')).toEqual({ kind: 'name', prefix: 'ada love' });
    expect(readOrderSearch('Smith')).toEqual({ kind: 'name', prefix: 'smith' });
  });

  it('offers a next page only when one more order than the page came back', () => {
    expect(nextSearchCursor([105, 104, 103], 2)).toBe('104');
    expect(nextSearchCursor([105, 104], 2)).toBeNull();
  });
});
