import { sql, type Kysely } from 'kysely';

// The shop's vans and which van takes each van stop of a day, in what order.
//
// `desk_van`: the vans the owner keeps, by name (unique in the shop, whatever the case). A van is
// added and renamed at the desk; its id is what assignments name, so a rename keeps them.
// `van_run`: one row per shop and delivery day once staff first plan it; `version` is bumped by
// every change to the day's vans, so a change made on a stale view is refused.
// `van_run_stop`: the order whose van shipment arrives that day, the van taking it and its place
// in that van's run (1 first). A stop with no row is not on a van yet.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_van')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index desk_van_name on desk_van (tenant_id, lower(name))`.execute(db);
  await db.schema
    .createTable('van_run')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('van_run_pkey', ['tenant_id', 'day'])
    .execute();
  await db.schema
    .createTable('van_run_stop')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('van_id', 'uuid', (c) => c.notNull().references('desk_van.id'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    .addPrimaryKeyConstraint('van_run_stop_pkey', ['tenant_id', 'day', 'order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('van_run_stop').execute();
  await db.schema.dropTable('van_run').execute();
  await db.schema.dropTable('desk_van').execute();
}
