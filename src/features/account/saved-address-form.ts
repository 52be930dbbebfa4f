import { addressee } from '../../lib/addresses/address-lines.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkAddress, EMPTY_ADDRESS, type AddressDraft } from '../../lib/forms/contact-address-form.ts';
import { savedAddressToDraft } from '../checkout/saved-addresses.ts';
import type { AddressInput, SavedAddressFragment } from '../../lib/commerce/gql/graphql.ts';

export type AddressType = 'shipping' | 'billing';

/** A saved address as its form holds it: every text field a string, blanks allowed while typing. */
export interface SavedAddressDraft extends AddressDraft {
  phoneNumber: string;
  /** Fixed once saved (the API refuses a change): only a new address chooses it. */
  addressType: AddressType;
  makeDefault: boolean;
}

export const EMPTY_SAVED_ADDRESS: SavedAddressDraft = {
  ...EMPTY_ADDRESS,
  phoneNumber: '',
  addressType: 'shipping',
  makeDefault: false,
};

export function addressTypeOf(address: Pick<SavedAddressFragment, 'addressType'>): AddressType {
  return address.addressType === 'billing' ? 'billing' : 'shipping';
}

export function draftFromSavedAddress(address: SavedAddressFragment): SavedAddressDraft {
  return {
    ...savedAddressToDraft(address, 'shipping'),
    phoneNumber: address.phoneNumber ?? '',
    addressType: addressTypeOf(address),
    makeDefault: address.isDefault === true,
  };
}

/**
 * The same rule the checkout applies (first name, last name, line 1, city, postcode
 * and country), so an address saved here is always one the checkout accepts.
 */
export function checkSavedAddress(draft: SavedAddressDraft): FieldErrors {
  return checkAddress(draft);
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What createAddress (no id) or updateAddress (id) is sent. Emptied optional fields go as
 * null, which the API reads as "clear it"; the type goes only with a new address, and
 * isDefault only when it is asked for (false is not "stop being the default"). A billing
 * address has no delivery details, even if some were typed before its type was chosen.
 */
export function savedAddressInput(draft: SavedAddressDraft, id: string | null): AddressInput {
  const forDelivery = draft.addressType === 'shipping';
  return {
    ...(id ? { id } : { addressType: draft.addressType }),
    ...(draft.makeDefault ? { isDefault: true } : {}),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    company: optional(draft.company),
    line1: draft.line1.trim(),
    line2: optional(draft.line2),
    city: draft.city.trim(),
    postCode: draft.postCode.trim(),
    countryCode: draft.countryCode,
    deliveryNotes: forDelivery ? optional(draft.deliveryNotes) : null,
    what3Words: forDelivery ? optional(draft.what3Words) : null,
    phoneNumber: optional(draft.phoneNumber),
    restrictedAccess: forDelivery && draft.restrictedAccess,
  };
}

/** The fields the address form shows, so a refusal named by one of them can sit beside it. */
export type AddressFormField =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'line1'
  | 'line2'
  | 'city'
  | 'postCode'
  | 'countryCode'
  | 'phoneNumber'
  | 'deliveryNotes'
  | 'what3Words';
const FORM_FIELDS: ReadonlySet<string> = new Set<AddressFormField>([
  'firstName',
  'lastName',
  'company',
  'line1',
  'line2',
  'city',
  'postCode',
  'countryCode',
  'phoneNumber',
  'deliveryNotes',
  'what3Words',
]);

/**
 * Where a refusal from the API belongs. The address calls name the field they refuse
 * (extensions.field "input.postCode", message "input.postCode: …"): that message goes by its
 * field, without the technical prefix. Anything else stays with the form as a whole.
 */
export function placeAddressError(error: { message: string; extensions: Readonly<Record<string, unknown>> }): {
  field: AddressFormField | null;
  message: string;
} {
  const named = typeof error.extensions.field === 'string' ? error.extensions.field : null;
  const field = named?.startsWith('input.') ? named.slice('input.'.length) : null;
  if (!field || !FORM_FIELDS.has(field)) return { field: null, message: error.message };
  const prefix = `${named}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field: field as AddressFormField, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/** One line for a list or a confirmation: "Ada Lovelace, 1 Station Road, Loughborough LE12 6UZ". */
export function addressSummary(
  address: Pick<SavedAddressFragment, 'firstName' | 'lastName' | 'company' | 'line1' | 'line2' | 'city' | 'postCode'>,
): string {
  return [addressee(address), address.company, address.line1, address.line2, `${address.city} ${address.postCode}`]
    .filter(Boolean)
    .join(', ');
}
