import type { Kysely } from 'kysely';
import { maxLineQuantity, MAX_LINE_QUANTITY } from '../domain/cart.ts';
import { toPounds } from '../domain/money.ts';
import { summariseRatings } from '../domain/reviews.ts';
import { describeStock } from '../domain/stock.ts';
import type { Database } from '../store/tables.ts';
import { findProduct } from './products.store.ts';
import { reviewRatingCounts } from './reference.store.ts';

/**
 * What the buy-box shows for a product (the API's getProductData), as the store holds it on
 * `today` (an ISO date in Europe/London). Null for a product the store does not hold.
 */
export async function readProductData(db: Kysely<Database>, tenantId: string, skuCode: string, today: string) {
  const product = await findProduct(db, tenantId, skuCode);
  if (!product) return null;
  const facts = { onHand: product.on_hand, presaleDate: product.presale_date, presaleLimit: product.presale_limit };
  const [alternate, ratings] = await Promise.all([
    product.alternate_product_id ? findProduct(db, tenantId, product.alternate_product_id) : undefined,
    reviewRatingCounts(db, tenantId, product.id),
  ]);
  const summary = summariseRatings(ratings);
  return {
    currentPrice: toPounds(product.current_price_pence),
    listPrice: toPounds(product.list_price_pence),
    onHand: product.on_hand,
    maxQuantity: maxLineQuantity(facts, today),
    alternateProductId: alternate?.id ?? null,
    alternateProductTitle: alternate?.short_name ?? null,
    alternateProductDescription: alternate?.sku_name ?? null,
    alternateProductUrl: alternate?.product_url ?? null,
    stock: describeStock(facts, today),
    reviewSummary: summary && { id: product.id, ...summary, reviewsUrl: `${product.product_url}#reviews` },
  };
}

export type ProductDataView = NonNullable<Awaited<ReturnType<typeof readProductData>>>;

/**
 * The buy-box as a product page states it when the site is built: the product data with the
 * stock count left out, so that a sale which leaves stock on hand changes no page (and rebuilds
 * none). An in-stock product reads "In stock" with the usual quantity limit; the page's script
 * compares this with the live data at load and shows the live buy-box when they differ (a low
 * stock count among them).
 */
export function statedAtBuild(data: ProductDataView, today: string): ProductDataView {
  const { presaleDate, presaleLimit } = data.stock;
  const stated = { onHand: data.onHand > 0 ? MAX_LINE_QUANTITY : 0, presaleDate, presaleLimit };
  return {
    ...data,
    onHand: stated.onHand,
    maxQuantity: maxLineQuantity(stated, today),
    stock: describeStock(stated, today, { countStock: false }),
  };
}
