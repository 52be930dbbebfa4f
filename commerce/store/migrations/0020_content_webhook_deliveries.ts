import type { Kysely } from 'kysely';

// Sanity retries a webhook it thinks failed, and sometimes delivers one twice: each delivery
// carries an idempotency key, and a key seen before starts no second build. The primary key
// decides it, so two API processes handed the same delivery cannot both count it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_webhook_delivery')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Old keys are pruned by age.
  await db.schema.createIndex('content_webhook_delivery_received').on('content_webhook_delivery').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_webhook_delivery').execute();
}
