// Written from the commerce store just before each build (server/content-pipeline/build-facts.ts).
import type { SoldProduct } from '../catalogue/sku-coverage.ts';
import type { ProductData } from '../commerce/products.ts';
import exported from './catalogue-facts.json';
import retired from './retired-skus.json';
import { catalogueFactsOverride, recordRead } from '../build/page-reads.ts';

/**
 * Price, stock and ratings for a SKU as the build knows them: the commerce store's at build
 * time, the store being the catalogue of record. The buy-box still shows the live price from
 * the API, and a change in the store rebuilds the site at the next start.
 */
export interface CatalogueFacts {
  /** The store's name for the SKU. */
  name?: string;
  /** The product page's address as the store records it, e.g. "/firewood/ash/standard-crate". */
  productUrl?: string;
  pricePence?: number;
  /** The price before a reduction; above `pricePence` while the product is on offer. */
  listPricePence?: number;
  inStock?: boolean;
  /** On presale when the site was built: from when it ships, and the buy-box's words for it. */
  presale?: Presale | null;
  ratings: number[];
  /** Published reviews, newest first (the store's approved ones when the site was built). */
  reviews: PublishedReview[];
  /**
   * The buy-box as the page first paints it, in the API's shape, with the stock stated and not
   * counted (server/content-pipeline/build-facts.ts); null for a SKU the store cannot describe.
   */
  buyBox?: StatedBuyBox | null;
}

export interface Presale {
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** "Pre-order: ships from 3 December 2026". */
  text: string;
}

export type StatedBuyBox = ProductData;

export interface PublishedReview {
  id: string;
  title: string;
  author: string;
  body: string;
  rating: number;
  datePublished: string;
}

/** The exported file: every SKU the store sells, with all its facts. */
export type ExportedCatalogueFacts = Record<string, Required<CatalogueFacts>>;

const bundled: ExportedCatalogueFacts = exported;
// A partial rebuild renders with the facts just exported (src/lib/build/page-reads.ts).
const currentFacts = (): ExportedCatalogueFacts => catalogueFactsOverride<ExportedCatalogueFacts>() ?? bundled;

/**
 * The CMS's products the store sells: the store is the catalogue of record, so a product it does
 * not list (retired at the desk, or never added) gets no page, no place in a range and no
 * sitemap entry, and its copy in the CMS can wait for it to come back.
 */
export function productsOnSale<T extends { skuCode: string }>(products: readonly T[]): T[] {
  const facts = currentFacts();
  return products.filter((product) => Object.hasOwn(facts, product.skuCode));
}

export function catalogueFacts(skuCode: string): CatalogueFacts {
  // The page prints this SKU's facts: a change to them re-renders it.
  recordRead({ sku: skuCode });
  const facts = currentFacts();
  const known = Object.hasOwn(facts, skuCode) ? facts[skuCode] : undefined;
  if (!known) return { ratings: [], reviews: [] };
  return {
    pricePence: known.pricePence,
    listPricePence: known.listPricePence,
    inStock: known.inStock,
    presale: known.presale,
    ratings: [...known.ratings],
    reviews: [...known.reviews],
    buyBox: known.buyBox,
  };
}

/** The SKUs staff had retired when the site was built. */
export function retiredSkus(): ReadonlySet<string> {
  return new Set(retired);
}

/** Every SKU the store sold when the site was built, in SKU order. */
export function soldProducts(): SoldProduct[] {
  return Object.entries(currentFacts()).map(([sku, known]) => ({ sku, name: known.name, path: known.productUrl }));
}
