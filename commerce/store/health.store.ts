import { type Kysely, sql } from 'kysely';
import type { Database } from './tables.ts';

/** The cheapest round trip: the database is reachable and answering queries. */
export async function databaseAnswers(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
