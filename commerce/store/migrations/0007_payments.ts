import { sql, type Kysely } from 'kysely';

// Taking payment. An order is paid through payment attempts: each has its own idempotency key
// (its id), so retrying a charge after a timeout or a crash can never charge twice. While an
// attempt is open the order is paymentPending, its stock is held and its coupon use and credit
// are reserved; a failed attempt gives them back, a successful one places the order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attempt')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('gateway_id', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence >= 0`))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('started', 'requiresAction', 'succeeded', 'failed')`))
    .addColumn('provider_ref', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('failure_message', 'text')
    // Exactly what was taken from stock when the attempt began, so a failure gives back the same.
    .addColumn('stock_holds', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One open attempt per order, whatever the application does: the second is refused.
  await sql`create unique index payment_attempt_one_open on payment_attempt (order_id) where status in ('started', 'requiresAction')`.execute(
    db,
  );
  await sql`create index payment_attempt_provider_ref on payment_attempt (gateway_id, provider_ref)`.execute(db);

  await db.schema
    .createTable('order_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // Entries written within one clock tick still read back in the order they happened.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('order_history_order').on('order_history').columns(['order_id', 'seq']).execute();

  // Order numbers are what shoppers quote on the phone: short, sequential, never reused.
  await sql`create sequence order_number_seq start with 100001`.execute(db);
  await sql`create unique index orders_number on orders (tenant_id, order_number) where order_number is not null`.execute(db);

  // Credit is spent at most once per order, and a coupon is counted at most once per order.
  await sql`create unique index customer_credit_one_spend_per_order on customer_credit (order_id) where amount_pence < 0`.execute(db);
  await sql`create unique index coupon_redemption_one_per_order on coupon_redemption (order_id)`.execute(db);

  // Webhook deliveries are retried by providers: an event id seen once is acknowledged, not redone.
  await db.schema
    .createTable('webhook_event')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_event_pk', ['provider', 'event_id'])
    .execute();

  // The built-in test card gateway keeps its own ledger, as a real provider would: the shop's
  // tables say what the shop believes, this one says what the "bank" did.
  await db.schema
    .createTable('test_card_payment')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'uuid', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('succeeded', 'declined', 'insufficientFunds', 'challenge', 'challengeFailed')`),
    )
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_card_payment').execute();
  await db.schema.dropTable('webhook_event').execute();
  await sql`drop index coupon_redemption_one_per_order`.execute(db);
  await sql`drop index customer_credit_one_spend_per_order`.execute(db);
  await sql`drop index orders_number`.execute(db);
  await sql`drop sequence order_number_seq`.execute(db);
  await db.schema.dropTable('order_history').execute();
  await db.schema.dropTable('payment_attempt').execute();
}
