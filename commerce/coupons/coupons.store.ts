import { type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Purchaser } from '../domain/purchaser.ts';
import { mailboxKeyOf } from '../store/mailbox-key.store.ts';
import { ordersOf } from '../store/purchaser-orders.store.ts';
import type { CouponRedemptionTable, CouponRow, Database } from '../store/tables.ts';

/**
 * How often a coupon has been redeemed, in all and by this purchaser (domain/purchaser.ts: an
 * account's own and claimed orders, or every order to a guest's mailbox); 0 by a purchaser not known yet.
 */
export async function couponUsage(
  db: Kysely<Database>,
  tenantId: string,
  code: string,
  purchaser: Purchaser | null,
  /** An order whose own use is not counted (a cart asking whether it may still use the code). */
  exceptOrderId: string | null = null,
) {
  return db
    .selectFrom('coupon_redemption')
    .innerJoin('orders', 'orders.id', 'coupon_redemption.order_id')
    .select((eb) => [
      sql<number>`count(*)::int`.as('used'),
      (purchaser ? sql<number>`(count(*) filter (where ${usedBy(purchaser)(eb)}))::int` : sql<number>`0`).as('usedByCustomer'),
    ])
    .where('coupon_redemption.tenant_id', '=', tenantId)
    .where('coupon_redemption.code', '=', code)
    .$if(exceptOrderId !== null, (query) => query.where('coupon_redemption.order_id', '!=', exceptOrderId!))
    .executeTakeFirstOrThrow();
}

/** A use counts for an account by its order (own or claimed); for a guest by the mailbox it was recorded under. */
function usedBy(purchaser: Purchaser) {
  return (eb: ExpressionBuilder<Database, 'coupon_redemption' | 'orders'>): Expression<SqlBool> =>
    purchaser.kind === 'account'
      ? ordersOf(purchaser, 'orders')(eb)
      : eb(mailboxKeyOf(eb.ref('coupon_redemption.customer_key')), '=', purchaser.mailbox);
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
export async function withdrawRedemptions(tx: Transaction<Database>, orderId: string): Promise<string[]> {
  const withdrawn = await tx.deleteFrom('coupon_redemption').where('order_id', '=', orderId).returning('code').execute();
  return withdrawn.map((row) => row.code);
}
