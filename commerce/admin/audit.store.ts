import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AdminAuditTable, Database } from '../store/tables.ts';
import type { Staff } from './staff-access.ts';

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

export type AdminAuditRow = Selectable<AdminAuditTable>;

/**
 * A tenant's entries, newest first, `limit` at a time: after `beforeSeq` when paging on, and
 * only one subject's when `subject` is given. One more row than asked says whether a page follows.
 */
export async function listAdminAudit(
  db: Kysely<Database>,
  query: { tenantId: string; limit: number; beforeSeq: string | null; subject: { kind: string; id: string | null } | null },
): Promise<{ rows: AdminAuditRow[]; more: boolean }> {
  let select = db.selectFrom('admin_audit').selectAll().where('tenant_id', '=', query.tenantId);
  if (query.subject) {
    select = select.where('subject_kind', '=', query.subject.kind);
    if (query.subject.id !== null) select = select.where('subject_id', '=', query.subject.id);
  }
  if (query.beforeSeq !== null) select = select.where('seq', '<', query.beforeSeq);
  const rows = await select
    .orderBy('seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}
