import { describe, expect, it } from 'vitest';
import {
  initialAddressChoice,
  savedAddressChoices,
  savedAddressLabel,
  savedAddressToDraft,
  type SavedAddress,
} from '../../../src/features/checkout/saved-addresses.ts';
import { EMPTY_ADDRESS } from '../../../src/lib/forms/contact-address-form.ts';

function saved(id: string, details: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id,
    addressType: 'shipping',
    isDefault: false,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    line1: `${id} Station Road`,
    line2: null,
    city: 'Loughborough',
    postCode: 'LE12 6UZ',
    countryCode: 'GB',
    deliveryNotes: null,
    what3Words: null,
    restrictedAccess: false,
    ...details,
  };
}

describe('which saved addresses the checkout offers', () => {
  it('offers the addresses of the use asked for, the default first, the rest as given', () => {
    const list = [saved('1'), saved('2', { addressType: 'billing', isDefault: true }), saved('3', { isDefault: true }), saved('4')];
    expect(savedAddressChoices(list, 'shipping').map((a) => a.id)).toEqual(['3', '1', '4']);
    expect(savedAddressChoices(list, 'billing').map((a) => a.id)).toEqual(['2']);
  });

  it('treats an address without a type as a delivery address', () => {
    expect(savedAddressChoices([saved('1', { addressType: null })], 'shipping').map((a) => a.id)).toEqual(['1']);
  });

  it('offers nothing when nothing is saved', () => {
    expect(savedAddressChoices([], 'shipping')).toEqual([]);
  });
});

describe('a saved address in the checkout form', () => {
  const full = saved('9', {
    company: 'Hearth Ltd',
    line2: 'The Old Forge',
    deliveryNotes: 'Leave by the log store',
    what3Words: 'filled.count.soap',
    restrictedAccess: true,
  });

  it('maps every field, with empty text for what is missing', () => {
    expect(savedAddressToDraft(full, 'shipping')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Hearth Ltd',
      line1: '9 Station Road',
      line2: 'The Old Forge',
      city: 'Loughborough',
      postCode: 'LE12 6UZ',
      countryCode: 'GB',
      deliveryNotes: 'Leave by the log store',
      what3Words: 'filled.count.soap',
      restrictedAccess: true,
    });
    expect(savedAddressToDraft(saved('1', { firstName: null, lastName: null }), 'shipping')).toMatchObject({
      firstName: '',
      lastName: '',
      company: '',
      line2: '',
    });
  });

  it('leaves delivery details off a billing address', () => {
    expect(savedAddressToDraft(full, 'billing')).toMatchObject({
      deliveryNotes: '',
      what3Words: '',
      restrictedAccess: false,
      line1: '9 Station Road',
    });
  });

  it('reads as one line', () => {
    expect(savedAddressLabel(full)).toBe('Ada Lovelace, Hearth Ltd, 9 Station Road, The Old Forge, Loughborough, LE12 6UZ');
    expect(savedAddressLabel(saved('1', { firstName: null, lastName: null }))).toBe('1 Station Road, Loughborough, LE12 6UZ');
  });
});

describe('the address choice shown selected', () => {
  const choices = [saved('a', { isDefault: true }), saved('b')];
  const typed = { ...EMPTY_ADDRESS, line1: '7 New Street' };

  it('offers the first (default) address before any choice, when nothing is typed', () => {
    expect(initialAddressChoice(choices, undefined, EMPTY_ADDRESS)).toBe('a');
  });

  it('keeps what the shopper chose while that address is still saved', () => {
    expect(initialAddressChoice(choices, 'b', EMPTY_ADDRESS)).toBe('b');
    expect(initialAddressChoice(choices, null, EMPTY_ADDRESS)).toBe('new');
  });

  it('never hides an address the shopper has typed', () => {
    expect(initialAddressChoice(choices, undefined, typed)).toBe('new');
    expect(initialAddressChoice(choices, 'gone', typed)).toBe('new');
  });

  it('falls back to the default when the chosen address was deleted, and to a new one when none is saved', () => {
    expect(initialAddressChoice(choices, 'gone', EMPTY_ADDRESS)).toBe('a');
    expect(initialAddressChoice([], undefined, EMPTY_ADDRESS)).toBe('new');
  });
});
