import { sql, type Kysely } from 'kysely';

// A message the provider accepted can still come back: the recipient's server refuses it later
// (a hard bounce) or the recipient marks it as spam (a complaint). SES reports either through its
// event publishing (commerce/mail/ses-events-route.ts); the message then becomes `bounced`, kept
// for the owner like a `failed` one, with the reason in last_error.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropConstraint('mail_outbox_status').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addCheckConstraint('mail_outbox_status', sql`status in ('pending', 'sending', 'sent', 'failed', 'bounced')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropConstraint('mail_outbox_status').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addCheckConstraint('mail_outbox_status', sql`status in ('pending', 'sending', 'sent', 'failed')`)
    .execute();
}
