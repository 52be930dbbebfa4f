import type { Kysely } from 'kysely';
import type { CustomerScope } from '../context.ts';
import { guestOrder } from '../store/scope.ts';
import type { Database } from '../store/tables.ts';
import { REVIEW_COLUMNS } from './reference.store.ts';

/** The unique index that keeps one review per product per customer (migration 0014). */
export const ONE_REVIEW_PER_PRODUCT = 'review_one_per_customer_product';

/**
 * True when one of the customer's placed orders (not a cart, not a payment in flight) holds the
 * product: their own, or a guest order they claimed (the same rule as their order history,
 * customer-orders.store.ts). A guest order that merely carries their email does not count.
 */
export async function customerBoughtProduct(db: Kysely<Database>, owner: CustomerScope, skuCode: string): Promise<boolean> {
  const found = await db
    .selectFrom('orders')
    .innerJoin('order_item', 'order_item.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.tenant_id', '=', owner.tenantId)
    .where('orders.sales_channel_id', '=', owner.salesChannelId)
    .where((eb) =>
      eb.or([
        eb('orders.customer_id', '=', owner.customerId),
        eb.and([guestOrder('orders')(eb), eb('orders.claimed_by_customer_id', '=', owner.customerId)]),
      ]),
    )
    .where('orders.status', 'in', ['placed', 'partlyDispatched', 'dispatched', 'delivered'])
    .where('order_item.product_id', '=', skuCode)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The customer's name as the store holds it, for the review's author line. */
export function findReviewerName(db: Kysely<Database>, owner: CustomerScope) {
  return db
    .selectFrom('customer')
    .select(['first_name', 'last_name'])
    .where('tenant_id', '=', owner.tenantId)
    .where('sales_channel_id', '=', owner.salesChannelId)
    .where('id', '=', owner.customerId)
    .executeTakeFirst();
}

interface NewReview {
  id: string;
  skuCode: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  writtenAt: Date;
}

/**
 * Stores a customer's review as pending (not public until approved). A second review of the same
 * product by the same customer breaks ONE_REVIEW_PER_PRODUCT, which the caller turns into a refusal.
 */
export async function insertPendingReview(db: Kysely<Database>, owner: CustomerScope, review: NewReview) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review')
      .values({
        id: review.id,
        tenant_id: owner.tenantId,
        product_id: review.skuCode,
        customer_id: owner.customerId,
        title: review.title,
        author: review.author,
        body: review.body,
        rating: review.rating,
        date_published: review.writtenAt,
        external_ref: null,
        url: null,
        status: 'pending',
      })
      .execute();
    return trx
      .selectFrom('review')
      .leftJoin('product', (join) => join.onRef('product.tenant_id', '=', 'review.tenant_id').onRef('product.id', '=', 'review.product_id'))
      .select(REVIEW_COLUMNS)
      .where('review.id', '=', review.id)
      .executeTakeFirstOrThrow();
  });
}
