import { sql, type Kysely } from 'kysely';

// The desk's day of deliveries.
//
// `desk_setting`: one row per shop, absent until the owner changes a default.
// `dispatch_undo_seconds` is how long a dispatch's mail waits in the outbox before it may leave:
// within that time staff may undo the dispatch and the mail is withdrawn; 0 sends at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_setting')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('dispatch_undo_seconds', 'integer', (c) => c.notNull().defaultTo(300).check(sql`dispatch_undo_seconds between 0 and 3600`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desk_setting').execute();
}
