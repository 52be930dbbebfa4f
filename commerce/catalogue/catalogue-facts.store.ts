import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** What a product page's structured data states about a SKU, as the store holds it now. */
interface CatalogueFactsRow {
  pricePence: number;
  onHand: number;
  /** Each review's stars, oldest first. */
  ratings: number[];
}

/**
 * Every product's current price, stock on hand and review ratings, by SKU code (in SKU order,
 * so the same store gives the same facts byte for byte). Read at build time for the product
 * pages' JSON-LD; the buy-box still asks the API for the live price.
 */
export async function readCatalogueFacts(db: Kysely<Database>, tenantId: string): Promise<Record<string, CatalogueFactsRow>> {
  const [products, reviews] = await Promise.all([
    db.selectFrom('product').select(['id', 'current_price_pence', 'on_hand']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db
      .selectFrom('review')
      .select(['product_id', 'rating'])
      .where('tenant_id', '=', tenantId)
      .orderBy('date_published')
      .orderBy('id')
      .execute(),
  ]);
  const facts: Record<string, CatalogueFactsRow> = {};
  for (const product of products) facts[product.id] = { pricePence: product.current_price_pence, onHand: product.on_hand, ratings: [] };
  for (const review of reviews) facts[review.product_id]?.ratings.push(review.rating);
  return facts;
}
