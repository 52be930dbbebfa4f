import { describe, expect, it } from 'vitest';
import { readCatalogueFacts } from '../../commerce/catalogue/catalogue-facts.store.ts';
import { pageFacts } from '../../server/content-pipeline/build-facts.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

// What the static pages are built with: the cards and the product pages say when a pre-sold product ships.
describe.each(backends)('facts the pages are built with, on $name', (backend) => {
  const shop = useShop(backend);
  const factsOn = async (sku: string, today: string) => pageFacts((await readCatalogueFacts(shop.db, scope.tenant))[sku]!, today);

  it('states a presale in the buy-box words while its date is ahead, and out of stock after it', async () => {
    await shop.db
      .updateTable('product')
      .set({ on_hand: 0, presale_date: '2026-12-03', presale_limit: 4 })
      .where('id', '=', 'LOG-BIR-MAX')
      .execute();
    expect(await factsOn('LOG-BIR-MAX', '2026-11-27')).toMatchObject({
      inStock: false,
      presale: { date: '2026-12-03', text: 'Pre-order: ships from 3 December 2026' },
    });
    expect(await factsOn('LOG-BIR-MAX', '2026-12-03')).toMatchObject({ inStock: false, presale: null });
  });

  it('states no presale for a product in stock without one', async () => {
    expect(await factsOn('LOG-ASH-STD', '2026-11-27')).toMatchObject({ pricePence: 14900, inStock: true, presale: null });
  });
});
