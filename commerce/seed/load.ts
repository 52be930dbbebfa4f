import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { SEED_PRODUCTS, SEED_SALES_CHANNEL, SEED_STOREFRONT_API_KEY, SEED_TENANT } from './catalogue.ts';

/**
 * Loads the seed catalogue once. Rows that exist are left alone, so stock sold and prices
 * changed since the first start survive every restart.
 */
export async function loadSeedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('tenant').values(SEED_TENANT).onConflict((oc) => oc.doNothing()).execute();
    await tx.insertInto('sales_channel').values(SEED_SALES_CHANNEL).onConflict((oc) => oc.doNothing()).execute();
    await tx
      .insertInto('api_key')
      .values({
        key: SEED_STOREFRONT_API_KEY,
        tenant_id: SEED_TENANT.id,
        sales_channel_id: SEED_SALES_CHANNEL.id,
        description: 'Storefront (local default)',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('product')
      .values(SEED_PRODUCTS.map((p) => ({ ...p, tenant_id: SEED_TENANT.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
