import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/**
 * What the audit can be narrowed to: the staff who have made a change in the shop (their emails,
 * lower case) and the actions they made, each once, in alphabetical order. Read from the shop's
 * own entries: staff belong to the identity pool's group, which only the owner's credentials can
 * list, and an action nobody made would narrow to nothing.
 */
export async function auditChoices(db: Kysely<Database>, tenantId: string): Promise<{ staff: string[]; actions: string[] }> {
  const [staff, actions] = await Promise.all([
    db
      .selectFrom('admin_audit')
      .select(sql<string>`lower(staff_email)`.as('email'))
      .distinct()
      .where('tenant_id', '=', tenantId)
      .orderBy('email')
      .execute(),
    db.selectFrom('admin_audit').select('action').distinct().where('tenant_id', '=', tenantId).orderBy('action').execute(),
  ]);
  return { staff: staff.map((row) => row.email), actions: actions.map((row) => row.action) };
}
