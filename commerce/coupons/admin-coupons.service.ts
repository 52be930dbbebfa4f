import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { CommerceContext } from '../context.ts';
import { isReferralCodeInUse } from '../customers/index.ts';
import { toPounds } from '../domain/money.ts';
import { type CouponDraft, couponCodeOf, couponDraftProblems, couponState, endCouponRefusal } from '../domain/pricing/coupon-draft.ts';
import { normaliseCouponCode } from '../domain/pricing/coupons.ts';
import { apiError, refuseInput } from '../errors.ts';
import type { CouponRow } from '../store/tables.ts';
import {
  couponWithUsage,
  type CouponWithUsageRow,
  endCouponAt,
  insertCoupon,
  listCouponsWithUsage,
  lockCouponForEdit,
} from './admin-coupons.store.ts';

/** A coupon as the desk shows it and the audit records it: pounds, percent, ISO instants. */
function staffCouponView(row: CouponRow, usage: { redemptions: number; discounted_pence: number }, now: Date) {
  const startsAt = row.starts_at === null ? null : new Date(row.starts_at);
  const endsAt = row.ends_at === null ? null : new Date(row.ends_at);
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    // Basis points to the percent staff typed: 1250 is 12.5.
    percent: row.percent_basis_points === null ? null : row.percent_basis_points / 100,
    amount: row.amount_pence === null ? null : toPounds(row.amount_pence),
    minSpend: toPounds(row.min_spend_pence),
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    state: couponState({ enabled: row.enabled, startsAt, endsAt, maxUses: row.max_uses }, usage.redemptions, now),
    redemptions: usage.redemptions,
    discounted: toPounds(usage.discounted_pence),
  };
}

export type StaffCoupon = ReturnType<typeof staffCouponView>;

const fromUsageRow = (row: CouponWithUsageRow, now: Date) => staffCouponView(row, row, now);

export async function couponsForStaff(ctx: CommerceContext, staff: Staff): Promise<StaffCoupon[]> {
  const now = ctx.now();
  return (await listCouponsWithUsage(ctx.db, staff.tenantId)).map((row) => fromUsageRow(row, now));
}

/** Adds a coupon and its audit entry in one transaction, refusing a code a coupon or a customer's referral has. */
export async function createCoupon(ctx: CommerceContext, staff: Staff, draft: CouponDraft): Promise<StaffCoupon> {
  const now = ctx.now();
  const problems = couponDraftProblems(draft, now);
  if (problems.length > 0) throw refuseInput(problems);
  const code = couponCodeOf(draft);
  return ctx.db.transaction().execute(async (tx) => {
    // A customer could still take this as a referral code after this read; checkout looks up
    // coupons first, so the coupon would then win, as it does for codes chosen before it.
    if (await isReferralCodeInUse(tx, staff.tenantId, code)) {
      throw refuseInput([{ field: 'code', message: `${code} is a customer's referral code: choose another code.` }]);
    }
    const row = await insertCoupon(tx, {
      tenant_id: staff.tenantId,
      code,
      name: draft.name.trim(),
      kind: draft.kind,
      percent_basis_points: draft.kind === 'percentage' ? draft.percentBasisPoints : null,
      amount_pence: draft.kind === 'fixedAmount' ? draft.amountPence : null,
      min_spend_pence: draft.minSpendPence,
      starts_at: draft.startsAt,
      ends_at: draft.endsAt,
      max_uses: draft.maxUses,
      max_uses_per_customer: draft.maxUsesPerCustomer,
      enabled: true,
    });
    if (row === 'taken') throw refuseInput([{ field: 'code', message: `There is a coupon ${code} already: choose another code.` }]);
    const after = staffCouponView(row, { redemptions: 0, discounted_pence: 0 }, now);
    await recordAdminChange(tx, { staff, at: now, action: 'coupon.create', subjectKind: 'coupon', subjectId: code, before: null, after });
    return after;
  });
}

/** Ends a coupon now, with its audit entry; under the coupon's lock, so an order redeeming it at this moment finishes first. */
export async function endCouponNow(ctx: CommerceContext, staff: Staff, typedCode: string): Promise<StaffCoupon> {
  const now = ctx.now();
  const code = normaliseCouponCode(typedCode);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await lockCouponForEdit(tx, staff.tenantId, code);
    if (!row) throw apiError('NOT_FOUND', `There is no coupon ${code}. Reload the list and choose one from it.`, { field: 'code' });
    const refusal = endCouponRefusal({ enabled: row.enabled, endsAt: row.ends_at === null ? null : new Date(row.ends_at), code }, now);
    if (refusal) throw apiError('CONFLICT', refusal, { field: 'code' });
    const usage = await couponWithUsage(tx, staff.tenantId, code);
    const counted = usage ?? { redemptions: 0, discounted_pence: 0 };
    const ended = await endCouponAt(tx, staff.tenantId, code, now);
    const before = staffCouponView(row, counted, now);
    const after = staffCouponView(ended, counted, now);
    await recordAdminChange(tx, { staff, at: now, action: 'coupon.end', subjectKind: 'coupon', subjectId: code, before, after });
    return after;
  });
}
