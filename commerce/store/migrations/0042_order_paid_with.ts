import type { Kysely } from 'kysely';

// How a placed order was paid, in the shop's words ("card", "PayPal", "Klarna, pay in 3"): the
// provider's name for itself, written once when the payment places the order, so the order page,
// the mails, the VAT receipt and the desk name it the same way even after the gateway is renamed
// or switched off. Null for an order not placed, one paid wholly with credit, and orders placed
// before it was kept (read as "card", the only way to pay there was).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_with').execute();
}
