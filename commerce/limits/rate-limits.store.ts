import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** The rate limits' counters (migration 0010): key, points, expire (epoch ms). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** What RateLimiterPostgres calls on a `pg` client: `query({ text, values })`, answering rows and a row count. */
interface RateLimitStoreClient {
  query(query: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * The shop's own PostgreSQL pool, in the shape rate-limiter-flexible's Postgres store expects,
 * so the limits need no second pool. The SQL is the library's (an upsert, a read, a delete on
 * `rate_limits`); it runs here, through Kysely, on the connection the shop already holds.
 */
export function rateLimitStoreClient(db: Kysely<Database>): RateLimitStoreClient {
  return {
    async query({ text, values = [] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return {
        rows: result.rows as unknown[],
        rowCount: result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows),
      };
    },
  };
}
