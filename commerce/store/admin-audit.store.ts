import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Staff } from '../staff-access.ts';
import type { Database } from './tables.ts';

// Every feature's desk operations write the audit trail in their own transactions, so its writer
// is shared like the database itself; reading the trail is the desk's (desk/audit.store.ts).

export interface AdminChange {
  staff: Staff;
  at: Date;
  /** What was done, `area.verb`: 'customer.credit.grant', 'order.dispatch', 'product.update'. */
  action: string;
  /** 'order' | 'product' | 'coupon' | 'holiday' | 'customer' | 'review' | 'seller' | 'deliveryMethod' … */
  subjectKind: string;
  subjectId: string;
  /** The subject as it was and as it is, in the API's words (pounds, not pence); null where there was none. */
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/**
 * Records one admin change. Call it inside the transaction that makes the change, so a change
 * and its entry commit together or not at all: there is no change without its entry.
 */
export async function recordAdminChange(db: Kysely<Database> | Transaction<Database>, change: AdminChange): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  await db
    .insertInto('admin_audit')
    .values({
      id: randomUUID(),
      tenant_id: change.staff.tenantId,
      staff_subject: change.staff.subject,
      staff_email: change.staff.email,
      at: change.at,
      action: change.action,
      subject_kind: change.subjectKind,
      subject_id: change.subjectId,
      before: json(change.before),
      after: json(change.after),
      reason: change.reason ?? null,
    })
    .execute();
}
