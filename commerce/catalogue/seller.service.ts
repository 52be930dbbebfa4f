import type { Kysely, Transaction } from 'kysely';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { checkSellerRecord, type SellerProblem, type SellerRecord } from '../domain/seller-rules.ts';
import { refuseInput } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import { readSellerRecord, upsertSeller } from './seller.store.ts';

/** A seller that breaks a rule: every field to fix, in the form's order. Nothing was written. */
export class SellerRefused extends Error {
  readonly problems: readonly SellerProblem[];
  constructor(problems: readonly SellerProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
    this.name = 'SellerRefused';
    this.problems = problems;
  }
}

async function writeSeller(tx: Transaction<Database>, tenantId: string, input: unknown) {
  const checked = checkSellerRecord(input);
  if (!checked.ok) throw new SellerRefused(checked.problems);
  const before = await readSellerRecord(tx, tenantId, true);
  await upsertSeller(tx, tenantId, checked.seller);
  return { before, after: checked.seller };
}

/**
 * Records who sells for a tenant (first time or again), checked by the same rules the desk and
 * every receipt read apply. For the set-up command and scripts, which have no staff to audit:
 * throws SellerRefused, naming each field to fix, and writes nothing then. The footer and the
 * contact page print the seller, so the commit starts a rebuild (migration 0032's trigger).
 */
export async function recordSeller(db: Kysely<Database>, tenantId: string, input: unknown): Promise<SellerRecord> {
  return (await db.transaction().execute((tx) => writeSeller(tx, tenantId, input))).after;
}

/** The seller as staff edit it; null before one is recorded. */
export async function sellerForStaff(ctx: CommerceContext, staff: Staff): Promise<SellerRecord | null> {
  return readSellerRecord(ctx.db, staff.tenantId);
}

/** Staff save the seller: the change and its audit entry commit together, or neither does. */
export async function saveSellerForStaff(ctx: CommerceContext, staff: Staff, input: unknown): Promise<SellerRecord> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const { before, after } = await writeSeller(tx, staff.tenantId, input);
      await recordAdminChange(tx, {
        staff,
        at: now,
        action: 'seller.update',
        subjectKind: 'seller',
        subjectId: staff.tenantId,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (error instanceof SellerRefused) throw refuseInput(error.problems);
    throw error;
  }
}
