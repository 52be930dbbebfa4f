import { sql, type Kysely } from 'kysely';

// Repeat delivery plans (commerce/repeat-delivery/): a customer's order delivered again on a rhythm.
// A plan keeps what to send and where (lines, addresses, delivery choices, as they were when it was
// made from an order), its rhythm and its next date. Each round is one row, unique per plan and
// date, so two processes making the same round keep one; its basket is an ordinary cart owned by
// the customer, which they pay as usual. A round is claimed (`making`) before its basket is made
// and marked `made` with its mail in one transaction. The links in a round's mail work once: each
// used link's id is kept until it would have expired anyway.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_plan')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('source_order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('every_weeks', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('next_date', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('addresses', 'jsonb', (c) => c.notNull())
    .addColumn('shipment_choices', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('delivery_plan_kind', sql`kind in ('deliver', 'remind')`)
    .addCheckConstraint('delivery_plan_status', sql`status in ('active', 'paused', 'stopped')`)
    .addCheckConstraint('delivery_plan_every_weeks', sql`every_weeks between 1 and 26`)
    .execute();
  await db.schema.createIndex('delivery_plan_customer').on('delivery_plan').columns(['customer_id', 'created_at']).execute();
  // The round job's question: which active plans have a round to make?
  await db.schema.createIndex('delivery_plan_due').on('delivery_plan').columns(['status', 'next_date']).execute();
  await db.schema
    .createTable('delivery_plan_round')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('delivery_plan.id').onDelete('cascade'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('basket', 'jsonb')
    .addColumn('changes', 'jsonb')
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint('delivery_plan_round_status', sql`status in ('making', 'made', 'paid', 'skipped', 'missed')`)
    .execute();
  await db.schema.createIndex('delivery_plan_round_once').on('delivery_plan_round').columns(['plan_id', 'due_date']).unique().execute();
  await db.schema.createIndex('delivery_plan_round_open').on('delivery_plan_round').columns(['status', 'due_date']).execute();
  await db.schema
    .createTable('delivery_plan_link_use')
    .addColumn('link_id', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_plan_link_use').execute();
  await db.schema.dropTable('delivery_plan_round').execute();
  await db.schema.dropTable('delivery_plan').execute();
}
