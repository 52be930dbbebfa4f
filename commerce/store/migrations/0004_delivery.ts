import { sql, type Kysely } from 'kysely';

// Couriers and shipping methods (their rules as validated JSON: they are configuration read
// whole, never queried field by field), bank holidays per calendar, how each product travels,
// and what the shopper chose for each shipment of an order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('shipping_group', 'text', (c) => c.notNull().defaultTo('parcel').check(sql`shipping_group in ('van', 'pallet', 'parcel')`))
    .execute();
  // Catalogues loaded before this migration: log crates go by van, pellets by pallet.
  await sql`update product set shipping_group = case when id like 'LOG-%' then 'van' when id like 'PEL-%' then 'pallet' else 'parcel' end`.execute(
    db,
  );

  await db.schema
    .createTable('courier')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rule', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('shipping_method')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('rule', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_method_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('shipping_holiday')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('england', 'scotland', 'northernIreland')`))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_holiday_pk', ['tenant_id', 'region', 'date'])
    .execute();

  await db.schema
    .createTable('order_shipment')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shipment_key', 'text', (c) => c.notNull().check(sql`shipment_key in ('van', 'pallet', 'parcel')`))
    .addColumn('method_id', 'text')
    .addColumn('delivery_date', 'text')
    .addColumn('timed_code', 'text')
    .addColumn('services', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('order_shipment_pk', ['order_id', 'shipment_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_shipment', 'shipping_holiday', 'shipping_method', 'courier']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('product').dropColumn('shipping_group').execute();
}
