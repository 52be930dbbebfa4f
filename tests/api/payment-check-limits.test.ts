import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalProvider } from '../../commerce/payments/airwallex/paypal.ts';
import { paymentRegistry, type PaymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import {
  AirwallexCheckPaymentIntentDocument,
  CheckBalancePaymentDocument,
  CheckPaymentDocument,
} from '../../src/lib/commerce/gql/graphql.ts';
import { adapterConfigFor, startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { insertCustomer } from '../fixtures/customer-tokens.ts';
import { BROWSER, billAndDeliverTo, payableOrder } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument, PayForOrderDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';

/*
 * The checkout's return page asks where a payment stands (checkPayment, or the older
 * airwallexCheckPaymentIntent); each ask of an open payment reaches the provider. The order's
 * asks share one limit, counted only once the caller has proved the order is theirs.
 */
describe.each(backends)('asking where a checkout payment stands is limited per order and per address, on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    limits: 'production',
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', 'paypal').execute(),
  });
  let airwallex: LocalAirwallex;
  let registry: PaymentRegistry;

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ now: shop.clock.now });
    const paypal = paypalProvider(adapterConfigFor(airwallex), { now: shop.clock.now });
    registry = paymentRegistry([testCardProvider(shop.db, shop.clock.now), paypal], {
      siteOrigin: 'https://shop.test',
      shopOrigins: ['https://shop.test'],
    });
  });
  afterAll(() => airwallex.close());

  /**
   * An order whose PayPal payment is open at the provider (the shopper has not answered yet): a
   * signed-in customer's, or with `guestAt`, a guest's paying from that address.
   */
  async function openPayment({ guestAt }: { guestAt?: string } = {}): Promise<{ owner: ApiClient; orderId: string }> {
    const owner = guestAt
      ? shop.client({ payments: registry, ip: guestAt })
      : shop.client({ token: (await insertCustomer(shop.db)).token, payments: registry });
    let orderId: string;
    if (guestAt) orderId = await payableOrder(owner);
    else {
      orderId = (await owner(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
      await billAndDeliverTo(owner, orderId);
    }
    const started = await owner(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'paypal',
      paymentData: JSON.stringify({ browserDetails: BROWSER }),
    });
    expect(started.data!.placeOrder).toMatchObject({ status: 'paymentPending' });
    return { owner, orderId };
  }
  const check = (api: ApiClient, orderId: string) => api(CheckPaymentDocument, { ...scope, orderId });
  const checkByOlderName = (api: ApiClient, orderId: string) =>
    api(AirwallexCheckPaymentIntentDocument, { orderId, tenantId: scope.tenant, salesChannelId: scope.salesChannel });

  it('the owner’s 31st ask in 15 minutes, by either name, is refused without asking the provider', async () => {
    const { owner, orderId } = await openPayment();
    const asked = airwallex.requests.length;
    for (let i = 0; i < 15; i++) expect((await check(owner, orderId)).data!.checkPayment).toBe(false);
    for (let i = 0; i < 15; i++) expect((await checkByOlderName(owner, orderId)).data!.airwallexCheckPaymentIntent).toBe(false);
    // Each of the 30 asks reached the provider: the limit is about those calls.
    expect(airwallex.requests.length).toBeGreaterThanOrEqual(asked + 30);

    const before = airwallex.requests.length;
    for (const ask of [check, checkByOlderName]) {
      const refused = await ask(owner, orderId);
      expect(errorOf(refused)?.code).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
      expect(refused.errors?.[0]?.extensions?.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect(airwallex.requests.length).toBe(before);
  });

  it('one address asking about many orders is refused after 120 asks in 15 minutes, its own orders’ and strangers’ alike; another address is not', async () => {
    const ip = '203.0.113.120';
    const { token } = await insertCustomer(shop.db);
    const asker = shop.client({ token, payments: registry, ip });
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) {
      const added = await asker(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
      orders.push(added.data!.addToCart.id);
    }
    const { orderId: theirs } = await openPayment();
    // 5 carts of its own, 20 asks each: no order's own count is reached, but the address's is.
    for (const orderId of orders.slice(0, 5)) for (let i = 0; i < 20; i++) expect((await check(asker, orderId)).errors).toBeUndefined();
    for (let i = 0; i < 20; i++) expect(errorOf(await checkByOlderName(asker, theirs))?.code).toBe('NOT_FOUND');
    const refused = await check(asker, orders[0]!);
    expect(errorOf(refused)?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    // The order page's ask about a balance's payment shares the address's count.
    expect(errorOf(await asker(CheckBalancePaymentDocument, { ...scope, orderId: orders[1]!, receiptKey: null }))?.code).toBe(
      'RATE_LIMITED',
    );
    // Another address asking about the same cart is answered.
    const elsewhere = shop.client({ token, payments: registry, ip: '203.0.113.121' });
    expect((await check(elsewhere, orders[0]!)).errors).toBeUndefined();
  });

  it('a stranger’s asks are NOT_FOUND, reach nobody and do not count against the owner', async () => {
    const { owner, orderId } = await openPayment();
    const stranger = shop.client({ payments: registry });
    const before = airwallex.requests.length;
    for (let i = 0; i < 20; i++) {
      expect(errorOf(await check(stranger, orderId))?.code).toBe('NOT_FOUND');
      expect(errorOf(await checkByOlderName(stranger, orderId))?.code).toBe('NOT_FOUND');
    }
    expect(airwallex.requests.length).toBe(before);
    for (let i = 0; i < 30; i++) expect((await check(owner, orderId)).errors).toBeUndefined();
    expect(errorOf(await check(owner, orderId))?.code).toBe('RATE_LIMITED');
  });

  it('a guest order’s id seen by a stranger elsewhere: the stranger’s asks use up only their own address’s count, not the guest’s', async () => {
    const { owner: guest, orderId } = await openPayment({ guestAt: '203.0.113.130' });
    const stranger = shop.client({ payments: registry, ip: '203.0.113.131' });
    for (let i = 0; i < 30; i++) expect((await check(stranger, orderId)).errors).toBeUndefined();
    expect(errorOf(await check(stranger, orderId))?.code).toBe('RATE_LIMITED');
    expect((await check(guest, orderId)).data!.checkPayment).toBe(false);
  });
});
