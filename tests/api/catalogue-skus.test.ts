import { describe, expect, it } from 'vitest';
import { catalogueRequest, catalogueSource, readCatalogueReply } from '../../cms/schemaTypes/sku-input/sku-catalogue.ts';
import { SEED_PRODUCTS, SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { GetCatalogueSkusDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

// The content Studio's SKU picker reads this with the storefront key: every SKU the shop sells.
describe.each(backends)('the list of SKUs on $name', (backend) => {
  const shop = useShop(backend);
  const skus = (tenant: string) => shop.api(GetCatalogueSkusDocument, { tenant });

  it("lists every product the shop sells with its name, in the shop's order", async () => {
    const result = await skus(scope.tenant);
    const expected = [...SEED_PRODUCTS].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
    expect(result.data!.getProducts).toEqual(expected.map((product) => ({ SKUCode: product.id, SKUName: product.sku_name })));
  });

  it('lists a product the moment the store sells it', async () => {
    const template = await shop.db.selectFrom('product').selectAll().where('id', '=', SEED_PRODUCTS[0]!.id).executeTakeFirstOrThrow();
    await shop.db
      .insertInto('product')
      .values({ ...template, id: 'LOG-ELM-STD', sku_name: 'Kiln-dried elm, standard crate', sort: 10_000 })
      .execute();
    const listed = (await skus(scope.tenant)).data!.getProducts;
    expect(listed.at(-1)).toEqual({ SKUCode: 'LOG-ELM-STD', SKUName: 'Kiln-dried elm, standard crate' });
  });

  it("answers the Studio's own request, sent by hash, as a production API runs (persisted operations only)", async () => {
    const production = createCommerceApi({ db: shop.db, now: shop.clock.now, payments: testCardPayments(shop.db, shop.clock.now) });
    const { url, init } = catalogueRequest(
      catalogueSource({
        SANITY_STUDIO_COMMERCE_API_URL: 'http://shop.test/graphql',
        SANITY_STUDIO_COMMERCE_API_KEY: SEED_STOREFRONT_API_KEY,
      }),
    );
    const reply = await production.fetch(url, init);
    expect(reply.status).toBe(200);
    const read = readCatalogueReply(await reply.json());
    // The seed's SKUs and the one the test above added.
    expect(read.ok && read.skus.map((sku) => sku.code).sort()).toEqual(
      [...SEED_PRODUCTS.map((product) => product.id), 'LOG-ELM-STD'].sort(),
    );
  });

  it("refuses another tenant's list to this storefront's key", async () => {
    const result = await skus('another-shop');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
  });

  it('leaves out a product staff retired, as every other public call does', async () => {
    const template = await shop.db.selectFrom('product').selectAll().where('id', '=', SEED_PRODUCTS[0]!.id).executeTakeFirstOrThrow();
    await shop.db
      .insertInto('product')
      .values({ ...template, id: 'LOG-YEW-STD', sku_name: 'Kiln-dried yew, standard crate', retired_at: new Date('2026-11-20T10:00:00Z') })
      .execute();
    const listed = (await skus(scope.tenant)).data!.getProducts.map((product) => product.SKUCode);
    expect(listed).toContain(SEED_PRODUCTS[0]!.id);
    expect(listed).not.toContain('LOG-YEW-STD');
  });
});
