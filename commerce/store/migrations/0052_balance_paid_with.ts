import type { Kysely } from 'kysely';

// How a balance paid online was paid, in the shop's words ("card", "PayPal", "Apple Pay"), as the
// provider names itself when the payment settles: the receipt mail, the order page and the desk
// name it the same way after the gateway is renamed or switched off. Null for a balance staff
// recorded (its `way` says phone or cash) and for online payments from before it was kept (by card,
// the only online way to pay a balance then).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_balance_payment').addColumn('paid_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_balance_payment').dropColumn('paid_with').execute();
}
