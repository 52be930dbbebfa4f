import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { ADD_TO_CART, apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';

describe.each(backends)('reference data on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    call = apiClient(db);
  });
  afterAll(() => dispose());

  it('lists countries with where each may be used', async () => {
    const { data } = await call(`{ getCountries(tenant: "hearth") { alpha2 alpha3 name enabled cb sb co so flagUrl } }`);
    const byCode = new Map(data!.getCountries.map((c: any) => [c.alpha2, c]));
    expect(byCode.get('GB')).toMatchObject({ alpha3: 'GBR', enabled: true, cb: true, sb: true });
    expect(byCode.get('IE')).toMatchObject({ cb: true, sb: false });
    expect(byCode.get('FR')).toMatchObject({ enabled: false });
  });

  it('lists currencies with the base first', async () => {
    const { data } = await call(`{ getCurrencyCodes(tenant: "hearth") { id currencyCode formatString roundTo isBase } }`);
    expect(data!.getCurrencyCodes[0]).toEqual({ id: 'gbp', currencyCode: 'GBP', formatString: '£{amount}', roundTo: 2, isBase: true });
  });

  it('lists reviews by SKU newest first and summarises them on the product data', async () => {
    const reviews = await call(`{ getReviewsBySKU(SKUCode: "LOG-ASH-FULL", tenant: "hearth") { title ratingValue product productId datePublished } }`);
    expect(reviews.data!.getReviewsBySKU.map((r: any) => [r.ratingValue, r.product])).toEqual([[4, 'Ash logs – Full crate'], [5, 'Ash logs – Full crate']]);
    const data = await call(`{ getProductData(id: "LOG-ASH-FULL", tenant: "hearth", salesChannel: "uk-web") { reviewSummary { min max rating count starCount reviewsUrl } } }`);
    expect(data.data!.getProductData.reviewSummary).toEqual({ min: 4, max: 5, rating: 4.5, count: 2, starCount: [0, 0, 0, 1, 1], reviewsUrl: '/firewood/ash/full-crate#reviews' });
    const none = await call(`{ getProductData(id: "LOG-BIR-STD", tenant: "hearth", salesChannel: "uk-web") { reviewSummary { count } } }`);
    expect(none.data!.getProductData.reviewSummary).toBeNull();
  });

  it('lists enabled review platforms for the channel, refusing another channel', async () => {
    const { data } = await call(`{ getReviewPlatforms(tenant_id: "hearth", salesChannel: "uk-web") { id enabled config } }`);
    expect(data!.getReviewPlatforms.map((p: any) => ({ ...p, config: JSON.parse(p.config) }))).toEqual([
      { id: 'hearth-reviews', enabled: true, config: { showOnProduct: true, minimumToShow: 1 } },
    ]);
    const other = await call(`{ getReviewPlatforms(tenant_id: "hearth", salesChannel: "trade") { id } }`);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('suggests what goes with the cart, not what is in it, each once', async () => {
    const cart = (await call(ADD_TO_CART, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart.id;
    await call(ADD_TO_CART, { ...scope, orderId: cart, skuId: 'LOG-BIR-FULL', quantity: 1 });
    await call(ADD_TO_CART, { ...scope, orderId: cart, skuId: 'KIN-NET-10L', quantity: 1 });
    const { data } = await call(`query($o: ID!) { getCartSuggestedProducts(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { product addedProduct SKUCode currentPrice } }`, { o: cart });
    // Kindling and birch are in the cart already; firelighters are suggested by the first line
    // that suggests them, and kindling's own suggestion (a standard crate) is new.
    expect(data!.getCartSuggestedProducts).toEqual([
      { product: 'ACC-FIRELIGHTER-100', addedProduct: 'LOG-ASH-FULL', SKUCode: 'ACC-FIRELIGHTER-100', currentPrice: 12.99 },
      { product: 'LOG-ASH-STD', addedProduct: 'KIN-NET-10L', SKUCode: 'LOG-ASH-STD', currentPrice: 149 },
    ]);
  });

  it('lists the enabled website gateways with their card schemes, never a secret', async () => {
    const { data } = await call(`{ getPaymentGatewaysForWebsite(tenant_id: "hearth") { id type enabled config { property value } acceptedCards { code cardRegex } } }`);
    expect(data!.getPaymentGatewaysForWebsite.map((g: any) => g.id)).toEqual(['test-card']);
    const gateway = data!.getPaymentGatewaysForWebsite[0];
    expect(gateway.config).toEqual([{ property: 'threeDSecurePage', value: '/secure' }]);
    const visa = gateway.acceptedCards.find((c: any) => c.code === 'VISA');
    expect(new RegExp(visa.cardRegex).test('4242424242424242')).toBe(true);
    expect(new RegExp(visa.cardRegex).test('5555555555554444')).toBe(false);
  });
});
