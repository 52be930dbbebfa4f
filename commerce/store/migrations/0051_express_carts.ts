import { sql, type Kysely } from 'kysely';

// A product page's express checkout buys in a cart of its own, made when the shopper presses the
// button; a sheet closed without paying leaves that cart behind. Marking such carts keeps them
// apart from the carts shoppers fill (never their basket, never counted as a basket left behind)
// and lets the sweep delete those still unpaid after a short while (express-carts.store.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('express_cart', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The sweep asks only for unpaid express carts by age: a small partial index.
  await sql`create index orders_express_cart_left on orders (updated_at) where express_cart and status = 'shoppingCart'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_express_cart_left`.execute(db);
  await db.schema.alterTable('orders').dropColumn('express_cart').execute();
}
