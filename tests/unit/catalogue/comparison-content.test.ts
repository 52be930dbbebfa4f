import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sizesOf } from '../../../src/lib/catalogue/size-comparison.ts';
import { unitPrices } from '../../../src/lib/catalogue/unit-prices.ts';
import {
  allProductPagesQuery,
  type KnowledgeBaseArticle,
  knowledgeBaseArticlePagesQuery,
  type ProductPage,
} from '../../../src/lib/content/queries.ts';
import { createSeedSource } from '../../../src/lib/content/seed-source.ts';

const source = createSeedSource(readFileSync('cms/seed/dataset.ndjson', 'utf8'));

// What the comparison and the cards need from the content, checked on the seed the site builds from.
describe('seed content for comparing products', () => {
  it('names every size of a range that comes in several, and gives each a measure to price by', async () => {
    const products = await source.fetch<ProductPage[]>(allProductPagesQuery);
    const ranged = products.filter((product) => sizesOf(product, products).length > 1);
    expect(ranged.length).toBeGreaterThanOrEqual(11);
    for (const product of ranged) {
      expect(product.sizeLabel, product.skuCode).toBeTruthy();
      expect(unitPrices(10000, product.specifications), product.skuCode).not.toEqual([]);
      const labels = sizesOf(product, products).map((size) => size.sizeLabel);
      expect(new Set(labels).size, `${product.range}: sizes named alike`).toBe(labels.length);
    }
    // The card's measures are the product page's, so a card and its page print the same unit price.
    for (const product of products)
      expect(unitPrices(10000, product.measures), product.skuCode).toEqual(unitPrices(10000, product.specifications));
  });

  it('links articles and products both ways, to products that exist', async () => {
    const [products, articles] = await Promise.all([
      source.fetch<ProductPage[]>(allProductPagesQuery),
      source.fetch<KnowledgeBaseArticle[]>(knowledgeBaseArticlePagesQuery),
    ]);
    const named = articles.flatMap((article) => (article.products ?? []).map((product) => [article.slug, product?.skuCode] as const));
    expect(named.length).toBeGreaterThan(0);
    for (const [slug, sku] of named) expect(sku, `${slug} names a product that is not in the seed`).toBeTruthy();
    for (const product of products) {
      const naming = named.filter(([, sku]) => sku === product.skuCode).map(([slug]) => slug);
      expect(product.articles.map((article) => article.slug).sort(), product.skuCode).toEqual(naming.sort());
    }
  });
});
