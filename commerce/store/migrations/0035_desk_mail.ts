import type { Kysely } from 'kysely';

// What a staff move changed, for the mail that tells the customer (a refund's amount, a credit
// balance), is fixed when the move is made: the outbox renders after commit, by which time a later
// move may have changed the order or the balance again. A JSON object, its shape per mail kind
// (commerce/mail/desk-mail.ts); null for mail that reads everything from the order.
//
// A shipment's tracking number and the carrier's tracking page, as staff entered them when it
// left: the dispatch mail carries them, and they stay with the shipment for the desk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('facts', 'jsonb').execute();
  await db.schema.alterTable('order_shipment').addColumn('tracking_number', 'text').addColumn('tracking_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_shipment').dropColumn('tracking_url').dropColumn('tracking_number').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('facts').execute();
}
