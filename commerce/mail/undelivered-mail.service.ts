import type { Kysely } from 'kysely';
import { apiError } from '../errors.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Database, MailKind } from '../store/tables.ts';
import { requeueUndelivered } from './outbox.store.ts';

const NOT_RESENDABLE: ReadonlySet<MailKind> = new Set<MailKind>(['planRound', 'planRoundMissed']);

/** Queues an undelivered message again, with its audit entry, in one transaction. */
export async function resendUndeliveredMail(db: Kysely<Database>, staff: Staff, mailId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const was = await requeueUndelivered(tx, staff.tenantId, mailId, now);
    if (!was) throw apiError('NOT_FOUND', 'There is no undelivered message with that id: it may have been sent again already.');
    // A delivery plan's round mails are written once, for that round, and their words are not
    // kept after a failure (a resend could not write them again); the customer's account shows
    // the round and its basket instead. Throwing rolls the requeue back.
    if (NOT_RESENDABLE.has(was.kind)) {
      throw apiError(
        'BAD_USER_INPUT',
        'A delivery plan’s round mail cannot be sent again: its round is in the customer’s account (Delivery plans), where they can check and pay. Call or mail them yourself if they need telling.',
        { reason: 'MAIL_NOT_RESENDABLE' },
      );
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'mail.resend',
      subjectKind: was.order_id ? 'order' : 'mail',
      subjectId: was.order_id ?? mailId,
      before: { mail: mailId, kind: was.kind, status: was.status, recipient: was.recipient, error: was.last_error },
      after: { mail: mailId, status: 'pending' },
    });
  });
}
