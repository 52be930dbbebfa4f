import type { Insertable, Kysely } from 'kysely';
import type { Database, TestCardPaymentTable, TestCardRefundTable } from '../../commerce/store/tables.ts';

/** The pretend provider's own records: one payment per idempotency key, as a real provider keeps. */
export async function findTestCardPaymentByKey(db: Kysely<Database>, idempotencyKey: string) {
  return db.selectFrom('test_card_payment').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findTestCardPayment(db: Kysely<Database>, paymentId: string) {
  return db.selectFrom('test_card_payment').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** Records a charge unless one with the same idempotency key exists (then that one stands). */
export async function insertTestCardPaymentOnce(db: Kysely<Database>, payment: Insertable<TestCardPaymentTable>): Promise<void> {
  await db
    .insertInto('test_card_payment')
    .values(payment)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Answers a 3-D Secure challenge that is still awaiting an answer, has not lapsed and is the one
 * the token (by its hash) was minted for; anything else stays as it is. The status guard makes
 * an answer count once.
 */
export async function answerOpenChallenge(
  db: Kysely<Database>,
  challenge: { paymentId: string; tokenHash: string },
  approve: boolean,
  askedAfter: Date,
): Promise<void> {
  await db
    .updateTable('test_card_payment')
    .set({ status: approve ? 'succeeded' : 'challengeFailed' })
    .where('id', '=', challenge.paymentId)
    .where('challenge_token_hash', '=', challenge.tokenHash)
    .where('status', '=', 'challenge')
    .where('created_at', '>', askedAfter)
    .execute();
}

/**
 * Withdraws a 3-D Secure check still awaiting its answer. To the pretend bank a withdrawn check
 * is one that did not pass, so the ledger needs no state of its own; the status guard means an
 * answer that came first stands. Says whether this call withdrew it.
 */
export async function withdrawOpenChallenge(db: Kysely<Database>, idempotencyKey: string): Promise<boolean> {
  const result = await db
    .updateTable('test_card_payment')
    .set({ status: 'challengeFailed' })
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'challenge')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A refund the pretend bank made, by its idempotency key. */
export async function findTestCardRefundByKey(db: Kysely<Database>, idempotencyKey: string) {
  return db.selectFrom('test_card_refund').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** What the pretend bank has refunded of a payment so far, in pence. */
export async function testCardRefundedPence(db: Kysely<Database>, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('test_card_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_pence'), eb.lit(0)).as('total'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Records a refund unless one with the same idempotency key exists (then that one stands). */
export async function insertTestCardRefundOnce(db: Kysely<Database>, refund: Insertable<TestCardRefundTable>): Promise<void> {
  await db
    .insertInto('test_card_refund')
    .values(refund)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
