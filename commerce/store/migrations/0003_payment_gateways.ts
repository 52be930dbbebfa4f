import { sql, type Kysely } from 'kysely';

// The payment gateways a website may offer, and the card schemes each accepts. Only public
// settings live here; API keys and webhook secrets come from the environment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_gateway')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('testCard', 'airwallex')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('website_enabled', 'boolean', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('payment_gateway_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('accepted_card')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('gateway_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('card_regex', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('accepted_card_pk', ['tenant_id', 'gateway_id', 'id'])
    .addForeignKeyConstraint('accepted_card_gateway_fk', ['tenant_id', 'gateway_id'], 'payment_gateway', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accepted_card').execute();
  await db.schema.dropTable('payment_gateway').execute();
}
