import type { Kysely } from 'kysely';

// Every change made at the owner's desk, as it was made: who (the staff member's identity user
// and the email they signed in with, kept as text so a staff member removed from the pool still
// has their entries), when, what, and the subject before and after. Rows are only ever added.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('staff_subject', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  // The audit list reads a tenant's newest first, all of them or one subject's.
  await db.schema.createIndex('admin_audit_newest').on('admin_audit').columns(['tenant_id', 'seq desc']).execute();
  await db.schema
    .createIndex('admin_audit_subject')
    .on('admin_audit')
    .columns(['tenant_id', 'subject_kind', 'subject_id', 'seq desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
}
