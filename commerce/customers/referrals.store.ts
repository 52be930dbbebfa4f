import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import { mailboxKey } from '../domain/mailbox-key.ts';
import { referralRefusal, type Referral, type ReferralOffer } from '../domain/pricing/referral.ts';
import type { Purchaser } from '../domain/purchaser.ts';
import { ordersOf } from '../store/purchaser-orders.store.ts';
import { mailboxKeyOf } from '../store/mailbox-key.store.ts';
import type { Database } from '../store/tables.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';

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
  friend: { customerId: string | null; email: string | null; purchaser: Purchaser | null },
  orderId: string,
): Promise<StoredReferral | null> {
  const referral = await findReferral(db, scope, code);
  if (!referral) return null;
  const earlier = friend.purchaser ? await earlierOrders(db, scope.tenantId, friend.purchaser, orderId) : 0;
  return { ...referral, refusal: referralRefusal(referral, { ...friend, earlierOrders: earlier }) };
}

/**
 * Orders this purchaser has placed or is paying for, `orderId` aside: an account's own and the
 * guest orders it claimed; a guest's, every order to the mailbox (domain/purchaser.ts).
 */
export async function earlierOrders(db: Kysely<Database>, tenantId: string, purchaser: Purchaser, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', '!=', 'shoppingCart')
    .where('id', '!=', orderId)
    .where(ordersOf(purchaser))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Where the referrer lives, as far as the shop knows: their saved addresses, where their orders
 * (their account's, those they claimed, and any to their mailbox) were delivered, and where
 * their earlier friends' referral orders were delivered. `orderId` (the friend's order) aside.
 */
export async function referrerDeliveryAddresses(
  db: Kysely<Database>,
  referral: { tenantId: string; referrerCustomerId: string; referrerEmail: string },
  orderId: string,
): Promise<{ postCode: string; line1: string }[]> {
  const saved = db
    .selectFrom('customer_address')
    .select(['post_code', 'line1'])
    .where('tenant_id', '=', referral.tenantId)
    .where('customer_id', '=', referral.referrerCustomerId);
  const ordered = db
    .selectFrom('order_address')
    .innerJoin('orders', 'orders.id', 'order_address.order_id')
    .select(['order_address.post_code', 'order_address.line1'])
    .where('orders.tenant_id', '=', referral.tenantId)
    .where('orders.status', '!=', 'shoppingCart')
    .where('orders.id', '!=', orderId)
    .where('order_address.address_type', '=', 'shipping')
    .where((eb) =>
      eb.or([
        eb('orders.customer_id', '=', referral.referrerCustomerId),
        eb('orders.claimed_by_customer_id', '=', referral.referrerCustomerId),
        eb(mailboxKeyOf(eb.ref('orders.customer_email')), '=', mailboxKey(referral.referrerEmail)),
      ]),
    );
  const referred = db
    .selectFrom('referral_reward')
    .innerJoin('order_address', 'order_address.order_id', 'referral_reward.order_id')
    .select(['order_address.post_code', 'order_address.line1'])
    .where('referral_reward.tenant_id', '=', referral.tenantId)
    .where('referral_reward.referrer_customer_id', '=', referral.referrerCustomerId)
    .where('referral_reward.order_id', '!=', orderId)
    .where('order_address.address_type', '=', 'shipping');
  const rows = await saved.union(ordered).union(referred).execute();
  return rows.map((row) => ({ postCode: row.post_code, line1: row.line1 }));
}

/** The delivery addresses of an order. */
export async function orderDeliveryAddresses(db: Kysely<Database>, orderId: string): Promise<{ postCode: string; line1: string }[]> {
  const rows = await db
    .selectFrom('order_address')
    .select(['post_code', 'line1'])
    .where('order_id', '=', orderId)
    .where('address_type', '=', 'shipping')
    .execute();
  return rows.map((row) => ({ postCode: row.post_code, line1: row.line1 }));
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
