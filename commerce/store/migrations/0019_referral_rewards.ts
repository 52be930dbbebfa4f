import { sql, type Kysely } from 'kysely';

// Referrals: what a shop gives for them (its offer, one per tenant; none: referral codes give
// nothing and the account page promises nothing), and each reward. A reward row is written when
// the friend's payment starts (and withdrawn if it fails), and credited once the order is placed:
// one per order (the key), and one per friend ever (the unique index), so two first orders paid
// at once cannot both count, and a settle that runs twice credits the referrer once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_offer')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenant.id'))
    .addColumn('friend_discount_pence', 'integer', (c) => c.notNull())
    .addColumn('friend_min_spend_pence', 'integer', (c) => c.notNull())
    .addColumn('referrer_credit_pence', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint(
      'referral_offer_amounts',
      sql`friend_discount_pence > 0 and friend_min_spend_pence >= friend_discount_pence and referrer_credit_pence > 0`,
    )
    .execute();
  await db.schema
    .createTable('referral_reward')
    .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('referrer_customer_id', 'uuid', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('friend_key', 'text', (c) => c.notNull())
    .addColumn('credit_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('credited_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('referral_reward_one_per_friend')
    .on('referral_reward')
    .columns(['tenant_id', 'friend_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_reward').execute();
  await db.schema.dropTable('referral_offer').execute();
}
