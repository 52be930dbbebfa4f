import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/**
 * Records that the identity user signed out everywhere at `at`. One statement, so two sign-outs
 * at once cannot lose either; a later time never gives way to an earlier one (a clock that
 * stepped back on one process must not reopen tokens another process already refused).
 */
export async function recordSignOutEverywhere(db: Kysely<Database>, subject: string, at: Date): Promise<void> {
  await db
    .insertInto('identity_sign_out')
    .values({ subject, signed_out_at: at })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({ signed_out_at: sql<Date>`greatest(identity_sign_out.signed_out_at, excluded.signed_out_at)` }),
    )
    .execute();
}

/** When the identity user last signed out everywhere, or null if they never have. */
export async function lastSignOutEverywhere(db: Kysely<Database>, subject: string): Promise<Date | null> {
  const row = await db.selectFrom('identity_sign_out').select('signed_out_at').where('subject', '=', subject).executeTakeFirst();
  return row ? new Date(row.signed_out_at) : null;
}
