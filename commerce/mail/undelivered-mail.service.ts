import type { Kysely } from 'kysely';
import { apiError } from '../errors.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Database } from '../store/tables.ts';
import { requeueUndelivered } from './outbox.store.ts';

/** Queues an undelivered message again, with its audit entry, in one transaction. */
export async function resendUndeliveredMail(db: Kysely<Database>, staff: Staff, mailId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const was = await requeueUndelivered(tx, staff.tenantId, mailId, now);
    if (!was) throw apiError('NOT_FOUND', 'There is no undelivered message with that id: it may have been sent again already.');
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
