import { sql, type Kysely } from 'kysely';

// How the seller taxes delivery: 'follows_goods' (the charge takes the VAT rates of the goods it
// carries, apportioned by value) or 'standard_rated' (each charge at its method's own rate, the
// shop's only behaviour before this column). An order keeps the treatment it was placed under, so
// changing the setting never rewrites a VAT receipt already issued: orders placed before this
// migration were placed standard-rated, and are recorded so; a cart has none and follows the seller.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('seller')
    .addColumn('delivery_vat_treatment', 'text', (c) =>
      c.notNull().defaultTo('follows_goods').check(sql`delivery_vat_treatment in ('follows_goods', 'standard_rated')`),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_vat_treatment', 'text', (c) => c.check(sql`delivery_vat_treatment in ('follows_goods', 'standard_rated')`))
    .execute();
  await sql`update orders set delivery_vat_treatment = 'standard_rated' where placed_at is not null`.execute(db);

  // A refund of delivery gives back VAT at the rates the delivery was charged at: what it refunds
  // ('order', any part of what was paid, or 'delivery') and, for delivery, its amount and VAT by rate
  // (a JSON array of { rateBasisPoints, pence, taxPence }), fixed when the refund is written.
  await db.schema
    .alterTable('order_refund')
    .addColumn('refund_of', 'text', (c) => c.notNull().defaultTo('order').check(sql`refund_of in ('order', 'delivery')`))
    .addColumn('vat_by_rate', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_refund').dropColumn('vat_by_rate').dropColumn('refund_of').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_vat_treatment').execute();
  await db.schema.alterTable('seller').dropColumn('delivery_vat_treatment').execute();
}
