import type { Kysely } from 'kysely';

// A guest's order, once payment has started, shows its full details (contact, addresses) only
// to the browser that paid: placeOrder gives it a random receipt key, and only the key's
// SHA-256 is kept here, so a copy of the database opens no order. One order may have several
// keys (the shopper paid from two tabs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_receipt_key')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_receipt_key_pk', ['order_id', 'key_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_receipt_key').execute();
}
