import { SEED_PRODUCTS } from '../../../commerce/seed/catalogue.ts';
import { SEED_REVIEWS } from '../../../commerce/seed/reference.ts';

/**
 * Price, stock and ratings for a SKU as the build knows them. The commerce seed is the
 * catalogue of record for a build; the buy-box still shows the live price from the API.
 */
export interface CatalogueFacts {
  pricePence?: number;
  inStock?: boolean;
  ratings: number[];
}

export function catalogueFacts(skuCode: string): CatalogueFacts {
  const product = SEED_PRODUCTS.find((p) => p.id === skuCode);
  const ratings = SEED_REVIEWS.filter((r) => r.product_id === skuCode).map((r) => Number(r.rating));
  if (!product) return { ratings };
  return { pricePence: Number(product.current_price_pence), inStock: Number(product.on_hand ?? 0) > 0, ratings };
}
