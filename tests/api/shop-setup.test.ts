import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApiKey } from '../../commerce/identity/api-keys.store.ts';
import { shopSetUpWarning } from '../../commerce/shop-setup/shop-readiness.ts';
import { developmentGatewayRows } from '../../commerce/payments/plugins.ts';
import { initShop, type ShopInitInput } from '../../commerce/shop-setup/shop-init.ts';
import { openDatabase, type StoreLocation } from '../../commerce/store/database.ts';
import { migrateToLatest } from '../../commerce/store/migrate.ts';
import { loadServerConfig, loadStoreLocation } from '../../server/config.ts';
import { startServer } from '../../server/main.ts';
import { operationRequestBody } from '../../src/lib/commerce/client.ts';
import { GetCountriesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { CheckPaymentDocument, PayForOrderDocument } from './gql/graphql.ts';
import { AdminCreateDeliveryMethodDocument, AdminCreateProductDocument } from '../../src/features/admin/gql/graphql.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { writeBuildFacts } from '../../server/content-pipeline/build-facts.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
/** Eight fixed bytes, so the key a test mints is known. */
const fixedRandom = (size: number) => Buffer.alloc(size, 7);

const OAK_LOGS: ShopInitInput = {
  tenant: { id: 'oak-logs', name: 'Oak Logs Ltd' },
  channel: { brand: 'Oak Logs' },
  seller: {
    legalName: 'Oak Logs Ltd',
    tradingName: 'Oak Logs',
    addressLines: ['Unit 4, Yard Lane', 'Ludlow', 'SY8 1AA'],
    // HMRC's own example of a number that passes the check.
    vatNumber: 'GB980780684',
    companyNumber: '01234567',
    email: 'shop@oak.example',
    phone: '01584 000000',
    siteUrl: 'https://oak.example',
    openingHours: ['Monday to Friday: 8am to 5pm'],
  },
};

describe.each(backends)('setting up a shop (shop:init) on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });

  it('records the tenant, channel, seller, the rows every shop needs and a key kept only as its hash', async () => {
    const result = await initShop(shop.db, OAK_LOGS, NOW, fixedRandom);
    expect(result).toMatchObject({ tenantId: 'oak-logs', salesChannelId: 'uk-web' });
    expect(result.storefrontKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findApiKey(shop.db, result.storefrontKey!)).toEqual({ tenant_id: 'oak-logs', sales_channel_id: 'uk-web' });
    const keys = await shop.db.selectFrom('api_key').select('key_hash').where('tenant_id', '=', 'oak-logs').execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.key_hash).not.toBe(result.storefrontKey);

    const seller = await shop.db.selectFrom('seller').selectAll().where('tenant_id', '=', 'oak-logs').executeTakeFirstOrThrow();
    expect(seller).toMatchObject({ legal_name: 'Oak Logs Ltd', vat_number: 'GB980780684', site_url: 'https://oak.example' });
    const count = async (table: 'country' | 'currency' | 'payment_gateway' | 'shipping_holiday' | 'review_platform') =>
      (await shop.db.selectFrom(table).select('tenant_id').where('tenant_id', '=', 'oak-logs').execute()).length;
    expect(await count('country')).toBeGreaterThan(0);
    expect(await count('currency')).toBe(1);
    // Every payment plug-in's ways to pay, off until staff switch them on (a gateway whose provider
    // the server has not registered is never offered): Airwallex's card element, PayPal, Klarna,
    // Apple Pay and Google Pay. The development stand-ins (the test card gateway) are the demo's only.
    const gateways = await shop.db
      .selectFrom('payment_gateway')
      .select(['id', 'enabled'])
      .where('tenant_id', '=', 'oak-logs')
      .orderBy('sort')
      .execute();
    expect(gateways).toEqual(['airwallex', 'paypal', 'klarna', 'apple-pay', 'google-pay'].map((id) => ({ id, enabled: false })));
    expect(await count('review_platform')).toBe(1);
    // This year's bank holidays and the next two years', in each region.
    expect(await count('shipping_holiday')).toBeGreaterThan(3 * 3 * 8);
    // A new shop has nothing to sell, nothing to discount and no reviews until its owner adds them.
    for (const table of ['product', 'coupon', 'review', 'shipping_method'] as const) {
      const rows = await shop.db.selectFrom(table).select('tenant_id').where('tenant_id', '=', 'oak-logs').execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('is safe to run again: names and seller are updated, the key is kept unless a new one is asked for', async () => {
    const birch = { ...OAK_LOGS, tenant: { id: 'birch-logs', name: 'Birch Logs Ltd' } };
    const first = await initShop(shop.db, birch, NOW);
    const again = await initShop(shop.db, { ...birch, tenant: { id: 'birch-logs', name: 'Birch & Ash Logs Ltd' } }, NOW);
    expect(again.storefrontKey).toBeNull();
    expect(await findApiKey(shop.db, first.storefrontKey!)).toBeDefined();
    const tenant = await shop.db.selectFrom('tenant').select('name').where('id', '=', 'birch-logs').executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Birch & Ash Logs Ltd');

    const replaced = await initShop(shop.db, { ...birch, newStorefrontKey: true }, NOW);
    expect(replaced.storefrontKey).not.toBe(first.storefrontKey);
    expect(await findApiKey(shop.db, first.storefrontKey!)).toBeUndefined();
    expect(await findApiKey(shop.db, replaced.storefrontKey!)).toEqual({ tenant_id: 'birch-logs', sales_channel_id: 'uk-web' });
  });

  it('names every field to fix and writes nothing when the details are wrong', async () => {
    const wrong = { ...OAK_LOGS, tenant: { id: 'Elm Logs', name: 'Elm Logs Ltd' } };
    await expect(initShop(shop.db, wrong, NOW)).rejects.toThrow(/tenant\.id: must be lower-case letters/);
    const badVat = {
      ...OAK_LOGS,
      tenant: { id: 'elm-logs', name: 'Elm Logs Ltd' },
      seller: { ...OAK_LOGS.seller, vatNumber: 'GB980780685' },
    };
    await expect(initShop(shop.db, badVat, NOW)).rejects.toThrow(/seller\.vatNumber: The VAT number must be GB and nine digits .*HMRC/);
    expect(await shop.db.selectFrom('tenant').select('id').where('id', '=', 'elm-logs').execute()).toEqual([]);
  });
});

describe.each(backends)('a shop whose seller is not recorded, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const { api: call } = shop;

  it('takes no payment and says the shop is not set up, leaving the basket as it was', async () => {
    const orderId = await payableOrder(call);
    await shop.db.deleteFrom('seller').where('tenant_id', '=', scope.tenant).execute();
    const paid = await call(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'SHOP_NOT_SET_UP' });
    expect(paid.errors?.[0]?.message).toMatch(/not set up to take orders/);
    const order = await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('shoppingCart');
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', orderId).execute()).toEqual([]);

    const checked = await call(CheckPaymentDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: '{}' });
    expect(JSON.stringify(checked)).toMatch(/not set up to take orders/);
  });
});

/** A production server on an empty database: PostgreSQL when the run has one, else embedded files. */
async function emptyProductionStore(): Promise<{ env: Record<string, string>; store: StoreLocation; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await throwawayPostgresDatabase(serverUrl, 'hearth_empty');
    const env = { DATABASE_URL: database.url };
    return { env, store: loadStoreLocation(env), dispose: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-empty-'));
  const env = { HEARTH_DATA_DIR: dataDir };
  return {
    env,
    store: loadStoreLocation(env),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('a production start on an empty database', () => {
  let empty: Awaited<ReturnType<typeof emptyProductionStore>>;
  const config = () =>
    loadServerConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_CURSOR_SECRET: 'p'.repeat(32),
      ...PRODUCTION_MAIL_ENV,
      ...empty.env,
    });
  const countries = (url: string, key: string) => {
    const body = JSON.stringify(operationRequestBody(GetCountriesDocument, { tenant: 'oak-logs' }));
    return fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body });
  };

  beforeAll(async () => {
    empty = await emptyProductionStore();
    // What `npm run migrate` does before a release's first start.
    const db = openDatabase(empty.store);
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(async () => empty?.dispose());

  it('serves, writes no demo row, says it is not set up and logs the command; after shop:init it answers its own key', async () => {
    let server = await startServer(config(), { serveSite: false, identity: false });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const refused = await (await countries(server.url, 'hearth-local-storefront')).json();
      expect(refused.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
      expect(refused.errors[0].message).toMatch(/This shop is not set up yet/);
    } finally {
      await server.close();
    }
    // The embedded store is one process's at a time: the owner's command runs while no server does.
    const db = openDatabase(empty.store);
    let storefrontKey: string | null;
    try {
      for (const table of ['tenant', 'api_key', 'product', 'coupon', 'review', 'shipping_method', 'customer', 'seller'] as const) {
        expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      }
      // What the server logged at start.
      expect(await shopSetUpWarning(db)).toMatch(/not set up.*npm run shop:init/);
      storefrontKey = (await initShop(db, OAK_LOGS, NOW)).storefrontKey;
    } finally {
      await db.destroy();
    }
    server = await startServer(config(), { serveSite: false, identity: false });
    try {
      const answered = await (await countries(server.url, storefrontKey!)).json();
      expect(answered.errors).toBeUndefined();
      expect(answered.data.getCountries.map((c: { alpha2: string }) => c.alpha2)).toContain('GB');
      const wrongKey = await (await countries(server.url, 'hearth-local-storefront')).json();
      expect(wrongKey.errors[0].message).toBe('That API key is not known.');
    } finally {
      await server.close();
    }
  });
});

describe.each(backends)('a shop set up from nothing, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const ashYard = { tenant: 'ash-yard', salesChannel: 'uk-web' };

  it('sells a product its staff created, by a delivery method its staff created, and its next build states it', async () => {
    // With the development stand-ins' ways to pay, so it can pay by test card.
    const ashYardInput = { ...OAK_LOGS, tenant: { id: 'ash-yard', name: 'Ash Yard Ltd' } };
    const { storefrontKey } = await initShop(shop.db, ashYardInput, NOW, undefined, developmentGatewayRows);
    const staff = shop.client({ token: staffIdToken({ tenant: 'ash-yard', email: 'owner@ash-yard.example' }) });
    const method = await staff(AdminCreateDeliveryMethodDocument, {
      tenant: 'ash-yard',
      input: {
        id: 'van-local',
        name: 'Our van',
        displayName: 'Delivery by our van',
        description: 'Our own driver brings your logs.',
        courierId: 'our-vans',
        group: 'van',
        price: 15,
        perPackagePrice: null,
        packageWeightGrams: 500_000,
        maxPackagesPerConsignment: null,
        minWeightGrams: 0,
        maxWeightGrams: 1_500_000,
        freeOver: null,
        salesChannelFreeOver: null,
        surcharge: 0,
        vatRatePercent: 5,
        surchargeVatRatePercent: 20,
        zones: [{ zone: 'mainland', surcharge: 0, transitMin: 1, transitMax: 3 }],
        handlingDays: 0,
        deliveryWeekdays: [1, 2, 3, 4, 5],
        generateCount: 10,
        priority: 1,
        sort: 10,
        timedEnabled: false,
        timedDisplayType: 'buttons',
        slots: [],
        deliveryDateDisplayFormat: 'EEEE d MMMM',
      },
    });
    expect(method.errors).toBeUndefined();
    const product = await staff(AdminCreateProductDocument, {
      tenant: 'ash-yard',
      input: {
        sku: 'LOG-OAK-STD',
        name: 'Oak logs – Standard crate',
        fullName: 'Kiln-dried oak logs, standard crate',
        vatClass: 'UK-DOMESTIC-FUEL',
        weightKg: 300,
        deliveryClass: 'van',
        price: 120,
        listPrice: 120,
        stockOnHand: 5,
        presaleDate: null,
        presaleLimit: null,
        alternateSku: null,
        suggestions: [],
        pageUrl: '/firewood/oak/standard-crate',
      },
    });
    expect(product.errors).toBeUndefined();

    const guest = shop.client({ apiKey: storefrontKey });
    const orderId = await payableOrder(guest, [['LOG-OAK-STD', 1]], 'first.customer@example.com', ashYard);
    const paid = await guest(PayForOrderDocument, {
      ...ashYard,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.placeOrder).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    // £120 of logs at 5% and £15 of van delivery, whose VAT follows the goods.
    expect(paid.data!.placeOrder.amountDue).toBe(135);

    const root = mkdtempSync(join(tmpdir(), 'hearth-facts-'));
    try {
      mkdirSync(join(root, 'src/lib/seo'), { recursive: true });
      await writeBuildFacts(root, shop.db, { PUBLIC_SHOP_CHANNEL: 'ash-yard/uk-web' }, NOW);
      const facts = JSON.parse(readFileSync(join(root, 'src/lib/seo/catalogue-facts.json'), 'utf8'));
      expect(Object.keys(facts)).toEqual(['LOG-OAK-STD']);
      expect(facts['LOG-OAK-STD']).toMatchObject({ name: 'Kiln-dried oak logs, standard crate', pricePence: 12000, inStock: true });
      const contact = JSON.parse(readFileSync(join(root, 'src/lib/seo/shop-contact.json'), 'utf8'));
      expect(contact.legalName).toBe('Oak Logs Ltd');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
