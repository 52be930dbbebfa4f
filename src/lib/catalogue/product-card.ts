import type { CatalogueFacts } from '../seo/catalogue-facts.ts';
import { formatPence, formatUnitPrice, type Measures, unitPrices } from './unit-prices.ts';

/** What a listing or home card prints beside the product's name, from the store's facts at build time. */
export interface ProductCardFacts {
  /** "£149.00"; absent when the store does not sell this SKU (no price is better than a wrong one). */
  price?: string;
  /** "£165.56 per m³", or "£0.47 per kg" and "£6.98 per bag". */
  unitPrices: string[];
  /** "Out of stock", or from when a pre-sold product ships; absent when it is in stock. */
  stockNote?: string;
}

type StockFacts = Pick<CatalogueFacts, 'inStock' | 'presale'>;

/**
 * What a static page says of a product's stock: when a pre-sold product ships (in the buy-box's
 * words) rather than "Out of stock", which would turn away a shopper who may order it now. Nothing
 * for a product in stock: how many are left changes with every sale, and only the buy-box is live.
 */
export function stockNote(facts: StockFacts): string | undefined {
  if (facts.presale) return facts.presale.text;
  return facts.inStock === false ? 'Out of stock' : undefined;
}

export function productCardFacts(
  measures: Measures | null | undefined,
  facts: Pick<CatalogueFacts, 'pricePence' | 'inStock' | 'presale'>,
): ProductCardFacts {
  const note = stockNote(facts);
  return {
    ...(facts.pricePence === undefined ? {} : { price: formatPence(facts.pricePence) }),
    unitPrices: unitPrices(facts.pricePence, measures).map(formatUnitPrice),
    ...(note === undefined ? {} : { stockNote: note }),
  };
}
