import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretHash } from '../../commerce/hashed-secret.ts';
import { createLogger } from '../../commerce/log.ts';
import { paymentRegistry, type PaymentRegistry } from '../../commerce/payments/registry.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { processTestCardVault } from '../../dev/test-card/card-vault.ts';
import { startCardFrameServer, type CardFrameServer } from '../../dev/test-card/card-frame/frame-server.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { TEST_WALLETS, testWalletProvider } from '../../dev/test-card/wallet-provider.ts';
import { AdminSaveVanDocument, AdminSetVanStopsDocument, AdminVanRunDocument } from '../../src/features/admin/gql/graphql.ts';
import {
  AddCustomerOrderDocument,
  PlaceExpressOrderDocument,
  PlaceOrderDocument,
  QuoteExpressDeliveryDocument,
} from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type TestShop } from '../fixtures/api-fixture.ts';
import { BROWSER, billAndDeliverTo, HOME_ADDRESS, testCardToken } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AddToCartLinesDocument, ChooseShipmentMethodDocument, GetOrderShipmentsDocument } from './gql/graphql.ts';

/*
 * Express checkout, the desk's van runs and the test wallet's sheet, tried as a stranger would:
 * the storefront key against someone else's cart, a replay without the payer's key, another shop's
 * staff against this shop's vans, inputs past their bounds, a basket put on a van, the sheet
 * framed by another site. One backend: these are ownership and input rules, not SQL dialect.
 */

const NOW = '2026-11-18T10:00:00Z';
const WALLET = 'test-apple-pay';
const SHOP = 'https://shop.test';
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
const tenant = scope.tenant;

/** The wallet on, and a second shop (its own key and staff) on the same server. */
async function setUp(db: Kysely<Database>) {
  await db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', WALLET).execute();
  await db.insertInto('tenant').values({ id: 'rival', name: 'Rival' }).execute();
  await db
    .insertInto('sales_channel')
    .values({ id: 'rival-web', tenant_id: 'rival', name: 'Rival', brand: 'Rival', currency_code: 'GBP' })
    .execute();
  await db
    .insertInto('api_key')
    .values({ key_hash: secretHash('rival-key'), tenant_id: 'rival', sales_channel_id: 'rival-web', description: 'test' })
    .execute();
}

const registry = (shop: TestShop): PaymentRegistry =>
  paymentRegistry(
    [
      testCardProvider(shop.db, shop.clock.now),
      testWalletProvider(shop.db, shop.clock.now, TEST_WALLETS[0]!, { origin: 'http://127.0.0.1:9' }),
    ],
    { siteOrigin: SHOP, shopOrigins: [SHOP] },
  );

/** The wallet's payment, naming the total its sheet showed (999: a sheet refused before any total counts). */
const walletPayment = (card = '4242424242424242', expectedAmountDue = 999) =>
  JSON.stringify({ cardToken: testCardToken(card), browserDetails: BROWSER, expectedAmountDue });

async function cart(api: ApiClient): Promise<string> {
  const added = await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
  expect(added.errors).toBeUndefined();
  return added.data!.addToCart.id;
}

describe('express checkout and van runs against a stranger', () => {
  const shop = useShop(backends[0]!, { now: NOW, setUp });
  let guest: ApiClient;
  beforeAll(() => {
    guest = shop.client({ payments: registry(shop) });
  });
  /** Pays from the sheet at the total the shop quotes the caller for its postcode (a cart it cannot quote: any total). */
  const express = async (api: ApiClient, orderId: string, sheet = SHEET, extra: { receiptKey?: string | null } = {}) => {
    const quoted = await api(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: sheet.postcode, countryCode: 'GB' } });
    const paymentData = walletPayment(undefined, quoted.data?.quoteExpressDelivery?.amountDue || undefined);
    return api(PlaceExpressOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData, sheet, ...extra });
  };
  const orderRow = (id: string) =>
    shop.db
      .selectFrom('orders')
      .select(['status', 'version', 'customer_email', 'customer_first_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const addresses = (id: string) =>
    shop.db.selectFrom('order_address').select(['address_type', 'post_code']).where('order_id', '=', id).execute();
  const charges = (id: string) => shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', id).execute();

  it('a customer’s cart does not exist for the storefront key, another customer or another shop’s key: nothing quoted, written or charged', async () => {
    const owner = await shop.customer({ email: 'express-owner@example.com' });
    const other = await shop.customer({ email: 'express-other@example.com' });
    const theirs = await cart(owner.api);
    const before = await orderRow(theirs);
    const strangers: [string, ApiClient][] = [
      ['the storefront key', guest],
      ['another customer', shop.client({ token: other.token, payments: registry(shop) })],
    ];
    for (const [who, api] of strangers) {
      const quoted = await api(QuoteExpressDeliveryDocument, {
        ...scope,
        orderId: theirs,
        address: { postcode: 'BA1 1AA', countryCode: 'GB' },
      });
      expect(errorOf(quoted)?.code, who).toBe('NOT_FOUND');
      expect(errorOf(await express(api, theirs))?.code, who).toBe('NOT_FOUND');
    }
    // Another shop's key naming this shop's cart in its own scope, or in this shop's.
    const rival = shop.client({ apiKey: 'rival-key', payments: registry(shop) });
    const rivalScope = { tenant: 'rival', salesChannel: 'rival-web' };
    const rivalQuote = await rival(QuoteExpressDeliveryDocument, {
      ...rivalScope,
      orderId: theirs,
      address: { postcode: 'BA1 1AA', countryCode: 'GB' },
    });
    expect(rivalQuote.data?.quoteExpressDelivery).toBeFalsy();
    expect(errorOf(await express(rival, theirs))?.code).toBeTruthy();
    expect(await orderRow(theirs)).toEqual(before);
    expect(await addresses(theirs)).toEqual([]);
    expect(await charges(theirs)).toEqual([]);
  });

  it('a replay by a caller without the payer’s receipt key joins the payment, learns no contact or address and writes nothing', async () => {
    const orderId = await cart(guest);
    const placed = await express(guest, orderId);
    expect(placed.data!.placeExpressOrder).toMatchObject({ status: 'placed' });
    const after = await orderRow(orderId);

    const replay = await express(shop.client({ payments: registry(shop) }), orderId, {
      ...SHEET,
      email: 'thief@example.com',
      postcode: 'IV2 3AA',
    });
    const answer = replay.data!.placeExpressOrder;
    expect(answer).toMatchObject({ id: orderId, status: 'placed', receiptKey: null, customer: null });
    // Neither the payer's contact nor their address is in the answer, whichever field would hold it.
    for (const secret of [SHEET.email, SHEET.addressLines[0]!, SHEET.postcode, SHEET.phone.replaceAll(' ', '').slice(-6)]) {
      expect(JSON.stringify(answer)).not.toContain(secret);
    }
    expect(await orderRow(orderId)).toEqual(after);
    expect((await addresses(orderId)).map((a) => a.post_code)).toEqual(['BA1 1AA', 'BA1 1AA']);
    expect(await charges(orderId)).toHaveLength(1);
  });

  it('refuses an email longer than an address can be (254 characters), from the wallet or the checkout’s contact step, and writes nothing', async () => {
    const orderId = await cart(guest);
    const tooLong = `${'a'.repeat(250)}@example.com`;
    const refused = await express(guest, orderId, { ...SHEET, email: tooLong });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const contact = await guest(AddCustomerOrderDocument, { ...scope, orderId, customer: { email: tooLong, firstName: 'Wren' } });
    expect(errorOf(contact)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', customer_email: null });
  });

  it('bounds the sheet: four address lines, a 121-character line or a 13-character postcode is refused before anything is read', async () => {
    const orderId = await cart(guest);
    for (const sheet of [
      { ...SHEET, addressLines: ['1', '2', '3', '4'] },
      { ...SHEET, addressLines: ['x'.repeat(121)] },
      { ...SHEET, postcode: 'X'.repeat(13) },
      { ...SHEET, givenName: 'x'.repeat(101) },
    ]) {
      expect(errorOf(await express(guest, orderId, sheet))?.code).toBe('BAD_USER_INPUT');
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', customer_email: null });
  });

  const staff = () => shop.client({ token: staffIdToken({ issuedAt: shop.clock.now() }) });
  const rivalStaff = () =>
    shop.client({ token: staffIdToken({ email: 'staff@rival.example', tenant: 'rival', issuedAt: shop.clock.now() }) });

  /** A guest's express order: its van shipment arrives on its first date. */
  async function placedVanOrder(): Promise<{ orderId: string; day: string }> {
    const orderId = await cart(guest);
    expect((await express(guest, orderId)).errors).toBeUndefined();
    const van = await shop.db
      .selectFrom('order_shipment')
      .select('delivery_date')
      .where('order_id', '=', orderId)
      .where('shipment_key', '=', 'van')
      .executeTakeFirstOrThrow();
    return { orderId, day: van.delivery_date! };
  }

  it('another shop’s staff can neither read nor change this shop’s vans, nor put its orders on their own vans', async () => {
    const order = await placedVanOrder();
    const van = (await staff()(AdminSaveVanDocument, { tenant, name: 'Hearth van' })).data!.adminSaveVan;
    const ours = (await staff()(AdminSetVanStopsDocument, { tenant, day: order.day, version: 0, vanId: van.id, orderIds: [order.orderId] }))
      .data!.adminSetVanStops;
    const rival = rivalStaff();

    expect(errorOf(await rival(AdminVanRunDocument, { tenant, day: order.day }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await rival(AdminSaveVanDocument, { tenant, id: van.id, name: 'Stolen' }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await rival(AdminSaveVanDocument, { tenant: 'rival', id: van.id, name: 'Stolen' }))?.code).toBe('NOT_FOUND');
    const rivalVan = (await rival(AdminSaveVanDocument, { tenant: 'rival', name: 'Rival van' })).data!.adminSaveVan;
    // This shop's van under the rival's tenant, and this shop's order on the rival's van.
    const onOurVan = await rival(AdminSetVanStopsDocument, { tenant: 'rival', day: order.day, version: 0, vanId: van.id, orderIds: [] });
    expect(errorOf(onOurVan)?.code).toBe('BAD_USER_INPUT');
    const takeOrder = await rival(AdminSetVanStopsDocument, {
      tenant: 'rival',
      day: order.day,
      version: 0,
      vanId: rivalVan.id,
      orderIds: [order.orderId],
    });
    expect(errorOf(takeOrder)?.code).toBe('BAD_USER_INPUT');
    // The refusal does not name this shop's order number.
    expect(takeOrder.errors![0]!.message).toMatch(/^An order in the list has/);
    expect((await rival(AdminVanRunDocument, { tenant: 'rival', day: order.day })).data!.adminVanRun).toMatchObject({
      vans: [{ name: 'Rival van' }],
      stops: [],
    });
    expect((await staff()(AdminVanRunDocument, { tenant, day: order.day })).data!.adminVanRun).toEqual(ours);
  });

  it('a basket is never a van stop: a cart with a van delivery chosen for the day is refused and never listed', async () => {
    const basket = await cart(guest);
    await billAndDeliverTo(guest, basket, HOME_ADDRESS);
    const shipments = (await guest(GetOrderShipmentsDocument, { ...scope, orderId: basket })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    const day = method.estDeliveryDates[2]!;
    const chosen = await guest(ChooseShipmentMethodDocument, {
      ...scope,
      orderId: basket,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: day,
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    expect(chosen.errors).toBeUndefined();
    const van = (await staff()(AdminSaveVanDocument, { tenant, name: 'Basket van' })).data!.adminSaveVan;
    const version = (await staff()(AdminVanRunDocument, { tenant, day })).data!.adminVanRun.version;

    const put = await staff()(AdminSetVanStopsDocument, { tenant, day, version, vanId: van.id, orderIds: [basket] });
    expect(put.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orderIds' });
    // A stop row left from before (the order since back to a basket) is not listed either.
    await shop.db.insertInto('van_run_stop').values({ tenant_id: tenant, day, order_id: basket, van_id: van.id, position: 1 }).execute();
    const run = (await staff()(AdminVanRunDocument, { tenant, day })).data!.adminVanRun;
    expect(run.stops.map((stop) => stop.orderId)).not.toContain(basket);
  });

  it("logs a database error by its code, table and constraint, never the query's parameters or the values its detail names", async () => {
    // A write the database refuses, carrying what a shopper typed (an email) and an order's id.
    const orderId = '9a9a9a9a-1b2c-4d5e-8f90-123456789abc';
    const write = () => shop.db.insertInto('tenant').values({ id: 'ada@example.com', name: orderId }).execute();
    await write();
    const failure = await write().then(
      () => null,
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    createLogger({ level: 'info', format: 'json', destination }).error({ err: failure }, 'The write failed.');
    expect(lines[0]).toMatchObject({ err: { code: '23505', table: 'tenant' } });
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    expect(JSON.stringify(lines)).not.toContain(orderId);
  });
});

describe('express placement limits', () => {
  const shop = useShop(backends[0]!, { now: NOW, setUp, limits: 'production' });

  it('counts refused express placements with placeOrder’s: after ten tries on a cart both doors answer RATE_LIMITED', async () => {
    const api = shop.client({ payments: registry(shop), ip: '198.51.100.9' });
    const orderId = await cart(api);
    const unreachable = { ...SHEET, postcode: 'HS1 2AA', town: 'Stornoway' };
    const press = () =>
      api(PlaceExpressOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData: walletPayment(), sheet: unreachable });
    for (let i = 0; i < 10; i++)
      expect((await press()).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_DELIVERED' });
    expect(errorOf(await press())?.code).toBe('RATE_LIMITED');
    const plain = await api(PlaceOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData: walletPayment() });
    expect(errorOf(plain)?.code).toBe('RATE_LIMITED');
  });
});

describe('the test wallet’s sheet page', () => {
  const shop = useShop(backends[0]!);
  let gateway: CardFrameServer;
  beforeAll(async () => {
    gateway = await startCardFrameServer({
      db: shop.db,
      now: shop.clock.now,
      vault: processTestCardVault,
      assets: { script: '', walletScript: '', walletSheetScript: '', style: '' },
      shopOrigins: [SHOP],
      host: '127.0.0.1',
      port: 0,
    });
  });
  afterAll(() => gateway?.close());

  it('is framed only by the shop’s page named as its parent, runs only its own script, and names only a wallet', async () => {
    const sheet = (parent: string, wallet = 'Apple Pay') =>
      fetch(`${gateway.origin}/wallet-sheet?${new URLSearchParams({ parent, wallet })}`);
    expect((await sheet('https://evil.example')).status).toBe(400);
    expect((await sheet('null')).status).toBe(400);
    expect((await sheet(SHOP, '<script>alert(1)</script>')).status).toBe(400);
    const page = await sheet(SHOP);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SHOP}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe');
    expect(policy).not.toContain('*');
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
