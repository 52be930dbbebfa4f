import type { ProductData } from '../../lib/commerce/products.ts';
import { offersStockAlert } from './stock-alert.ts';

/**
 * What the buy-box shows from a product's data, as one string: the page's build-time buy-box and
 * the live data at load look the same when their keys are equal. The quantity limit counts only
 * as "can be bought": it is no words on the page, and the live limit is in place before the
 * buy-box answers the shopper's first press (BuyBox.tsx).
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

/**
 * The parts of the buy-box the live data can change only by re-rendering it: whether it can be
 * bought, whether it is on sale (the "was" price), the stock alert, the stars, the alternative.
 * When only the rest differs (the price, the stock's words and colours, the quantity limit), the
 * page's script writes the live figures into the built buy-box and React is not needed yet.
 */
export function buyBoxShapeKey(data: ProductData): string {
  return JSON.stringify([
    data.maxQuantity > 0,
    data.listPrice > data.currentPrice,
    offersStockAlert(data.stock.type, data.maxQuantity),
    data.reviewSummary?.rating ?? null,
    data.reviewSummary?.count ?? null,
    data.alternateProductId,
    data.alternateProductTitle,
    data.alternateProductUrl,
  ]);
}

const COLOUR = /^#[\da-f]{3,8}$/i;

/**
 * The stock badge's colours as a stylesheet for the built page: the page's CSP allows its own
 * inline stylesheets (hashed) but no style attributes. Empty for a colour that is not a hex colour.
 */
export function stockBadgeCss(stock: Pick<ProductData['stock'], 'color' | 'fontColour'>): string {
  if (!COLOUR.test(stock.color) || !COLOUR.test(stock.fontColour)) return '';
  return `[data-buy-box] .stock-badge{background:${stock.color};color:${stock.fontColour}}`;
}
