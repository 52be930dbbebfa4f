import { sql, type Kysely } from 'kysely';

// Paying an order's balance due (0047). Online it is a payment attempt like the one that placed
// the order, so the same settle path, webhooks and sweep decide it: `purpose` tells the two apart
// (an order has at most one open attempt of either kind, as before). Every balance paid, online or
// recorded by staff (by phone, or cash on delivery), is one row of `order_balance_payment`: what
// the order has been paid beyond its placing payment, which its receipt and a cancellation count.
// `attempt_id` is unique, so an online payment reported twice is recorded once.
// `orders.balance_due_for` keeps what the balance is for, in the shop's words (each line change
// since the balance was last nothing), for the order page to say beside the amount.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('balance_due_for', 'text').execute();
  await db.schema
    .alterTable('payment_attempt')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('order').check(sql`purpose in ('order', 'balance')`))
    .execute();
  await db.schema
    .createTable('order_balance_payment')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('way', 'text', (c) => c.notNull().check(sql`way in ('online', 'phone', 'cashOnDelivery')`))
    .addColumn('attempt_id', 'uuid', (c) => c.unique().references('payment_attempt.id'))
    .addColumn('staff_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_balance_payment_order').on('order_balance_payment').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_balance_payment').execute();
  await db.schema.alterTable('payment_attempt').dropColumn('purpose').execute();
  await db.schema.alterTable('orders').dropColumn('balance_due_for').execute();
}
