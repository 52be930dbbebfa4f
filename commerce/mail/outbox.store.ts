import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MailKind, MailOutboxTable, MailStatus } from '../store/tables.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/** A message to owe: who it is for (null: the process's setting fills it in when rendering). */
export interface OwedMail {
  idempotencyKey: string;
  tenantId: string;
  kind: MailKind;
  orderId: string | null;
  recipient: string | null;
  /** What a staff move changed, for its mail to say (order-mail/desk-mail.ts); fixed now, since rendering comes later. */
  facts?: Record<string, unknown>;
  /** Not sent before this instant (a dispatch's undo window); at once when absent. */
  notBefore?: Date;
}

/**
 * Writes messages the shop now owes, due at once. A key already in the outbox is left as it is,
 * so the same message written twice (a placement repeated) is owed once.
 */
export async function oweMail(db: Kysely<Database>, mails: readonly OwedMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  const rows: Insertable<MailOutboxTable>[] = mails.map((mail) => ({
    id: randomUUID(),
    idempotency_key: mail.idempotencyKey,
    tenant_id: mail.tenantId,
    kind: mail.kind,
    order_id: mail.orderId,
    recipient: mail.recipient,
    facts: mail.facts ? JSON.stringify(mail.facts) : null,
    status: 'pending',
    attempts: 0,
    next_attempt_at: mail.notBefore ?? now,
    created_at: now,
    updated_at: now,
  }));
  await db
    .insertInto('mail_outbox')
    .values(rows)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Takes back a message held until later that no worker has claimed (a move undone within its window): deleted in
 * the undoing transaction, so the move and its mail go together. Answers whether there was such a
 * message; false when there was none or it is being sent or was sent (then it is left alone).
 */
export async function withdrawUnsentMail(tx: Transaction<Database>, idempotencyKey: string, now: Date): Promise<boolean> {
  const result = await tx
    .deleteFrom('mail_outbox')
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    // Once due, a worker may take it at any moment: it counts as gone.
    .where('next_attempt_at', '>', now)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Lets a held message leave now rather than at its not-before time (staff are sure of the move);
 * answers whether it was still held. From then on it can no longer be withdrawn.
 */
export async function releaseHeldMail(db: Kysely<Database>, idempotencyKey: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now, updated_at: now })
    .where('idempotency_key', '=', idempotencyKey)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether a message with this key is owed at all (in any state). */
export async function mailOwed(db: Kysely<Database>, idempotencyKey: string): Promise<boolean> {
  const row = await db.selectFrom('mail_outbox').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row !== undefined;
}

/** The email a placed order was placed with: the confirmation's recipient. */
export async function orderEmail(db: Kysely<Database>, orderId: string): Promise<string | null> {
  const row = await db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirst();
  return row?.customer_email ?? null;
}

/** Who may open an order: what `loadOrder` needs to read the order a message is about. */
export async function orderOpenerOf(db: Kysely<Database>, orderId: string) {
  const row = await db
    .selectFrom('orders')
    .select(['tenant_id', 'sales_channel_id', 'customer_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row && { tenantId: row.tenant_id, salesChannelId: row.sales_channel_id, customerId: row.customer_id };
}

/**
 * Claims up to `limit` due messages for one claim: pending ones whose time has come, and ones
 * another claim was sending whose lease has run out (that process died or hung). Rows another
 * worker is claiming at this moment are skipped, not waited for (FOR UPDATE SKIP LOCKED), so
 * several API processes over one PostgreSQL share the work and no two claim the same message.
 * The claim is its own short transaction: the send happens after it has committed.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  claim: { claimId: string; now: Date; leaseEnds: Date; limit: number },
): Promise<OutboxRow[]> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_id: claim.claimId,
      next_attempt_at: claim.leaseEnds,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.now,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', claim.now)
        .orderBy('next_attempt_at')
        .limit(claim.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export interface Rendering {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Fixes what the message says, if the claim still holds it; false when another claim has taken
 * it over (this one's lease ran out), and then nothing is written.
 */
export async function saveRendering(tx: Transaction<Database>, row: Pick<OutboxRow, 'id' | 'claim_id'>, rendering: Rendering, now: Date) {
  const result = await tx
    .updateTable('mail_outbox')
    .set({
      recipient: rendering.recipient,
      subject: rendering.subject,
      text_body: rendering.text,
      html_body: rendering.html,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .where('status', '=', 'sending')
    .where('subject', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records the provider's acceptance. The bodies are dropped: a guest's confirmation carries the
 * receipt key that opens the order, which the store otherwise keeps only as a hash, and a sent
 * message's record (to whom, what subject, when, the provider's id) is what the owner needs.
 */
export async function markSent(db: Kysely<Database>, row: Pick<OutboxRow, 'id'>, sent: { providerMessageId: string; at: Date }) {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: sent.at,
      provider_message_id: sent.providerMessageId,
      text_body: null,
      html_body: null,
      facts: null,
      claim_id: null,
      last_error: null,
      updated_at: sent.at,
    })
    .where('id', '=', row.id)
    // A bounce can be reported before a slow sender hears SES's answer: it stays bounced.
    .where('status', 'not in', ['sent', 'bounced'])
    .execute();
}

/** Gives the message back to be tried again at `retryAt`, if this claim still holds it. */
export async function markForRetry(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id' | 'claim_id'>,
  failure: { error: string; retryAt: Date; at: Date },
) {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', claim_id: null, next_attempt_at: failure.retryAt, last_error: failure.error, updated_at: failure.at })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .where('status', '=', 'sending')
    .execute();
}

/** Stops trying, keeping the message and why, for the owner; only while this claim holds it. */
export async function markFailed(db: Kysely<Database>, row: Pick<OutboxRow, 'id' | 'claim_id'>, failure: { error: string; at: Date }) {
  await db
    .updateTable('mail_outbox')
    // The bodies go, as when sent: a guest's confirmation holds the plaintext key that opens the
    // order. A resend renders the message afresh (with a new key).
    .set({ status: 'failed', claim_id: null, last_error: failure.error, text_body: null, html_body: null, updated_at: failure.at })
    .where('id', '=', row.id)
    .where('claim_id', '=', row.claim_id)
    .where('status', '=', 'sending')
    .execute();
}

/** Which accepted message a provider's later report is about: our key header, else the provider's id. */
export type AcceptedMailRef = { idempotencyKey: string } | { providerMessageId: string };

/**
 * Keeps a message the provider accepted and then could not deliver (a hard bounce, a complaint) as
 * `bounced`, with why, for the owner. A message given up as failed stays so (SES refused it, it
 * never went out). 'unknown': no such message here; 'already': it was bounced before (the report
 * redelivered, or a second report), and nothing is written.
 */
export async function markBounced(
  db: Kysely<Database>,
  ref: AcceptedMailRef,
  bounce: { reason: string; at: Date },
): Promise<'bounced' | 'already' | 'unknown'> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('mail_outbox')
      .select(['id', 'status'])
      .where((eb) =>
        'idempotencyKey' in ref ? eb('idempotency_key', '=', ref.idempotencyKey) : eb('provider_message_id', '=', ref.providerMessageId),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.status === 'bounced' || row.status === 'failed') return 'already';
    await tx
      .updateTable('mail_outbox')
      // The bodies go, as when sent or failed: a guest's confirmation holds the key that opens the order.
      .set({ status: 'bounced', claim_id: null, last_error: bounce.reason, text_body: null, html_body: null, updated_at: bounce.at })
      .where('id', '=', row.id)
      .execute();
    return 'bounced';
  });
}

/** A message that could not be delivered, as the owner's desk lists it. */
export interface UndeliveredMail {
  id: string;
  /** `failed`: never accepted by the provider; `bounced`: accepted, then bounced or complained of. */
  status: 'failed' | 'bounced';
  kind: MailKind;
  orderId: string | null;
  orderNumber: number | null;
  recipient: string | null;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** The shop's messages that gave up or came back, newest first: what the owner must act on (call, re-send). */
export async function undeliveredMail(
  db: Kysely<Database>,
  tenantId: string,
  limit = 100,
  orderId: string | null = null,
): Promise<UndeliveredMail[]> {
  let select = db
    .selectFrom('mail_outbox')
    .leftJoin('orders', 'orders.id', 'mail_outbox.order_id')
    .select([
      'mail_outbox.id',
      'mail_outbox.status',
      'mail_outbox.kind',
      'mail_outbox.order_id',
      'orders.order_number',
      'mail_outbox.recipient',
      'mail_outbox.subject',
      'mail_outbox.attempts',
      'mail_outbox.last_error',
      'mail_outbox.updated_at',
    ])
    .where('mail_outbox.tenant_id', '=', tenantId)
    .where('mail_outbox.status', 'in', ['failed', 'bounced']);
  if (orderId) select = select.where('mail_outbox.order_id', '=', orderId);
  const rows = await select.orderBy('mail_outbox.updated_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status === 'bounced' ? 'bounced' : 'failed',
    kind: row.kind,
    orderId: row.order_id,
    orderNumber: row.order_number,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.last_error,
    failedAt: row.updated_at,
  }));
}

/** How many of the shop's messages failed or bounced: the count of what undeliveredMail lists. */
export async function undeliveredMailCount(db: Kysely<Database>, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['failed', 'bounced'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Puts a message that failed or bounced back in the queue, due now, to be rendered afresh (its
 * bodies went when it gave up) and sent under its own key, so a receiver that did get the first
 * copy sees the same Message-ID. Only a failed or bounced message of the tenant moves, once: two
 * staff pressing Resend together queue it once. The message as it was, or undefined.
 */
export async function requeueUndelivered(
  tx: Transaction<Database>,
  tenantId: string,
  mailId: string,
  now: Date,
): Promise<
  { status: MailStatus; kind: MailKind; order_id: string | null; recipient: string | null; last_error: string | null } | undefined
> {
  const row = await tx
    .selectFrom('mail_outbox')
    .select(['status', 'kind', 'order_id', 'recipient', 'last_error'])
    .where('id', '=', mailId)
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['failed', 'bounced'])
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  await tx
    .updateTable('mail_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      subject: null,
      text_body: null,
      html_body: null,
      last_error: null,
      claim_id: null,
      updated_at: now,
    })
    .where('id', '=', mailId)
    .execute();
  return row;
}
