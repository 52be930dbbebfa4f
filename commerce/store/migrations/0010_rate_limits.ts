import type { Kysely } from 'kysely';

// The rate limits' counters (commerce/limits/), shared by every API process over one PostgreSQL.
// The columns are the ones rate-limiter-flexible's RateLimiterPostgres reads and writes; we create
// the table here and tell the library not to. A key is the limit's name and a hash of its subject
// (an IP, an email, an order number, a cart), never the subject itself; `expire` is epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  // The library's hourly clean-up deletes by `expire`.
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
