import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../store/tables.ts';

export type AdminAuditRow = Selectable<AdminAuditTable> & {
  /** The order's number when the entry is about an order. */
  order_number: number | null;
};

/** Who, what and when an audit page narrows to; each null when not asked. */
export interface AuditFilters {
  staffEmail: string | null;
  /** An action or the start of one, e.g. 'order.' or 'order.refund'. */
  actionPrefix: string | null;
  /** From this instant (inclusive) to that one (exclusive). */
  from: Date | null;
  until: Date | null;
}

/** LIKE's own characters typed into a filter match themselves, not anything. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A tenant's entries, newest first, `limit` at a time: after `beforeSeq` when paging on, and
 * only one subject's when `subject` is given. One more row than asked says whether a page follows.
 */
export async function listAdminAudit(
  db: Kysely<Database>,
  query: {
    tenantId: string;
    limit: number;
    beforeSeq: string | null;
    subject: { kind: string; id: string | null } | null;
    filters?: AuditFilters;
  },
): Promise<{ rows: AdminAuditRow[]; more: boolean }> {
  let select = db
    .selectFrom('admin_audit')
    .leftJoin('orders', (join) =>
      join.on((eb) =>
        eb.and([eb('admin_audit.subject_kind', '=', 'order'), eb(sql<string>`orders.id::text`, '=', eb.ref('admin_audit.subject_id'))]),
      ),
    )
    .selectAll('admin_audit')
    .select('orders.order_number')
    .where('admin_audit.tenant_id', '=', query.tenantId);
  if (query.subject) {
    select = select.where('admin_audit.subject_kind', '=', query.subject.kind);
    if (query.subject.id !== null) select = select.where('admin_audit.subject_id', '=', query.subject.id);
  }
  const filters = query.filters;
  if (filters?.staffEmail) select = select.where(sql<string>`lower(admin_audit.staff_email)`, '=', filters.staffEmail.toLowerCase());
  if (filters?.actionPrefix) select = select.where('admin_audit.action', 'like', `${likeLiteral(filters.actionPrefix)}%`);
  if (filters?.from) select = select.where('admin_audit.at', '>=', filters.from);
  if (filters?.until) select = select.where('admin_audit.at', '<', filters.until);
  if (query.beforeSeq !== null) select = select.where('admin_audit.seq', '<', query.beforeSeq);
  const rows = await select
    .orderBy('admin_audit.seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}
