import type { CatalogueFacts } from '../seo/catalogue-facts.ts';
import { formatPence, formatUnitPrice, type Measures, unitPrices } from './unit-prices.ts';

/** What a listing or home card prints beside the product's name, from the store's facts at build time. */
export interface ProductCardFacts {
  /** "£149.00"; absent when the store does not sell this SKU (no price is better than a wrong one). */
  price?: string;
  /** "£165.56 per m³", or "£0.47 per kg" and "£6.98 per bag". */
  unitPrices: string[];
  outOfStock: boolean;
}

export function productCardFacts(
  measures: Measures | null | undefined,
  facts: Pick<CatalogueFacts, 'pricePence' | 'inStock'>,
): ProductCardFacts {
  return {
    ...(facts.pricePence === undefined ? {} : { price: formatPence(facts.pricePence) }),
    unitPrices: unitPrices(facts.pricePence, measures).map(formatUnitPrice),
    outOfStock: facts.inStock === false,
  };
}
