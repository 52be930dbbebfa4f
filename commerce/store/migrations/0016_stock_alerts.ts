import { sql, type Kysely } from 'kysely';

// "Email me when it's back": one row per address and product while it waits. The unique index
// makes a double submit (two tabs, a double click) one alert, and means a second request reveals
// nothing: the reply is the same whether a row was written or was already there. When the product
// is back on sale the stock-alert sweep writes one back-in-stock mail into the outbox and marks the
// alert notified, in one transaction. The unsubscribe token is minted then, for that mail's
// List-Unsubscribe link (RFC 8058), and only its hash is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_alert')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('notified_at', 'timestamptz')
    .addCheckConstraint('stock_alert_status', sql`status in ('waiting', 'notified', 'unsubscribed')`)
    .execute();
  await db.schema
    .createIndex('stock_alert_one_per_address')
    .on('stock_alert')
    .columns(['tenant_id', 'sales_channel_id', 'product_id', 'email'])
    .unique()
    .execute();
  // The sweep's question: which waiting alerts are for a product back on sale?
  await db.schema.createIndex('stock_alert_waiting').on('stock_alert').columns(['status', 'product_id']).execute();
  // A message's one-click unsubscribe address (List-Unsubscribe), for the mail that has one.
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.dropTable('stock_alert').execute();
}
