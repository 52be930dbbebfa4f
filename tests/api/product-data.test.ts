import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';

const PRODUCT_DATA = `query($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {
    currentPrice listPrice onHand maxQuantity alternateProductId alternateProductTitle alternateProductUrl
    stock { text type color fontColour presaleDate presaleLimit }
  }
}`;

describe.each(backends)('product data on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('gives the live price, list price and stock wording of a product', async () => {
    const result = await apiClient(db)(PRODUCT_DATA, { ...scope, id: 'PEL-ANTE-6MM-750' });
    expect(result.data!.getProductData).toMatchObject({ currentPrice: 329, listPrice: 349, onHand: 24, maxQuantity: 24, stock: { type: 'inStock', text: 'In stock' } });
  });

  it('says how few are left and offers the alternate product when one is set', async () => {
    await db.updateTable('product').set({ on_hand: 0 }).where('id', '=', 'PEL-BULK-1000').execute();
    const result = await apiClient(db)(PRODUCT_DATA, { ...scope, id: 'PEL-BULK-1000' });
    expect(result.data!.getProductData).toMatchObject({ maxQuantity: 0, alternateProductId: 'PEL-FP-6MM-975', alternateProductUrl: '/wood-pellets/firepower/6mm-975-kg', stock: { type: 'outOfStock' } });
  });

  it('sells a presale product up to its limit until its date, by the injected clock', async () => {
    await db.updateTable('product').set({ on_hand: 0, presale_date: '2026-12-01', presale_limit: 4 }).where('id', '=', 'LOG-BIR-MAX').execute();
    const before = await apiClient(db, { now: () => new Date('2026-11-30T23:30:00Z') })(PRODUCT_DATA, { ...scope, id: 'LOG-BIR-MAX' });
    expect(before.data!.getProductData).toMatchObject({ maxQuantity: 4, stock: { type: 'presale', presaleDate: '2026-12-01', presaleLimit: 4 } });
    const after = await apiClient(db, { now: () => new Date('2026-12-01T00:30:00Z') })(PRODUCT_DATA, { ...scope, id: 'LOG-BIR-MAX' });
    expect(after.data!.getProductData).toMatchObject({ maxQuantity: 0, stock: { type: 'outOfStock', presaleDate: null } });
  });

  it('answers null for an unknown product and refuses a malformed code', async () => {
    const call = apiClient(db);
    expect((await call(PRODUCT_DATA, { ...scope, id: 'NOPE-1' })).data!.getProductData).toBeNull();
    const bad = await call(PRODUCT_DATA, { ...scope, id: 'not a code' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('masks internal errors instead of leaking them', async () => {
    const call = apiClient(db);
    await db.schema.alterTable('product').renameTo('product_gone').execute();
    try {
      const result = await call(PRODUCT_DATA, { ...scope, id: 'LOG-ASH-FULL' });
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(result)).not.toMatch(/relation|does not exist|select|product_gone/i);
    } finally {
      await db.schema.alterTable('product_gone').renameTo('product').execute();
    }
  });
});
