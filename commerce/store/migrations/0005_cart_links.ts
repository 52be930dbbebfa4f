import type { Kysely } from 'kysely';

// A shared basket link names a random link id, never the cart's own id: the cart id lets its
// holder read and change the cart (contact details, addresses), the link id only lets them
// copy its lines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_link')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_link').execute();
}
