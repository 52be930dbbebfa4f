import { describe, expect, it } from 'vitest';
import type { CardGateway } from '../../commerce/payments/gateway.ts';
import { NO_BROWSER_ORIGINS, type PaymentProvider } from '../../commerce/payments/provider.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import {
  AddToCartLinesDocument,
  ListCountriesDocument,
  ListCurrenciesDocument,
  ListReviewPlatformsDocument,
  ListWebsiteGatewaysDocument,
  ReviewsOfProductDocument,
  ReviewSummaryOfProductDocument,
  SuggestionsForCartDocument,
} from './gql/graphql.ts';

/** A provider that is registered and nothing more: the gateway list asks only whether it is there. */
const standInProvider = (id: string): PaymentProvider => ({
  id,
  gateway: {} as CardGateway,
  takesCardInBrowser: true,
  returnPath: () => '/checkout/card-return/',
  browserConfig: {},
  browserOrigins: NO_BROWSER_ORIGINS,
});

describe.each(backends)('reference data on $name', (backend) => {
  const shop = useShop(backend);
  const { api: call } = shop;

  it('lists countries with where each may be used', async () => {
    const { data } = await call(ListCountriesDocument, { tenant: 'hearth' });
    const byCode = new Map(data!.getCountries.map((c) => [c.alpha2, c]));
    expect(byCode.get('GB')).toMatchObject({ alpha3: 'GBR', enabled: true, cb: true, sb: true });
    expect(byCode.get('IE')).toMatchObject({ cb: true, sb: false });
    expect(byCode.get('FR')).toMatchObject({ enabled: false });
  });

  it('lists currencies with the base first', async () => {
    const { data } = await call(ListCurrenciesDocument, { tenant: 'hearth' });
    expect(data!.getCurrencyCodes[0]).toEqual({ id: 'gbp', currencyCode: 'GBP', formatString: '£{amount}', roundTo: 2, isBase: true });
  });

  it('lists reviews by SKU newest first and summarises them on the product data', async () => {
    const reviews = await call(ReviewsOfProductDocument, { SKUCode: 'LOG-ASH-FULL', tenant: 'hearth' });
    expect(reviews.data!.getReviewsBySKU.map((r) => [r.ratingValue, r.product])).toEqual([
      [4, 'Ash logs – Full crate'],
      [5, 'Ash logs – Full crate'],
    ]);
    const data = await call(ReviewSummaryOfProductDocument, { ...scope, id: 'LOG-ASH-FULL' });
    expect(data.data!.getProductData!.reviewSummary).toEqual({
      min: 4,
      max: 5,
      rating: 4.5,
      count: 2,
      starCount: [0, 0, 0, 1, 1],
      reviewsUrl: '/firewood/ash/full-crate#reviews',
    });
    const none = await call(ReviewSummaryOfProductDocument, { ...scope, id: 'LOG-BIR-STD' });
    expect(none.data!.getProductData!.reviewSummary).toBeNull();
  });

  it('lists enabled review platforms for the channel, refusing another channel', async () => {
    const { data } = await call(ListReviewPlatformsDocument, { tenant_id: 'hearth', salesChannel: 'uk-web' });
    expect(data!.getReviewPlatforms.map((p) => ({ ...p, config: JSON.parse(p.config!) }))).toEqual([
      { id: 'hearth-reviews', enabled: true, config: { showOnProduct: true, minimumToShow: 1 } },
    ]);
    const other = await call(ListReviewPlatformsDocument, { tenant_id: 'hearth', salesChannel: 'trade' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('suggests what goes with the cart, not what is in it, each once', async () => {
    const cart = (await call(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart.id;
    await call(AddToCartLinesDocument, { ...scope, orderId: cart, skuId: 'LOG-BIR-FULL', quantity: 1 });
    await call(AddToCartLinesDocument, { ...scope, orderId: cart, skuId: 'KIN-NET-10L', quantity: 1 });
    const { data } = await call(SuggestionsForCartDocument, { ...scope, orderId: cart });
    // Kindling and birch are in the cart already; firelighters are suggested by the first line
    // that suggests them, and kindling's own suggestion (a standard crate) is new.
    expect(data!.getCartSuggestedProducts).toEqual([
      { product: 'ACC-FIRELIGHTER-100', addedProduct: 'LOG-ASH-FULL', SKUCode: 'ACC-FIRELIGHTER-100', currentPrice: 12.99 },
      { product: 'LOG-ASH-STD', addedProduct: 'KIN-NET-10L', SKUCode: 'LOG-ASH-STD', currentPrice: 149 },
    ]);
  });

  it('lists the enabled website gateways with their card schemes, never a secret', async () => {
    const { data } = await call(ListWebsiteGatewaysDocument, { tenant_id: 'hearth' });
    expect(data!.getPaymentGatewaysForWebsite.map((g) => g.id)).toEqual(['test-card']);
    const gateway = data!.getPaymentGatewaysForWebsite[0]!;
    // Where this process serves the test gateway's card frame (the default port in the API tests).
    expect(gateway.config).toEqual([{ property: 'cardFrameUrl', value: 'http://127.0.0.1:4326/card-frame' }]);
    const visa = gateway.acceptedCards.find((c) => c.code === 'VISA')!;
    expect(new RegExp(visa.cardRegex).test('4242424242424242')).toBe(true);
    expect(new RegExp(visa.cardRegex).test('5555555555554444')).toBe(false);
  });

  it('leaves the test card gateway out where test cards are off (production), so checkout never offers it', async () => {
    const production = shop.client({ payments: paymentRegistry([]) });
    const { data, errors } = await production(ListWebsiteGatewaysDocument, { tenant_id: 'hearth' });
    expect(errors).toBeUndefined();
    expect(data!.getPaymentGatewaysForWebsite.map((g) => g.id)).not.toContain('test-card');
    expect(data!.getPaymentGatewaysForWebsite).toEqual([]);
  });

  it('lists a gateway only where this process registered its provider, whatever the rows enable', async () => {
    const airwallexRow = () => shop.db.updateTable('payment_gateway').where('tenant_id', '=', 'hearth').where('id', '=', 'airwallex');
    await airwallexRow().set({ enabled: true }).execute();
    try {
      // Enabled, but its keys are not in this process: not offered.
      const testCardsOnly = await call(ListWebsiteGatewaysDocument, { tenant_id: 'hearth' });
      expect(testCardsOnly.data!.getPaymentGatewaysForWebsite.map((g) => g.id)).toEqual(['test-card']);
      // A production process with a real provider: the test card row stays in the store, unlisted.
      const airwallexOnly = shop.client({ payments: paymentRegistry([standInProvider('airwallex')]) });
      const listed = await airwallexOnly(ListWebsiteGatewaysDocument, { tenant_id: 'hearth' });
      expect(listed.data!.getPaymentGatewaysForWebsite.map((g) => g.id)).toEqual(['airwallex']);
    } finally {
      await airwallexRow().set({ enabled: false }).execute();
    }
  });
});
