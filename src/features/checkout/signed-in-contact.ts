import { internationalUkPhone } from '../../lib/commerce/orders.ts';
import type { ContactDraft } from '../../lib/forms/contact-address-form.ts';

/** The contact details stored on the signed-in customer's account. */
export interface AccountContact {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

/**
 * The contact form of a signed-in customer: the stored record wins, what was typed
 * fills its gaps. The email is always the account's: it is how they sign in.
 */
export function contactForSignedIn(account: AccountContact, typed: ContactDraft): ContactDraft {
  return {
    email: account.email,
    firstName: account.firstName.trim() || typed.firstName,
    lastName: account.lastName.trim() || typed.lastName,
    phoneNumber: account.phoneNumber ?? typed.phoneNumber,
  };
}

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
}

const comparablePhone = (phone: string) => internationalUkPhone(phone.replace(/[\s()-]/g, ''));

/**
 * What the customer changed in the contact form, to save to their account first: the order
 * takes the stored record over the form, so an edit not saved there would silently vanish.
 * A phone left blank changes nothing. Null when nothing changed.
 */
export function accountChanges(account: AccountContact, typed: ContactDraft): AccountChanges | null {
  const changes: AccountChanges = {};
  const firstName = typed.firstName.trim();
  const lastName = typed.lastName.trim();
  const phone = typed.phoneNumber.trim();
  if (firstName && firstName !== account.firstName) changes.firstName = firstName;
  if (lastName && lastName !== account.lastName) changes.lastName = lastName;
  if (phone && comparablePhone(phone) !== comparablePhone(account.phoneNumber ?? '')) changes.phoneNumber = phone;
  return Object.keys(changes).length > 0 ? changes : null;
}
