import type { Coupon } from '../domain/pricing/coupons.ts';
import type { CouponRow } from '../store/tables.ts';

/** A stored coupon as the pricing rules see it. */
export function couponFromRow(row: CouponRow): Coupon {
  const common = {
    code: row.code,
    name: row.name,
    minSpendPence: row.min_spend_pence,
    startsAt: row.starts_at ? row.starts_at.toISOString() : null,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    enabled: row.enabled,
  };
  if (row.kind === 'percentage') return { ...common, kind: 'percentage', percentBasisPoints: row.percent_basis_points ?? 0 };
  if (row.kind === 'fixedAmount') return { ...common, kind: 'fixedAmount', amountPence: row.amount_pence ?? 0 };
  return { ...common, kind: 'freeDelivery' };
}
