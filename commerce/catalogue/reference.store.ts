import { sql, type Kysely } from 'kysely';
import type { Scope } from '../context.ts';
import type { Database } from '../store/tables.ts';
import { inScope } from '../store/scope.ts';

export function listCountries(db: Kysely<Database>, tenantId: string) {
  return db.selectFrom('country').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
}

export function listCurrencies(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('currency')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('is_base', 'desc')
    .orderBy('currency_code')
    .execute();
}

export function listReviewPlatforms(db: Kysely<Database>, scope: Scope) {
  return db.selectFrom('review_platform').selectAll().where(inScope(scope)).where('enabled', '=', true).orderBy('id').execute();
}

/** What a review shows (presentReview), with its product's name: for queries joining review to product. */
export const REVIEW_COLUMNS = [
  'review.id',
  'review.title',
  'review.author',
  'review.body',
  'review.rating',
  'review.date_published',
  'review.external_ref',
  'review.url',
  'review.product_id',
  'review.status',
  'product.short_name as product_name',
] as const;

export function listProductReviews(db: Kysely<Database>, tenantId: string, skuCode: string) {
  return db
    .selectFrom('review')
    .innerJoin('product', (join) => join.onRef('product.id', '=', 'review.product_id').onRef('product.tenant_id', '=', 'review.tenant_id'))
    .select(REVIEW_COLUMNS)
    .where('review.tenant_id', '=', tenantId)
    .where('review.product_id', '=', skuCode)
    .where('review.status', '=', 'approved')
    .orderBy('review.date_published', 'desc')
    .execute();
}

/** How many published (approved) reviews gave each star rating, computed in the database. */
export function reviewRatingCounts(db: Kysely<Database>, tenantId: string, skuCode: string) {
  return db
    .selectFrom('review')
    .select(['rating', sql<number>`count(*)::int`.as('count')])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', skuCode)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
}

export function listProductTaxCodes(db: Kysely<Database>, tenantId: string, skuCode: string) {
  return db
    .selectFrom('product_tax_code')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', skuCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
