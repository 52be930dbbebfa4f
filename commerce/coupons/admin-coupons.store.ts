import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CouponRow, CouponTable, Database } from '../store/tables.ts';

/**
 * Every coupon of the shop with its use: uses counted (a payment started with it and did not
 * fail) and what they took off, goods and waived delivery together; in code order.
 */
export function listCouponsWithUsage(db: Kysely<Database>, tenantId: string) {
  return couponsWithUsage(db, tenantId).orderBy('coupon.code').execute();
}

function couponsWithUsage(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('coupon')
    .leftJoin('coupon_redemption', (join) =>
      join.onRef('coupon_redemption.tenant_id', '=', 'coupon.tenant_id').onRef('coupon_redemption.code', '=', 'coupon.code'),
    )
    .selectAll('coupon')
    .select([
      sql<number>`count(coupon_redemption.order_id)::int`.as('redemptions'),
      sql<number>`coalesce(sum(coupon_redemption.discounted_pence), 0)::int`.as('discounted_pence'),
    ])
    .where('coupon.tenant_id', '=', tenantId)
    .groupBy(['coupon.tenant_id', 'coupon.code']);
}

export type CouponWithUsageRow = Awaited<ReturnType<typeof listCouponsWithUsage>>[number];

/** Adds a coupon; 'taken' when the shop has one with that code already (the primary key decides, under any race). */
export async function insertCoupon(tx: Transaction<Database>, coupon: Insertable<CouponTable>): Promise<CouponRow | 'taken'> {
  const row = await tx
    .insertInto('coupon')
    .values(coupon)
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? 'taken';
}

/** The coupon under a row lock, so ending it waits for an order redeeming it; undefined when there is none. */
export function lockCouponForEdit(tx: Transaction<Database>, tenantId: string, code: string): Promise<CouponRow | undefined> {
  return tx.selectFrom('coupon').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).forUpdate().executeTakeFirst();
}

/** Ends the coupon at `at`: from that instant it is refused as expired (commerce/domain/pricing/coupons.ts). */
export async function endCouponAt(tx: Transaction<Database>, tenantId: string, code: string, at: Date): Promise<CouponRow> {
  return tx
    .updateTable('coupon')
    .set({ ends_at: at })
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One coupon with its use, after a change. */
export function couponWithUsage(db: Kysely<Database>, tenantId: string, code: string): Promise<CouponWithUsageRow | undefined> {
  return couponsWithUsage(db, tenantId).where('coupon.code', '=', code).executeTakeFirst();
}
