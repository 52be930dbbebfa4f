import type { CommerceContext } from '../context.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import { saveDispatchUndoSeconds } from './desk-settings.store.ts';

/** Sets how long a dispatch can be undone, with its audit entry in the same transaction. */
export async function setDispatchUndoSeconds(ctx: Pick<CommerceContext, 'db' | 'now'>, staff: Staff, seconds: number): Promise<number> {
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const before = await saveDispatchUndoSeconds(tx, staff.tenantId, seconds, now);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'desk.settings',
      subjectKind: 'desk',
      subjectId: staff.tenantId,
      before: { dispatchUndoSeconds: before },
      after: { dispatchUndoSeconds: seconds },
    });
    return seconds;
  });
}
