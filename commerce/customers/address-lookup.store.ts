import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** One delivery point at a postcode, as an address-finder service returns it (no names). */
export interface LookedUpAddress {
  id: string;
  postCode: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  countryCode: string;
  lat: number | null;
  long: number | null;
}

/**
 * Finds the addresses at a UK postcode. The demo implementation reads postcode_address; a
 * real UK address service (Royal Mail PAF reseller and the like) implements the same call.
 */
export interface AddressLookup {
  /** `postCode` is already normalised ("LE12 6UZ"); an unknown postcode gives []. */
  findByPostcode(postCode: string): Promise<LookedUpAddress[]>;
}

export function postcodeTableLookup(db: Kysely<Database>): AddressLookup {
  return {
    async findByPostcode(postCode) {
      const rows = await db.selectFrom('postcode_address').selectAll().where('post_code', '=', postCode).orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        postCode: row.post_code,
        company: row.company,
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        state: row.state,
        countryCode: row.country_code,
        lat: row.lat,
        long: row.long,
      }));
    },
  };
}
