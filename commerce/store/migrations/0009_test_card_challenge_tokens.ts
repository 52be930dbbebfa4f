import type { Kysely } from 'kysely';

// The test gateway's 3-D Secure check answers only to the browser that paid: each challenge gets
// a random token that goes to that browser in the redirect URL, and only its SHA-256 is kept here.
// Rows from before have none, so their checks can no longer be answered; they lapse as usual.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_card_payment').addColumn('challenge_token_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_card_payment').dropColumn('challenge_token_hash').execute();
}
