import type { CatalogueFacts } from '../seo/catalogue-facts.ts';
import { formatPence } from '../../../commerce/shared/index.ts';
import { formatUnitPrice, type Measures, unitPrices } from './unit-prices.ts';

/** What a listing or home card prints beside the product's name, from the store's facts at build time. */
export interface ProductCardFacts {
  /** "£149.00"; absent when the store does not sell this SKU (no price is better than a wrong one). */
  price?: string;
  /** "£165.56 per m³", or "£0.47 per kg" and "£6.98 per bag". */
  unitPrices: string[];
  /** "Out of stock", or from when a pre-sold product ships; absent when it is in stock. */
  stockNote?: string;
  /** "£349.00": the price before the reduction, while the product is on offer. */
  wasPrice?: string;
  /** The published reviews' average to one decimal and how many there are; absent without reviews. */
  rating?: CardRating;
}

export interface CardRating {
  /** Whole stars to draw, 1 to 5 (the average rounded). */
  stars: number;
  /** "4.5". */
  average: string;
  count: number;
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

/** The store's summary of the published reviews (the buy-box's own), as a card draws it. */
export function cardRating(summary: { rating: number; count: number } | null | undefined): CardRating | undefined {
  if (!summary || summary.count === 0) return undefined;
  return { stars: Math.round(summary.rating), average: summary.rating.toFixed(1), count: summary.count };
}

export function productCardFacts(
  measures: Measures | null | undefined,
  facts: Pick<CatalogueFacts, 'pricePence' | 'listPricePence' | 'inStock' | 'presale' | 'buyBox'>,
): ProductCardFacts {
  const note = stockNote(facts);
  const rating = cardRating(facts.buyBox?.reviewSummary);
  const onOffer = facts.pricePence !== undefined && facts.listPricePence !== undefined && facts.listPricePence > facts.pricePence;
  return {
    ...(facts.pricePence === undefined ? {} : { price: formatPence(facts.pricePence) }),
    unitPrices: unitPrices(facts.pricePence, measures).map(formatUnitPrice),
    ...(note === undefined ? {} : { stockNote: note }),
    ...(onOffer ? { wasPrice: formatPence(facts.listPricePence as number) } : {}),
    ...(rating ? { rating } : {}),
  };
}
