import type { ProductData } from '../../lib/commerce/products.ts';

/**
 * What the buy-box shows from a product's data, as one string: the page's build-time buy-box and
 * the live data at load look the same when their keys are equal. The quantity limit counts only
 * as "can be bought": the page states no stock count (a sale would change it), and the live limit
 * is in place before the buy-box answers the shopper's first press (BuyBox.tsx).
 */
export function buyBoxViewKey(data: ProductData): string {
  const { stock, reviewSummary } = data;
  return JSON.stringify([
    data.currentPrice,
    data.listPrice,
    data.maxQuantity > 0,
    stock.type,
    stock.text,
    stock.color,
    stock.fontColour,
    reviewSummary?.rating ?? null,
    reviewSummary?.count ?? null,
    data.alternateProductId,
    data.alternateProductTitle,
    data.alternateProductUrl,
  ]);
}
