import { sql, type Kysely } from 'kysely';

// The desk finds placed orders by number (orders_number, migration 0007), by the start of the
// email, the customer's name or the delivery's addressee, by phone and by the delivery postcode. Each search is one of
// these indexes (commerce/desk/order-desk.store.ts writes the same expressions):
// text_pattern_ops lets `like 'abc%'` use the index whatever the database's collation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_search_email on orders (tenant_id, lower(customer_email) text_pattern_ops) where placed_at is not null`.execute(
    db,
  );
  await sql`create index orders_search_last_name on orders (tenant_id, lower(customer_last_name) text_pattern_ops) where placed_at is not null`.execute(
    db,
  );
  await sql`create index orders_search_full_name on orders (tenant_id, lower(coalesce(customer_first_name, '') || ' ' || coalesce(customer_last_name, '')) text_pattern_ops) where placed_at is not null`.execute(
    db,
  );
  await sql`create index orders_search_phone on orders (tenant_id, customer_phone) where placed_at is not null`.execute(db);
  await sql`create index order_address_search_phone on order_address (phone_number)`.execute(db);
  await sql`create index order_address_search_post_code on order_address (post_code text_pattern_ops)`.execute(db);
  await sql`create index order_address_search_last_name on order_address (lower(last_name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'order_address_search_last_name',
    'order_address_search_post_code',
    'order_address_search_phone',
    'orders_search_phone',
    'orders_search_full_name',
    'orders_search_last_name',
    'orders_search_email',
  ]) {
    await sql.raw(`drop index ${index}`).execute(db);
  }
}
