/**
 * The commerce store owns SKU codes and prices; a published product document only refers to one.
 * These compare the two at build time: a document naming a SKU the shop does not sell would be a
 * page whose buy-box can never sell anything, so it stops the build; a SKU the shop sells without
 * a document is only missing its copy, so it gets a plain page and a warning.
 */

/** A published product document, as far as the check needs it. */
export interface ProductDocument {
  _id: string;
  title: string;
  skuCode: string;
}

/** A SKU the commerce store sells, with the name and page address the store keeps for it. */
export interface SoldProduct {
  sku: string;
  name: string;
  /** The product's page as the store records it (carts and mails link to it), e.g. "/firewood/ash/standard-crate". */
  path: string;
}

export interface SkuCoverage {
  /** Documents whose SKU the shop has never sold or does not know, in the order given. */
  unsold: ProductDocument[];
  /**
   * Documents whose SKU staff retired at the desk: no page until it is restored, and no failed
   * build either (retiring a product must not stop the site from rebuilding).
   */
  retired: ProductDocument[];
  /** SKUs the shop sells that no document describes, in the order given. */
  withoutContent: SoldProduct[];
}

export function checkSkuCoverage(
  documents: readonly ProductDocument[],
  sold: readonly SoldProduct[],
  retiredSkus: ReadonlySet<string> = new Set(),
): SkuCoverage {
  const soldSkus = new Set(sold.map((product) => product.sku));
  const describedSkus = new Set(documents.map((document) => document.skuCode));
  const notSold = documents.filter((document) => !soldSkus.has(document.skuCode));
  return {
    unsold: notSold.filter((document) => !retiredSkus.has(document.skuCode)),
    retired: notSold.filter((document) => retiredSkus.has(document.skuCode)),
    withoutContent: sold.filter((product) => !describedSkus.has(product.sku)),
  };
}

/**
 * The build's error: every offending product by title and id, so an editor can find each in the
 * Studio. (Worded without "document": Astro prints a hint about browser APIs under any build error
 * whose text holds that word.)
 */
export function unsoldSkusMessage(unsold: readonly ProductDocument[]): string {
  const lines = unsold.map((product) => `  - "${product.title}" (_id ${product._id}) names ${product.skuCode}`);
  const noun = unsold.length === 1 ? 'product in the content names a SKU' : 'products in the content name SKUs';
  return [
    `${unsold.length} published ${noun} the shop does not sell:`,
    ...lines,
    'In the Studio, choose a SKU the shop sells for each, or unpublish it.',
  ].join('\n');
}

/** The build's warning for SKUs that get a plain page until an editor writes their copy. */
export function withoutContentMessage(withoutContent: readonly SoldProduct[]): string {
  const skus = withoutContent.map((product) => `${product.sku} (${product.name})`).join(', ');
  return `The shop sells ${withoutContent.length === 1 ? 'a SKU' : 'SKUs'} with no product content, built as plain pages: ${skus}.`;
}

/**
 * Where a SKU without content is built: the address the store links to, unless content already
 * holds that address (then a page of its own under /product/, so nothing is hidden).
 */
export function placeholderPath(product: SoldProduct, takenPaths: ReadonlySet<string>): string {
  const stored = product.path.replace(/^\/+|\/+$/g, '');
  if (stored !== '' && !takenPaths.has(stored)) return stored;
  return `product/${product.sku.toLowerCase()}`;
}
