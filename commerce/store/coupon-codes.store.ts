import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

/**
 * Whether a code is one of the shop's coupons. A code a shopper types goes in one box, so a
 * customer's referral code may not be a coupon's (coupons win): the account checks it here,
 * below both features, rather than reaching up into the orders' coupons.
 */
export async function couponCodeInUse(db: Kysely<Database>, tenantId: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('coupon').select('code').where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}
