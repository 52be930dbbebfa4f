import { sql, type Kysely } from 'kysely';

// The mail outbox (commerce/mail/): each message the shop owes someone, written in the transaction
// that makes it owed (placing an order writes its confirmation and the shop's notice), sent after
// the commit by the outbox worker. The idempotency key is unique, so writing the same message twice
// keeps one; it is also the message's Message-ID, so a resend after a crash is the same message.
// Subject and bodies are filled once, by the first claim that renders the message, and never change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('cascade'))
    // Null until rendered when the address is a setting of the sending process (the shop's notice).
    .addColumn('recipient', 'text')
    .addColumn('subject', 'text')
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    // The claim that is sending it now; while `sending`, next_attempt_at is the end of its lease.
    .addColumn('claim_id', 'uuid')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('mail_outbox_status', sql`status in ('pending', 'sending', 'sent', 'failed')`)
    .execute();
  // The worker's question: which messages still owed are due?
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
