import type { Kysely } from 'kysely';

// When each identity user (the ID token's `sub`) last signed out everywhere. Every API process
// reads it for every signed-in call, so it lives in the shared database, not in a process: a
// token issued at or before the time is refused by all of them (domain/signed-out-tokens.ts).
// One row per user, the latest time; the primary key is the look-up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_sign_out')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('signed_out_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_sign_out').execute();
}
