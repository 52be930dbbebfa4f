import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_DISPATCH_UNDO_SECONDS } from '../domain/desk-day.ts';
import type { Database } from '../store/tables.ts';

/** How long the shop's dispatch mails wait so a dispatch can be undone; the default until the owner sets one. */
export async function dispatchUndoSeconds(db: Kysely<Database>, tenantId: string): Promise<number> {
  const row = await db.selectFrom('desk_setting').select('dispatch_undo_seconds').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.dispatch_undo_seconds ?? DEFAULT_DISPATCH_UNDO_SECONDS;
}

/** Sets the shop's undo window; answers what it was before. */
export async function saveDispatchUndoSeconds(tx: Transaction<Database>, tenantId: string, seconds: number, at: Date): Promise<number> {
  const before = await dispatchUndoSeconds(tx, tenantId);
  await tx
    .insertInto('desk_setting')
    .values({ tenant_id: tenantId, dispatch_undo_seconds: seconds, updated_at: at })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ dispatch_undo_seconds: seconds, updated_at: at }))
    .execute();
  return before;
}
