import { type Kysely, sql } from 'kysely';

// A guest's order becomes part of a customer's account only when that customer claims it: typing
// an email at checkout proves nothing, so a guest order placed with someone's address must not show
// in their history, make them a reviewer of its products or count against their coupon uses.
// 1. `orders.claimed_by_customer_id`: the customer who claimed a guest order (null until then).
// 2. `order_claim_link`: the one-time links the order confirmation mails, kept only as the token's
//    SHA-256, each with its expiry and the instant it was used.
// 3. `orders_customer_mailbox`: guests' once-per-customer limits (a referral's first order) count
//    every order to a mailbox, on each read of a basket with a referral code; without the index each
//    count scans the tenant's orders. The expression is store/mailbox-key.store.ts's mailboxKeyOf of
//    customer_email as it stands in this migration: the planner uses the index only while the two agree.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('claimed_by_customer_id', 'uuid', (c) => c.references('customer.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_claimed_by_customer').on('orders').column('claimed_by_customer_id').execute();
  await sql`
    create index orders_customer_mailbox on orders (tenant_id, (case when split_part(lower(trim(customer_email)), '@', 2) in ('gmail.com', 'googlemail.com') then replace(coalesce(nullif(split_part(split_part(lower(trim(customer_email)), '@', 1), '+', 1), ''), split_part(lower(trim(customer_email)), '@', 1)), '.', '') || '@gmail.com' else coalesce(nullif(split_part(split_part(lower(trim(customer_email)), '@', 1), '+', 1), ''), split_part(lower(trim(customer_email)), '@', 1)) || '@' || split_part(lower(trim(customer_email)), '@', 2) end))
  `.execute(db);
  await db.schema
    .createTable('order_claim_link')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_mailbox').execute();
  await db.schema.dropTable('order_claim_link').execute();
  await db.schema.dropIndex('orders_claimed_by_customer').execute();
  await db.schema.alterTable('orders').dropColumn('claimed_by_customer_id').execute();
}
