import type { Kysely } from 'kysely';
import { secretHash } from '../hashed-secret.ts';
import type { Database } from '../store/tables.ts';

/** The tenant and channel a storefront API key names; undefined for an unknown key. */
export async function findApiKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('api_key').select(['tenant_id', 'sales_channel_id']).where('key_hash', '=', secretHash(key)).executeTakeFirst();
}

/** Whether any storefront key exists: none means the shop has not been set up yet. */
export async function anyApiKey(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('api_key').select('tenant_id').limit(1).executeTakeFirst()) !== undefined;
}
