import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import { referralRefusal, type Referral, type ReferralOffer } from '../domain/pricing/referral.ts';
import type { Database } from '../store/tables.ts';
import { isUniqueViolation } from './unique-violation.ts';

type OfferColumns = { friend_discount_pence: number; friend_min_spend_pence: number; referrer_credit_pence: number };

function offerFromRow(row: OfferColumns): ReferralOffer {
  return {
    friendDiscountPence: row.friend_discount_pence,
    friendMinSpendPence: row.friend_min_spend_pence,
    referrerCreditPence: row.referrer_credit_pence,
  };
}

/** The tenant's referral offer, or null when it gives nothing for referrals. */
export async function readReferralOffer(db: Kysely<Database>, tenantId: string): Promise<ReferralOffer | null> {
  const row = await db
    .selectFrom('referral_offer')
    .select(['friend_discount_pence', 'friend_min_spend_pence', 'referrer_credit_pence'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row ? offerFromRow(row) : null;
}

/** Whose referral code this is in the channel, with the offer it carries; undefined: no such code, or no offer. */
export async function findReferral(db: Kysely<Database>, scope: Scope, code: string): Promise<Referral | undefined> {
  const row = await db
    .selectFrom('customer')
    .innerJoin('referral_offer', 'referral_offer.tenant_id', 'customer.tenant_id')
    .select([
      'customer.id',
      'customer.email',
      'referral_offer.friend_discount_pence',
      'referral_offer.friend_min_spend_pence',
      'referral_offer.referrer_credit_pence',
    ])
    .where('customer.tenant_id', '=', scope.tenantId)
    .where('customer.sales_channel_id', '=', scope.salesChannelId)
    .where('customer.referral_code', '=', code)
    .where('referral_offer.enabled', '=', true)
    .executeTakeFirst();
  return row && { code, referrerCustomerId: row.id, referrerEmail: row.email, offer: offerFromRow(row) };
}

/** A customer's referral code on an order, and whether this friend may use it (null: they may). */
export type StoredReferral = Referral & { refusal: ReturnType<typeof referralRefusal> };

/** A customer's referral code on an order, with whether this friend may use it; null when the code is no one's. */
export async function referralForOrder(
  db: Kysely<Database>,
  scope: Scope,
  code: string,
  friend: { customerId: string | null; email: string | null },
  orderId: string,
): Promise<StoredReferral | null> {
  const referral = await findReferral(db, scope, code);
  if (!referral) return null;
  return {
    ...referral,
    refusal: referralRefusal(referral, { ...friend, earlierOrders: await earlierOrders(db, scope.tenantId, friend, orderId) }),
  };
}

/** Orders this customer (by account or by email) has placed or is paying for, `orderId` aside. */
export async function earlierOrders(
  db: Kysely<Database>,
  tenantId: string,
  friend: { customerId: string | null; email: string | null },
  orderId: string,
): Promise<number> {
  const email = friend.email?.trim().toLowerCase() || null;
  if (!friend.customerId && !email) return 0;
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', '!=', 'shoppingCart')
    .where('id', '!=', orderId)
    .where((eb) =>
      eb.or([
        ...(friend.customerId ? [eb('customer_id', '=', friend.customerId)] : []),
        ...(email ? [eb(sql<string>`lower(customer_email)`, '=', email)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Books the referrer's reward when the friend's payment starts (credited once the order is
 * placed). False when this friend's reward is already booked by another order: a first order
 * can be paid only once. The caller must then refuse the payment: on PostgreSQL the failed
 * insert has spoiled the transaction.
 */
export async function bookReferralReward(
  tx: Transaction<Database>,
  reward: { orderId: string; tenantId: string; referrerCustomerId: string; friendKey: string; creditPence: number; now: Date },
): Promise<boolean> {
  try {
    await tx
      .insertInto('referral_reward')
      .values({
        order_id: reward.orderId,
        tenant_id: reward.tenantId,
        referrer_customer_id: reward.referrerCustomerId,
        friend_key: reward.friendKey,
        credit_pence: reward.creditPence,
        created_at: reward.now,
        credited_at: null,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'referral_reward_one_per_friend')) return false;
    throw error;
  }
}

/** The payment failed: the friend's reward was never earned. */
export async function withdrawReferralReward(tx: Transaction<Database>, orderId: string): Promise<void> {
  await tx.deleteFrom('referral_reward').where('order_id', '=', orderId).where('credited_at', 'is', null).execute();
}

/** The friend's order is placed: the referrer's credit is written, once (the row is marked in the same statement). */
export async function creditReferralReward(tx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  const reward = await tx
    .updateTable('referral_reward')
    .set({ credited_at: now })
    .where('order_id', '=', orderId)
    .where('credited_at', 'is', null)
    .returning(['referrer_customer_id', 'credit_pence'])
    .executeTakeFirst();
  if (!reward) return;
  await tx
    .insertInto('customer_credit')
    .values({
      id: randomUUID(),
      customer_id: reward.referrer_customer_id,
      created_at: now,
      amount_pence: reward.credit_pence,
      description: 'Thank you: a friend placed their first order with your referral code',
      order_id: null,
    })
    .execute();
}

/**
 * Whether a customer of the shop, in any of its channels, has this as their referral code: a
 * coupon may not take it, since the two share the checkout's box and the coupon would win.
 */
export async function isReferralCodeInUse(db: Kysely<Database>, tenantId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('referral_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}
