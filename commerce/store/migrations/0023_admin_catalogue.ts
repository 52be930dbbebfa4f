import { sql, type Kysely } from 'kysely';

// The owner's desk shows what each coupon has taken off: the amount is fixed when the use is
// counted (the payment starts), since pricing it again later would read today's prices and
// rules. Uses counted before this migration show £0.00: their orders' prices are not kept
// in a form that can be priced again faithfully.
// A closed day is a nation's bank holiday or a day the shop itself is shut (kept in every
// region's calendar); staff add and remove them, so the list says which is which.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupon_redemption')
    .addColumn('discounted_pence', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discounted_pence >= 0`))
    .execute();
  await db.schema
    .alterTable('shipping_holiday')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('bankHoliday').check(sql`kind in ('bankHoliday', 'closure')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipping_holiday').dropColumn('kind').execute();
  await db.schema.alterTable('coupon_redemption').dropColumn('discounted_pence').execute();
}
