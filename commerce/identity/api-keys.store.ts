import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** The tenant and channel a storefront API key names; undefined for an unknown key. */
export async function findApiKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('api_key').select(['tenant_id', 'sales_channel_id']).where('key', '=', key).executeTakeFirst();
}
