import type { Kysely } from 'kysely';

// Who sells, per tenant (domain/seller.ts): the legal identity every VAT receipt and order
// confirmation prints. One row per tenant, so the mail and the receipt page read the same facts.
// The address is a JSON array of lines (postcode last): addresses have as many lines as they need.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seller')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenant.id'))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('trading_name', 'text', (c) => c.notNull())
    .addColumn('address_lines', 'jsonb', (c) => c.notNull())
    .addColumn('vat_number', 'text', (c) => c.notNull())
    .addColumn('company_number', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('site_url', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seller').execute();
}
