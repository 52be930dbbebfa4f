import { addressLines, type PrintableAddress } from '../../lib/addresses/address-lines.ts';
import { EMPTY_ADDRESS, type AddressDraft } from '../../lib/forms/contact-address-form.ts';

/** What the checkout needs of an address saved on the customer's account. */
export interface SavedAddress extends PrintableAddress {
  id: string;
  addressType: string | null;
  isDefault: boolean | null;
  countryCode: string;
  deliveryNotes: string | null;
  what3Words: string | null;
  restrictedAccess: boolean;
}

export type AddressUse = 'shipping' | 'billing';

/** Which address the form stands for: a saved one (its id) or one the shopper types. */
export type AddressChoice = string | 'new';

/** The saved addresses to offer for one use, the default first, the rest in the order given. */
export function savedAddressChoices<T extends SavedAddress>(addresses: readonly T[], use: AddressUse): T[] {
  const ofUse = addresses.filter((address) => (address.addressType ?? 'shipping') === use);
  return [...ofUse.filter((address) => address.isDefault), ...ofUse.filter((address) => !address.isDefault)];
}

type PlaceField = 'company' | 'line1' | 'line2' | 'city' | 'postCode' | 'countryCode';

/** Where an address is (not who receives it), as the address form holds it: blanks for missing parts. */
export function addressPlaceDraft(address: Pick<SavedAddress, PlaceField>): Pick<AddressDraft, PlaceField> {
  return {
    company: address.company ?? '',
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    postCode: address.postCode,
    countryCode: address.countryCode,
  };
}

/** A saved address as the checkout's address form holds it; a billing address carries no delivery details. */
export function savedAddressToDraft(address: SavedAddress, use: AddressUse): AddressDraft {
  const draft: AddressDraft = {
    ...EMPTY_ADDRESS,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    ...addressPlaceDraft(address),
  };
  if (use === 'billing') return draft;
  return {
    ...draft,
    deliveryNotes: address.deliveryNotes ?? '',
    what3Words: address.what3Words ?? '',
    restrictedAccess: address.restrictedAccess,
  };
}

/** The address on one line, as a choice's label reads it. */
export function savedAddressLabel(address: SavedAddress): string {
  return addressLines(address).join(', ');
}

/**
 * The choice to show selected. One the shopper made stands while that address is still saved
 * (null: they chose to type a new one). Otherwise the default is offered, unless they have
 * already typed an address, which is never thrown away.
 */
export function initialAddressChoice(
  choices: readonly SavedAddress[],
  picked: string | null | undefined,
  typed: AddressDraft,
): AddressChoice {
  if (picked === null) return 'new';
  if (picked !== undefined && choices.some((address) => address.id === picked)) return picked;
  if (typed.line1.trim() !== '') return 'new';
  return choices[0]?.id ?? 'new';
}
