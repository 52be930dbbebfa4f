import { describe, expect, it } from 'vitest';
import {
  addressSummary,
  checkSavedAddress,
  draftFromSavedAddress,
  EMPTY_SAVED_ADDRESS,
  placeAddressError,
  savedAddressInput,
  type SavedAddressDraft,
} from '../../../src/features/account/saved-address-form.ts';
import { checkDetails, detailsInput, draftFromCustomer } from '../../../src/features/account/details-form.ts';
import type { SavedAddressFragment } from '../../../src/lib/commerce/gql/graphql.ts';

const SAVED: SavedAddressFragment = {
  id: '6c1d5a0e-3f2b-4e8a-9b7c-1d2e3f4a5b6c',
  addressType: 'shipping',
  isDefault: true,
  business: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  line1: '1 Station Road',
  line2: null,
  city: 'Loughborough',
  postCode: 'LE12 6UZ',
  stateCode: null,
  countryCode: 'GB',
  state: null,
  what3Words: 'filled.count.soap',
  deliveryNotes: 'By the gate',
  phoneNumber: '+447700900123',
  restrictedAccess: true,
  restrictedAccessForced: false,
};

const COMPLETE: SavedAddressDraft = {
  ...EMPTY_SAVED_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Station Road',
  city: 'Loughborough',
  postCode: 'LE12 6UZ',
};

describe('saved address form', () => {
  it('requires first name, last name, line 1, city, postcode and country', () => {
    expect(checkSavedAddress(COMPLETE)).toEqual({});
    expect(Object.keys(checkSavedAddress({ ...EMPTY_SAVED_ADDRESS, countryCode: '' })).sort()).toEqual([
      'city',
      'countryCode',
      'firstName',
      'lastName',
      'line1',
      'postCode',
    ]);
    for (const field of ['firstName', 'lastName', 'line1', 'city', 'postCode'] as const) {
      expect(Object.keys(checkSavedAddress({ ...COMPLETE, [field]: '   ' }))).toEqual([field]);
    }
  });

  it('fills the form from a saved address, blanks for what is not set', () => {
    const draft = draftFromSavedAddress({ ...SAVED, company: null, line2: null, addressType: 'billing', isDefault: null });
    expect(draft).toMatchObject({
      firstName: 'Ada',
      company: '',
      line2: '',
      addressType: 'billing',
      makeDefault: false,
      restrictedAccess: true,
    });
    expect(draftFromSavedAddress(SAVED).makeDefault).toBe(true);
    expect(draftFromSavedAddress({ ...SAVED, addressType: null }).addressType).toBe('shipping');
  });

  it('sends a new address with its type, trimmed, blanks as null', () => {
    const input = savedAddressInput({ ...COMPLETE, firstName: ' Ada ', line2: '  ', phoneNumber: '07700 900123' }, null);
    expect(input).toMatchObject({
      addressType: 'shipping',
      firstName: 'Ada',
      line2: null,
      company: null,
      phoneNumber: '07700 900123',
      countryCode: 'GB',
    });
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('isDefault');
  });

  it('sends a change by id without the type (fixed once saved), and clears emptied fields', () => {
    const input = savedAddressInput({ ...draftFromSavedAddress(SAVED), deliveryNotes: '', makeDefault: false }, SAVED.id);
    expect(input.id).toBe(SAVED.id);
    expect(input).not.toHaveProperty('addressType');
    expect(input.deliveryNotes).toBeNull();
    expect(input).not.toHaveProperty('isDefault');
    expect(savedAddressInput({ ...COMPLETE, makeDefault: true }, SAVED.id).isDefault).toBe(true);
  });

  it('keeps delivery details off a billing address', () => {
    const input = savedAddressInput(
      { ...COMPLETE, addressType: 'billing', deliveryNotes: 'Round the back', what3Words: 'a.b.c', restrictedAccess: true },
      null,
    );
    expect(input).toMatchObject({ addressType: 'billing', deliveryNotes: null, what3Words: null, restrictedAccess: false });
  });

  it('puts a refusal that names a field beside that field, in plain words', () => {
    expect(
      placeAddressError({
        message: 'input.postCode: enter a full UK postcode, like LE12 6UZ.',
        extensions: { code: 'BAD_USER_INPUT', field: 'input.postCode' },
      }),
    ).toEqual({ field: 'postCode', message: 'Enter a full UK postcode, like LE12 6UZ.' });
  });

  it('keeps any other refusal, word for word, with the form as a whole', () => {
    const notFound = { message: 'You have no saved address with that id.', extensions: { code: 'NOT_FOUND' } };
    expect(placeAddressError(notFound)).toEqual({ field: null, message: notFound.message });
    const hiddenField = { message: 'input.lat: must be a latitude, -90 to 90', extensions: { field: 'input.lat' } };
    expect(placeAddressError(hiddenField)).toEqual({ field: null, message: hiddenField.message });
  });

  it('sums an address up on one line', () => {
    expect(addressSummary(SAVED)).toBe('Ada Lovelace, 1 Station Road, Loughborough LE12 6UZ');
    expect(addressSummary({ ...SAVED, company: 'Forge Ltd', line2: 'Unit 4' })).toBe(
      'Ada Lovelace, Forge Ltd, 1 Station Road, Unit 4, Loughborough LE12 6UZ',
    );
  });
});

describe('details form', () => {
  const customer = { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: null };

  it('starts from the customer, with an empty phone when there is none', () => {
    expect(draftFromCustomer(customer)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '' });
  });

  it('asks for both names and a real phone number, never for the email', () => {
    expect(checkDetails({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '' })).toEqual({});
    expect(Object.keys(checkDetails({ firstName: ' ', lastName: '', phoneNumber: '12' })).sort()).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
    ]);
  });

  it('sends trimmed names, and an emptied phone as null so it is cleared', () => {
    expect(detailsInput({ firstName: ' Ada ', lastName: 'Lovelace ', phoneNumber: '  ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: null,
    });
    expect(detailsInput({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: ' 07700 900123 ' }).phoneNumber).toBe('07700 900123');
  });
});
