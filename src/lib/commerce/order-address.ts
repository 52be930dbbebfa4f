import type { OrderAddressInput } from './gql/graphql.ts';
import type { AddressDraft } from '../forms/contact-address-form.ts';

const orNullText = (value: string) => (value.trim() === '' ? null : value.trim());

/** An address from the checkout's form as addEditOrderAddress takes it; delivery details go only on a delivery address. */
export function addressInput(addressType: 'shipping' | 'billing', address: AddressDraft): OrderAddressInput {
  return {
    addressType,
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    company: orNullText(address.company),
    line1: address.line1.trim(),
    line2: orNullText(address.line2),
    city: address.city.trim(),
    postCode: address.postCode.trim(),
    countryCode: address.countryCode,
    ...(addressType === 'shipping'
      ? {
          deliveryNotes: orNullText(address.deliveryNotes),
          what3Words: orNullText(address.what3Words),
          restrictedAccess: address.restrictedAccess,
        }
      : {}),
  };
}
