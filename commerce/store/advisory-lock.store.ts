import { type Kysely, sql } from 'kysely';
import type { Database } from './tables.ts';

/** The first half of every Hearth advisory lock key ("HE"), so the shop's locks stay apart from others'. */
const HEARTH_LOCK_SPACE = 0x4845;

/** The jobs that must run in one process at a time across all API processes over one PostgreSQL. */
export const EXCLUSIVE_JOBS = { paymentSweep: 1, siteRebuild: 2, planRounds: 3 } as const;

/**
 * Runs `work` only if no other session holds the job's PostgreSQL advisory lock, and says whether
 * it ran. The lock is a session lock on one connection held for the whole job: a process that dies
 * mid-job drops its connection and with it the lock, so the next process's turn is not lost.
 * The work itself uses the pool's other connections.
 */
export async function withAdvisoryLock(db: Kysely<Database>, job: number, work: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${HEARTH_LOCK_SPACE}, ${job}) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${HEARTH_LOCK_SPACE}, ${job})`.execute(connection);
    }
  });
}
