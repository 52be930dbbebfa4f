import { describe, expect, it } from 'vitest';
import { checkAddress, checkContact, EMPTY_ADDRESS } from '../../../src/lib/forms/contact-address-form.ts';
import { hasErrors } from '../../../src/lib/forms/field-errors.ts';

describe('checkout field checks', () => {
  it('accepts a complete contact and names each missing or malformed field', () => {
    expect(checkContact({ email: 'ann@example.co.uk', firstName: 'Ann', lastName: 'Ashby', phoneNumber: '07700 900123' })).toEqual({});
    expect(Object.keys(checkContact({ email: 'ann', firstName: '', lastName: ' ', phoneNumber: '12' })).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
    ]);
    expect(checkContact({ email: 'a@b.co', firstName: 'A', lastName: 'B', phoneNumber: '' })).toEqual({});
  });

  it('requires first name, last name, line 1, city, postcode and country in an address', () => {
    const errors = checkAddress({ ...EMPTY_ADDRESS, countryCode: '' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'countryCode', 'firstName', 'lastName', 'line1', 'postCode']);
    const full = { ...EMPTY_ADDRESS, firstName: 'A', lastName: 'B', line1: '1 Road', city: 'Town', postCode: 'le12 6uz' };
    expect(hasErrors(checkAddress(full))).toBe(false);
    expect(checkAddress({ ...full, postCode: 'LE12' }).postCode).toMatch(/full UK postcode/);
    expect(checkAddress({ ...full, postCode: 'D02 X285', countryCode: 'IE' })).toEqual({});
  });
});
