import type { FieldErrors } from './field-errors.ts';

export interface ContactDraft {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface AddressDraft {
  firstName: string;
  lastName: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  postCode: string;
  countryCode: string;
  deliveryNotes: string;
  what3Words: string;
  restrictedAccess: boolean;
}

export const EMPTY_CONTACT: ContactDraft = { email: '', firstName: '', lastName: '', phoneNumber: '' };
export const EMPTY_ADDRESS: AddressDraft = {
  firstName: '',
  lastName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  postCode: '',
  countryCode: 'GB',
  deliveryNotes: '',
  what3Words: '',
  restrictedAccess: false,
};

/** The shape of an email address the shop accepts (the server has the last word). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/** A quick check before asking the server, which has the last word. */
export function checkContact(contact: ContactDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!EMAIL_PATTERN.test(contact.email.trim())) errors.email = 'Enter an email address such as name@example.co.uk.';
  if (!contact.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!contact.lastName.trim()) errors.lastName = 'Enter your last name.';
  const digits = contact.phoneNumber.replace(/[\s()+-]/g, '');
  if (contact.phoneNumber.trim() && !/^\d{10,13}$/.test(digits)) errors.phoneNumber = 'Enter a phone number such as 07700 900123.';
  return errors;
}

/** An address is valid only with first name, last name, line 1, city, postcode and country. */
export function checkAddress(address: AddressDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!address.firstName.trim()) errors.firstName = 'Enter the first name of the person receiving the delivery.';
  if (!address.lastName.trim()) errors.lastName = 'Enter their last name.';
  if (!address.line1.trim()) errors.line1 = 'Enter the first line of the address.';
  if (!address.city.trim()) errors.city = 'Enter the town or city.';
  if (!address.postCode.trim()) errors.postCode = 'Enter the postcode.';
  else if (['GB', 'IM', 'JE', 'GG'].includes(address.countryCode) && !UK_POSTCODE.test(address.postCode.trim())) {
    errors.postCode = 'Enter a full UK postcode, like LE12 6UZ.';
  }
  if (!address.countryCode) errors.countryCode = 'Choose the country.';
  return errors;
}
