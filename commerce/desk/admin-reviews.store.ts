import type { Kysely, Transaction } from 'kysely';
import type { Database, ReviewStatus } from '../store/tables.ts';

/** A review as the desk shows it, with its product's name (null once the product is gone). */
const DESK_REVIEW_COLUMNS = [
  'review.id',
  'review.product_id',
  'review.title',
  'review.body',
  'review.author',
  'review.rating',
  'review.date_published',
  'review.status',
  'product.short_name as product_name',
] as const;

function deskReviews(db: Kysely<Database> | Transaction<Database>, tenantId: string) {
  return db
    .selectFrom('review')
    .leftJoin('product', (join) => join.onRef('product.tenant_id', '=', 'review.tenant_id').onRef('product.id', '=', 'review.product_id'))
    .select(DESK_REVIEW_COLUMNS)
    .where('review.tenant_id', '=', tenantId);
}

/** The tenant's pending reviews, the longest-waiting first. */
export function listPendingReviews(db: Kysely<Database>, tenantId: string, limit: number) {
  return deskReviews(db, tenantId)
    .where('review.status', '=', 'pending')
    .orderBy('review.date_published')
    .orderBy('review.id')
    .limit(limit)
    .execute();
}

export type DeskReviewRow = Awaited<ReturnType<typeof listPendingReviews>>[number];

/** One review of the tenant, locked until the transaction ends, so two decisions on it queue. */
export function lockDeskReview(tx: Transaction<Database>, tenantId: string, reviewId: string): Promise<DeskReviewRow | undefined> {
  // FOR UPDATE OF review: the product row, joined for its name, is not the moderation's to lock.
  return deskReviews(tx, tenantId).where('review.id', '=', reviewId).forUpdate(['review']).executeTakeFirst();
}

/** Moves a review from `from` to `to`; false when it was not in `from` any more. */
export async function setReviewStatus(
  tx: Transaction<Database>,
  tenantId: string,
  reviewId: string,
  from: ReviewStatus,
  to: ReviewStatus,
): Promise<boolean> {
  const result = await tx
    .updateTable('review')
    .set({ status: to })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reviewId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
