import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { paymentRegistry, type PaymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { TEST_WALLETS, testWalletProvider } from '../../dev/test-card/wallet-provider.ts';
import { GetOrderDetailsDocument, PlaceExpressOrderDocument, QuoteExpressDeliveryDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { BROWSER, testCardToken } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';
const WALLET = 'test-apple-pay';
const APPROVED = '4242424242424242';

/** The sheet's contact and address as the wallet hands them over on authorising. */
const SHEET = {
  email: 'wren.wallet@example.com',
  givenName: 'Wren',
  familyName: 'Wallet',
  phone: '07700 900123',
  addressLines: ['1 Test Wallet Lane'],
  town: 'Bath',
  postcode: 'BA1 1AA',
  countryCode: 'GB',
};

const enableWallet = (db: Kysely<Database>) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', WALLET).execute();

function standInRegistry(shop: ReturnType<typeof useShop>): PaymentRegistry {
  return paymentRegistry(
    [
      testCardProvider(shop.db, shop.clock.now),
      testWalletProvider(shop.db, shop.clock.now, TEST_WALLETS[0]!, { origin: 'http://127.0.0.1:9' }),
    ],
    { siteOrigin: 'https://shop.test', shopOrigins: ['https://shop.test'] },
  );
}

async function basket(call: ApiClient, lines: [string, number][] = [['LOG-ASH-STD', 1]]): Promise<string> {
  let orderId: string | undefined;
  for (const [skuId, quantity] of lines) {
    const added = await call(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
    expect(added.errors).toBeUndefined();
    orderId = added.data!.addToCart.id;
  }
  return orderId!;
}

// Express checkout from the basket: the wallet's sheet asks the shop what delivery to its address
// costs and when it comes, then pays; the order is placed with each shipment's first date.
describe.each(backends)('express checkout from the basket on $name', (backend) => {
  const shop = useShop(backend, { now: NOW, setUp: enableWallet });
  let call: ApiClient;
  beforeAll(() => {
    call = shop.client({ payments: standInRegistry(shop) });
  });

  const quote = (orderId: string, postcode: string, countryCode = 'GB') =>
    call(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode, countryCode } });

  it('quotes each shipment for the sheet’s postcode, changes with the address, refuses one it cannot reach in words, and writes nothing', async () => {
    const orderId = await basket(call, [
      ['LOG-ASH-STD', 1],
      ['PEL-FP-6MM-375', 1],
    ]);
    const before = await shop.db.selectFrom('orders').select(['version']).where('id', '=', orderId).executeTakeFirstOrThrow();

    const bath = (await quote(orderId, 'BA1 1AA')).data!.quoteExpressDelivery;
    expect(bath.refusal).toBeNull();
    expect(bath.shipments.map((s) => s.id).sort()).toEqual(['pallet', 'van']);
    for (const shipment of bath.shipments) expect(shipment.deliveryDate > '2026-11-18').toBe(true);
    expect(bath.shippingTotal).toBe(bath.shipments.reduce((sum, s) => sum + s.charge, 0));

    // The Highlands: the same methods, later and dearer (the van's zone surcharge).
    const inverness = (await quote(orderId, 'IV2 3AA')).data!.quoteExpressDelivery;
    expect(inverness.refusal).toBeNull();
    const van = (q: typeof bath) => q.shipments.find((s) => s.id === 'van')!;
    expect(van(inverness).charge).toBeGreaterThan(van(bath).charge);
    expect(van(inverness).deliveryDate >= van(bath).deliveryDate).toBe(true);
    expect(inverness.amountDue).toBeGreaterThan(bath.amountDue);

    // Apple Pay and Google Pay disclose only the outward code (Google its first three characters)
    // before the shopper pays: quoted as the district's postcodes are.
    const { options: _o, ...bathWhole } = bath;
    const { options: _p, ...bathOutward } = (await quote(orderId, 'BA1')).data!.quoteExpressDelivery;
    expect(bathOutward).toEqual(bathWhole);
    const { options: _q, ...invernessOutward } = (await quote(orderId, 'iv2')).data!.quoteExpressDelivery;
    const { options: _r, ...invernessWhole } = inverness;
    expect(invernessOutward).toEqual(invernessWhole);
    expect((await quote(orderId, 'BA')).data!.quoteExpressDelivery.refusal).toMatch(/postcode/i);

    // An island the van does not reach: refused in the shopper's words, with nothing quoted.
    const island = (await quote(orderId, 'HS1 2AA')).data!.quoteExpressDelivery;
    expect(island).toMatchObject({ shipments: [], shippingTotal: 0, amountDue: 0 });
    expect(island.refusal).toMatch(/deliver/i);
    const abroad = (await quote(orderId, '75001', 'FR')).data!.quoteExpressDelivery;
    expect(abroad.refusal).toMatch(/^We cannot deliver there/);

    // A quote is a question: the cart is as it was.
    const after = await shop.db.selectFrom('orders').select(['version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version);
    expect(await shop.db.selectFrom('order_address').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('answers a stranger’s or a customer’s cart as one that does not exist, and checks what it is sent', async () => {
    const customer = await shop.customer();
    const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    const theirs = added.data!.addToCart.id;
    expect(errorOf(await quote(theirs, 'BA1 1AA'))).toMatchObject({ code: 'NOT_FOUND' });
    const orderId = await basket(call);
    expect(errorOf(await quote(orderId, 'BA1 1AA', 'Britain'))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await quote(orderId, 'X'.repeat(13)))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('places one order with each shipment’s first date, charges once, and a replay changes nothing', async () => {
    const orderId = await basket(call, [
      ['LOG-ASH-STD', 1],
      ['PEL-FP-6MM-375', 1],
    ]);
    const quoted = (await quote(orderId, SHEET.postcode)).data!.quoteExpressDelivery;
    const paymentData = JSON.stringify({
      cardToken: testCardToken(APPROVED),
      browserDetails: BROWSER,
      expectedAmountDue: quoted.amountDue,
    });
    const pay = () => call(PlaceExpressOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData, sheet: SHEET });

    const placed = await pay();
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeExpressOrder;
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid', paidWith: 'Apple Pay', amountDue: quoted.amountDue });
    expect(order.customer).toMatchObject({ email: SHEET.email, firstName: 'Wren', lastName: 'Wallet' });
    const dates = Object.fromEntries(order.shipments.map((s) => [s.id, s.estDeliveryDate]));
    expect(dates).toEqual(Object.fromEntries(quoted.shipments.map((s) => [s.id, s.deliveryDate])));

    const row = () =>
      shop.db.selectFrom('orders').select(['status', 'version', 'order_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const charges = () => shop.db.selectFrom('test_card_payment').select(['id', 'status']).where('order_id', '=', orderId).execute();
    const first = await row();
    expect(await charges()).toHaveLength(1);

    // The same press again (a lost answer, a double tap): the same order, no second charge, no write.
    const again = await pay();
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeExpressOrder).toMatchObject({ id: orderId, number: order.number, status: 'placed' });
    expect(await row()).toEqual(first);
    expect(await charges()).toHaveLength(1);
    const addresses = await shop.db
      .selectFrom('order_address')
      .select(['address_type', 'post_code'])
      .where('order_id', '=', orderId)
      .execute();
    expect(addresses.map((a) => [a.address_type, a.post_code]).sort()).toEqual([
      ['billing', 'BA1 1AA'],
      ['shipping', 'BA1 1AA'],
    ]);

    // The order page, for the browser that paid, shows the dates.
    const page = await call(GetOrderDetailsDocument, { ...scope, orderId, receiptKey: order.receiptKey ?? null });
    expect(page.data!.getOrder!.shipments.map((s) => s.estDeliveryDate).sort()).toEqual(Object.values(dates).sort());
  });

  it('offers each delivery method a shipment can go by, places the shopper’s pick at its charge and first date, and refuses a pick that cannot go', async () => {
    const orderId = await basket(call, [['PEL-FP-6MM-375', 1]]);
    const before = await shop.db.selectFrom('orders').select(['version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const quoted = (await quote(orderId, SHEET.postcode)).data!.quoteExpressDelivery;
    expect(quoted.refusal).toBeNull();
    // The pallet goes standard (the shop's preferred, listed first and repeated at the top) or next day.
    expect(quoted.options.map((o) => o.shipments.map((s) => `${s.id}=${s.methodId}`))).toEqual([
      ['pallet=pallet-standard'],
      ['pallet=pallet-next-day'],
    ]);
    const [standard, nextDay] = quoted.options as [(typeof quoted.options)[0], (typeof quoted.options)[0]];
    expect({ shipments: quoted.shipments, shippingTotal: quoted.shippingTotal, amountDue: quoted.amountDue }).toEqual(standard);
    expect(nextDay.shippingTotal).not.toBe(standard.shippingTotal);
    expect(nextDay.amountDue - standard.amountDue).toBeCloseTo(nextDay.shippingTotal - standard.shippingTotal, 2);
    expect(nextDay.shipments[0]!.deliveryDate <= standard.shipments[0]!.deliveryDate).toBe(true);
    // Quoting every option is still a question: nothing written.
    const after = await shop.db.selectFrom('orders').select(['version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version);

    const pay = (shippingMethods: { shipment: string; methodId: string }[], amountDue: number) =>
      call(PlaceExpressOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: WALLET,
        paymentData: JSON.stringify({ cardToken: testCardToken(APPROVED), browserDetails: BROWSER, expectedAmountDue: amountDue }),
        sheet: SHEET,
        shippingMethods,
      });
    // A method that is not one of this shipment's, or a shipment the basket does not have: refused, nothing written or charged.
    for (const pick of [
      { shipment: 'pallet', methodId: 'van-standard' },
      { shipment: 'van', methodId: 'van-standard' },
    ]) {
      const refused = await pay([pick], nextDay.amountDue);
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_DELIVERED' });
      const row = await shop.db
        .selectFrom('orders')
        .select(['status', 'customer_email'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'shoppingCart', customer_email: null });
    }
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', orderId).execute()).toEqual([]);

    const placed = await pay([{ shipment: 'pallet', methodId: 'pallet-next-day' }], nextDay.amountDue);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeExpressOrder;
    expect(order).toMatchObject({ status: 'placed', amountDue: nextDay.amountDue });
    expect(order.shipments.map((s) => [s.id, s.estDeliveryDate])).toEqual([['pallet', nextDay.shipments[0]!.deliveryDate]]);
    const saved = await shop.db
      .selectFrom('order_shipment')
      .select(['shipment_key', 'method_id'])
      .where('order_id', '=', orderId)
      .execute();
    expect(saved).toEqual([{ shipment_key: 'pallet', method_id: 'pallet-next-day' }]);
  });

  it('refuses a payment that does not say the total the sheet showed, before anything is written or charged', async () => {
    const orderId = await basket(call);
    const before = await shop.db
      .selectFrom('orders')
      .select(['status', 'version', 'customer_email'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // The wallet authorised the total its sheet showed; a call that does not name it would be charged whatever the shop works out.
    const paymentData = JSON.stringify({ cardToken: testCardToken(APPROVED), browserDetails: BROWSER });
    const refused = await call(PlaceExpressOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData, sheet: SHEET });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentData.expectedAmountDue' });
    expect(
      await shop.db
        .selectFrom('orders')
        .select(['status', 'version', 'customer_email'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await shop.db.selectFrom('order_address').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('refuses an address it cannot reach with nothing written or charged', async () => {
    const orderId = await basket(call);
    const paymentData = JSON.stringify({ cardToken: testCardToken(APPROVED), browserDetails: BROWSER, expectedAmountDue: 999 });
    const refused = await call(PlaceExpressOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: WALLET,
      paymentData,
      sheet: { ...SHEET, postcode: 'HS1 2AA', town: 'Stornoway' },
    });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_DELIVERED' });
    expect(refused.errors![0]!.message).toMatch(/deliver/i);
    const order = await shop.db
      .selectFrom('orders')
      .select(['status', 'customer_email'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'shoppingCart', customer_email: null });
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});

describe('the sheet quote’s rate limit', () => {
  const shop = useShop(backends[0]!, { now: NOW, setUp: enableWallet, limits: 'production' });

  it('answers 30 quotes a cart in 15 minutes, then RATE_LIMITED with a wait', async () => {
    const call = shop.client({ payments: standInRegistry(shop), ip: '198.51.100.7' });
    const orderId = await basket(call);
    for (let i = 0; i < 30; i++) {
      const reply = await call(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: 'BA1 1AA', countryCode: 'GB' } });
      expect(reply.errors).toBeUndefined();
    }
    const limited = await call(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: 'BA1 1AA', countryCode: 'GB' } });
    expect(errorOf(limited)).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
