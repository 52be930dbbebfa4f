import { sql, type Kysely } from 'kysely';

// The desk's day of deliveries.
//
// `desk_setting`: one row per shop, absent until the owner changes a default.
// `dispatch_undo_seconds` is how long a dispatch's mail waits in the outbox before it may leave:
// within that time staff may undo the dispatch and the mail is withdrawn; 0 sends at once.
//
// `van`: the shop's vans, by name, each with what it may carry in kilograms. A van stop
// (an order's van shipment) is given to one van on the day (`van_id`, null: not given yet) at
// a place in its run (`van_position`, staff's order; null: by slot, then postcode area).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_setting')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('dispatch_undo_seconds', 'integer', (c) => c.notNull().defaultTo(300).check(sql`dispatch_undo_seconds between 0 and 3600`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('van')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capacity_kg', 'integer', (c) => c.notNull().check(sql`capacity_kg > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await sql`create unique index van_name_per_shop on van (tenant_id, lower(name)) where retired_at is null`.execute(db);

  await db.schema
    .alterTable('order_shipment')
    .addColumn('van_id', 'uuid', (c) => c.references('van.id'))
    .addColumn('van_position', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_shipment').dropColumn('van_position').dropColumn('van_id').execute();
  await db.schema.dropTable('van').execute();
  await db.schema.dropTable('desk_setting').execute();
}
