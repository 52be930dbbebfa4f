import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** What a product page's structured data states about a SKU, as the store holds it now. */
interface CatalogueFactsRow {
  /** The SKU's name, for the plain page a SKU gets while no product document describes it. */
  name: string;
  /** The product page's address as carts and mails link to it, e.g. "/firewood/ash/standard-crate". */
  productUrl: string;
  pricePence: number;
  /** The price before a reduction: above `pricePence` while the product is on offer. */
  listPricePence: number;
  onHand: number;
  /** ISO date a pre-sold product ships from, and how many may be pre-ordered; null when not on presale. */
  presaleDate: string | null;
  presaleLimit: number | null;
  /** Each published review's stars, oldest first. */
  ratings: number[];
  /** The published (approved) reviews themselves, newest first, for the product page's reviews section. */
  reviews: PublishedReview[];
}

/** A review as the product page prints it (as text: never as HTML). */
export interface PublishedReview {
  id: string;
  title: string;
  author: string;
  body: string;
  rating: number;
  /** ISO 8601. */
  datePublished: string;
}

/**
 * Every product's current price, stock on hand, presale and review ratings, by SKU code (in SKU order,
 * so the same store gives the same facts byte for byte). Read at build time for the product
 * pages' JSON-LD; the buy-box still asks the API for the live price.
 */
export async function readCatalogueFacts(db: Kysely<Database>, tenantId: string): Promise<Record<string, CatalogueFactsRow>> {
  const [products, reviews] = await Promise.all([
    db
      .selectFrom('product')
      .select(['id', 'sku_name', 'product_url', 'current_price_pence', 'list_price_pence', 'on_hand', 'presale_date', 'presale_limit'])
      .where('tenant_id', '=', tenantId)
      // A retired product has no page: the build leaves out every SKU these facts do not list.
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('review')
      .select(['id', 'product_id', 'rating', 'title', 'author', 'body', 'date_published'])
      .where('tenant_id', '=', tenantId)
      // A review waiting for the owner, or rejected, is on no page.
      .where('status', '=', 'approved')
      .orderBy('date_published')
      .orderBy('id')
      .execute(),
  ]);
  const facts: Record<string, CatalogueFactsRow> = {};
  for (const product of products)
    facts[product.id] = {
      name: product.sku_name,
      productUrl: product.product_url,
      pricePence: product.current_price_pence,
      listPricePence: product.list_price_pence,
      onHand: product.on_hand,
      presaleDate: product.presale_date,
      presaleLimit: product.presale_limit,
      ratings: [],
      reviews: [],
    };
  for (const review of reviews) {
    const fact = facts[review.product_id];
    if (!fact) continue;
    fact.ratings.push(review.rating);
    fact.reviews.unshift({
      id: review.id,
      title: review.title,
      author: review.author,
      body: review.body,
      rating: review.rating,
      datePublished: new Date(review.date_published).toISOString(),
    });
  }
  return facts;
}

/** The tenant's retired SKUs, in SKU order: their content stays in the CMS, their pages go. */
export async function readRetiredSkus(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('retired_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
