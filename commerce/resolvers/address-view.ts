import type { AddressColumns } from '../store/tables.ts';

type StoredAddress = { id: string } & { [K in keyof AddressColumns]: AddressColumns[K] extends import('kysely').ColumnType<infer S, any, any> ? S : AddressColumns[K] };

/** An address row as the API's Address (brief §3 field names). */
export function presentAddress(row: StoredAddress) {
  return {
    id: row.id,
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
    restrictedAccessForced: row.restricted_access_forced,
  };
}
