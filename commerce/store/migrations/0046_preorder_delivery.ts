import { sql, type Kysely } from 'kysely';

// A basket that mixes goods on the shelf with pre-orders is sent as the shopper chose:
// 'together' (each way of travelling waits for its last pre-order: the only behaviour before this
// column) or 'split' (the goods in stock go now, the pre-orders follow from their date, each part
// at its own delivery charge). A split basket's pre-orders make shipments of their own, keyed
// '<way>-later', so the shipment keys widen to take them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('preorder_delivery', 'text', (c) => c.notNull().defaultTo('together').check(sql`preorder_delivery in ('together', 'split')`))
    .execute();
  await sql`alter table order_shipment drop constraint if exists order_shipment_shipment_key_check`.execute(db);
  await sql`
    alter table order_shipment add constraint order_shipment_shipment_key_check
    check (shipment_key in ('van', 'pallet', 'parcel', 'van-later', 'pallet-later', 'parcel-later'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from order_shipment where shipment_key like '%-later'`.execute(db);
  await sql`alter table order_shipment drop constraint if exists order_shipment_shipment_key_check`.execute(db);
  await sql`alter table order_shipment add constraint order_shipment_shipment_key_check check (shipment_key in ('van', 'pallet', 'parcel'))`.execute(
    db,
  );
  await db.schema.alterTable('orders').dropColumn('preorder_delivery').execute();
}
