import { describe, expect, it } from 'vitest';
import { GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

// The buy-box's own read (it also asks for the review summary, which reference.test.ts checks).
describe.each(backends)('product data on $name', (backend) => {
  const shop = useShop(backend);
  const productData = (id: string) => shop.api(GetProductDataDocument, { ...scope, id });

  it('gives the live price, list price and stock wording of a product', async () => {
    const result = await productData('PEL-ANTE-6MM-750');
    expect(result.data!.getProductData).toMatchObject({
      currentPrice: 329,
      listPrice: 349,
      onHand: 24,
      maxQuantity: 24,
      stock: { type: 'inStock', text: 'In stock' },
    });
  });

  it('says how few are left and offers the alternate product when one is set', async () => {
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', 'PEL-BULK-1000').execute();
    const result = await productData('PEL-BULK-1000');
    expect(result.data!.getProductData).toMatchObject({
      maxQuantity: 0,
      alternateProductId: 'PEL-FP-6MM-975',
      alternateProductUrl: '/wood-pellets/firepower/6mm-975-kg',
      stock: { type: 'outOfStock' },
    });
  });

  it('sells a presale product up to its limit until its date, by the injected clock', async () => {
    await shop.db
      .updateTable('product')
      .set({ on_hand: 0, presale_date: '2026-12-01', presale_limit: 4 })
      .where('id', '=', 'LOG-BIR-MAX')
      .execute();
    shop.clock.set('2026-11-30T23:30:00Z');
    const before = await productData('LOG-BIR-MAX');
    expect(before.data!.getProductData).toMatchObject({
      maxQuantity: 4,
      stock: { type: 'presale', text: 'Pre-order: ships from 1 December 2026', presaleDate: '2026-12-01', presaleLimit: 4 },
    });
    shop.clock.set('2026-12-01T00:30:00Z');
    const after = await productData('LOG-BIR-MAX');
    expect(after.data!.getProductData).toMatchObject({ maxQuantity: 0, stock: { type: 'outOfStock', presaleDate: null } });
  });

  it('answers null for an unknown product and refuses a malformed code', async () => {
    expect((await productData('NOPE-1')).data!.getProductData).toBeNull();
    const bad = await productData('not a code');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('masks internal errors instead of leaking them', async () => {
    await shop.db.schema.alterTable('product').renameTo('product_gone').execute();
    try {
      const result = await productData('LOG-ASH-FULL');
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(result)).not.toMatch(/relation|does not exist|select|product_gone/i);
    } finally {
      await shop.db.schema.alterTable('product_gone').renameTo('product').execute();
    }
  });
});
