import type { Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../store/tables.ts';

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
