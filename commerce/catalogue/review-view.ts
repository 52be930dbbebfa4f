import type { Selectable } from 'kysely';
import type { ReviewTable } from '../store/tables.ts';

/** A review read with REVIEW_COLUMNS; the product's name is null once the product is gone (a left join). */
type ReviewRow = Omit<Selectable<ReviewTable>, 'tenant_id' | 'customer_id'> & { product_name: string | null };

/** A review as the API's Review, for a product's page and for the customer who wrote it alike. */
export function presentReview(row: ReviewRow) {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    body: row.body,
    ratingValue: row.rating,
    datePublished: new Date(row.date_published).toISOString(),
    // A review outlives a product taken off sale; its code then stands in for its name.
    product: row.product_name ?? row.product_id,
    productId: row.product_id,
    externalRef: row.external_ref,
    url: row.url,
    status: row.status,
  };
}
