import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../dev/demo/catalogue.ts';
import { checkSkuCoverage } from '../../src/lib/catalogue/sku-coverage.ts';
import { parseDataset } from '../../src/lib/content/seed-source.ts';

// SKU codes and prices live in the commerce store; copy and images in the CMS. This keeps
// the two seeds pointing at the same products and the same URLs.
const contentProducts = parseDataset(readFileSync('cms/seed/dataset.ndjson', 'utf8')).filter((d) => d._type === 'product') as unknown as {
  _id: string;
  title: string;
  skuCode: string;
  path: { current: string };
}[];

describe('commerce and content seeds', () => {
  it('name the same SKU codes', () => {
    expect(contentProducts.map((p) => p.skuCode).sort()).toEqual(SEED_PRODUCTS.map((p) => p.id).sort());
  });

  it('agree on every product URL', () => {
    const pathBySku = new Map(contentProducts.map((p) => [p.skuCode, `/${p.path.current}`]));
    for (const product of SEED_PRODUCTS) expect(pathBySku.get(product.id), product.id).toBe(product.product_url);
  });

  it("pass the build's own check: no product naming a SKU the store lacks, no SKU built as a plain page", () => {
    const sold = SEED_PRODUCTS.map((product) => ({ sku: product.id, name: product.sku_name, path: product.product_url }));
    expect(checkSkuCoverage(contentProducts, sold)).toEqual({ retired: [], unsold: [], withoutContent: [] });
  });

  it('give every SKU a code the API accepts', () => {
    for (const product of SEED_PRODUCTS) expect(product.id).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });
});
