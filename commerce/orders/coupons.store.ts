import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CouponRedemptionTable, CouponRow, Database } from '../store/tables.ts';

/** How often a coupon has been redeemed, in all and by one customer (id or guest email). */
export async function couponUsage(db: Kysely<Database>, tenantId: string, code: string, customerKey: string | null) {
  return db
    .selectFrom('coupon_redemption')
    .select([
      sql<number>`count(*)::int`.as('used'),
      sql<number>`count(*) filter (where customer_key = ${customerKey ?? ''})::int`.as('usedByCustomer'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

export async function findCoupon(db: Kysely<Database>, tenantId: string, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
}

/** The coupon under a row lock, so its usage limits hold while two orders redeem it at once. */
export async function lockCoupon(tx: Transaction<Database>, tenantId: string, code: string): Promise<CouponRow> {
  return tx
    .selectFrom('coupon')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function recordRedemption(tx: Transaction<Database>, redemption: Insertable<CouponRedemptionTable>): Promise<void> {
  await tx.insertInto('coupon_redemption').values(redemption).execute();
}

/** A payment that failed did not use the coupon: its redemption is withdrawn. */
export async function withdrawRedemptions(tx: Transaction<Database>, orderId: string): Promise<void> {
  await tx.deleteFrom('coupon_redemption').where('order_id', '=', orderId).execute();
}
