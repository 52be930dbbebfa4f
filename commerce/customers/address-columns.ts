import type { AddressFields } from './address-rules.ts';
import type { AddressColumns } from '../store/tables.ts';

type StoredAddressColumns = {
  [K in keyof AddressColumns]: AddressColumns[K] extends import('kysely').ColumnType<infer S, infer _Insert, infer _Update>
    ? S
    : AddressColumns[K];
};

/**
 * One mapping between an address in the API's terms and its columns, shared by
 * saved addresses and order addresses. restricted_access_forced is the shop's to set, so it
 * is read but never written from an address.
 */
export function addressToColumns(address: AddressFields) {
  return {
    business: address.business,
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    post_code: address.postCode,
    state_code: address.stateCode,
    state: address.state,
    country_code: address.countryCode,
    lat: address.lat,
    long: address.long,
    what3words: address.what3Words,
    delivery_notes: address.deliveryNotes,
    phone_number: address.phoneNumber,
    restricted_access: address.restrictedAccess,
  };
}

export function addressFromColumns(row: StoredAddressColumns): AddressFields {
  return {
    business: row.business,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postCode: row.post_code,
    stateCode: row.state_code,
    countryCode: row.country_code,
    state: row.state,
    lat: row.lat,
    long: row.long,
    what3Words: row.what3words,
    deliveryNotes: row.delivery_notes,
    phoneNumber: row.phone_number,
    restrictedAccess: row.restricted_access,
  };
}

/** An address as the API's Address: its fields plus its id and whether the shop forced restricted access. */
export function presentStoredAddress(row: StoredAddressColumns & { id: string }) {
  return { id: row.id, ...addressFromColumns(row), restrictedAccessForced: row.restricted_access_forced };
}
