import type { Kysely } from 'kysely';

// The sales channel's default postcode is the editors' to set (siteSettings.defaultPostcode in
// the CMS), which is what the storefront reads; this copy was written and never read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sales_channel').dropColumn('default_postcode').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sales_channel')
    .addColumn('default_postcode', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
