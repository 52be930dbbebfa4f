import { sql, type Kysely } from 'kysely';

// The orders desk: each shipment's own progress, the refunds staff make, and the
// test gateway's ledger of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A shipment leaves once and arrives once; its dispatch day is frozen when the order is placed,
  // so the day's van run is a query, not a re-plan of every order.
  await db.schema
    .alterTable('order_shipment')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('awaitingDispatch').check(sql`status in ('awaitingDispatch', 'dispatched', 'delivered')`),
    )
    .addColumn('dispatch_date', 'text')
    .addColumn('dispatched_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('order_shipment_delivery_date').on('order_shipment').column('delivery_date').execute();
  await db.schema.createIndex('order_shipment_dispatch_date').on('order_shipment').column('dispatch_date').execute();

  // Credit spent on a cancelled order goes back as a line of its own against the same order, so
  // "once per order" becomes once per direction: spent once, returned once.
  await db.schema.dropIndex('customer_credit_once_per_order').execute();
  await sql`create unique index customer_credit_spent_once_per_order on customer_credit (customer_id, order_id) where amount_pence < 0`.execute(
    db,
  );
  await sql`create unique index customer_credit_returned_once_per_order on customer_credit (customer_id, order_id) where amount_pence > 0`.execute(
    db,
  );

  // One row per refund a member of staff asked for. `request_key` is the idempotency key of the
  // request (a double click sends the same one): unique per order, so it is refunded once. The
  // row is written, under a lock on the order, before the provider is called; `claimed_until`
  // says how long the request that wrote it owns the call, so a twin request waits for its answer.
  await db.schema
    .createTable('order_refund')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('payment_attempt.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('provider_ref', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('order_refund_request', ['order_id', 'request_key'])
    .execute();
  await db.schema.createIndex('order_refund_order').on('order_refund').column('order_id').execute();

  // The built-in test gateway's refunds: one per idempotency key, as a provider keeps them.
  await db.schema
    .createTable('test_card_refund')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'uuid', (c) => c.notNull().references('test_card_payment.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_card_refund').execute();
  await db.schema.dropTable('order_refund').execute();
  await db.schema.dropIndex('customer_credit_returned_once_per_order').execute();
  await db.schema.dropIndex('customer_credit_spent_once_per_order').execute();
  await db.schema
    .createIndex('customer_credit_once_per_order')
    .on('customer_credit')
    .columns(['customer_id', 'order_id'])
    .unique()
    .execute();
  await db.schema.dropIndex('order_shipment_dispatch_date').execute();
  await db.schema.dropIndex('order_shipment_delivery_date').execute();
  for (const column of ['delivered_at', 'dispatched_at', 'dispatch_date', 'status']) {
    await db.schema.alterTable('order_shipment').dropColumn(column).execute();
  }
}
