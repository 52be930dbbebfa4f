import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

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
