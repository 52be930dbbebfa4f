import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueChange, watchCatalogueChanges } from '../../commerce/catalogue/catalogue-changes.ts';
import { createRateLimits, RATE_LIMITS } from '../../commerce/limits/rate-limits.ts';
import {
  AdminCatalogueCsvDocument,
  AdminCatalogueDocument,
  AdminCreateProductDocument,
  AdminEditProductDocument,
  AdminImportProductsDocument,
  AdminRestoreProductDocument,
  AdminRetireProductDocument,
  type AdminProductDetailsInput,
} from '../../src/features/admin/gql/graphql.ts';
import { GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, inProcessClient, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { insertOrder, latestAuditSeq } from '../fixtures/store-rows.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AddToCartLinesDocument, GetOrderShipmentsDocument, SetOrderAddressesDocument, ValidateCartLinesDocument } from './gql/graphql.ts';

const tenant = scope.tenant;

/** A new oak crate as the desk's form sends it; each test gives it its own SKU. */
const oakCrate = (sku: string, change: Partial<AdminProductDetailsInput> = {}): AdminProductDetailsInput => ({
  sku,
  name: 'Oak logs – Standard crate',
  fullName: 'Kiln-dried oak logs, standard crate',
  vatClass: 'UK-DOMESTIC-FUEL',
  weightKg: 300,
  deliveryClass: 'van',
  price: 105.5,
  listPrice: 110,
  stockOnHand: 12,
  presaleDate: null,
  presaleLimit: null,
  alternateSku: 'LOG-ASH-STD',
  suggestions: ['KIN-NET-10L'],
  pageUrl: '/firewood/oak/standard-crate',
  ...change,
});

const SHIP_TO = [
  {
    addressType: 'shipping' as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: '1 Station Road',
    city: 'Loughborough',
    postCode: 'LE12 6UZ',
    countryCode: 'GB',
  },
];

describe.each(backends)('products made and retired at the desk on $name', (backend) => {
  const shop = useShop(backend);
  const staff = () => shop.client({ token: staffIdToken() });
  let auditFrom = '0';
  const auditRows = () =>
    shop.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject_kind', '=', 'product')
      .where('seq', '>', auditFrom)
      .orderBy('seq')
      .execute();
  const productCount = async () => (await shop.db.selectFrom('product').select('id').execute()).length;

  beforeEach(async () => {
    auditFrom = await latestAuditSeq(shop.db);
  });

  it('creates a product the storefront can put in a basket and quote delivery for, with its tax codes, and audits it', async () => {
    const created = await staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-OAK-STD') });
    expect(created.errors).toBeUndefined();
    expect(created.data?.adminCreateProduct).toMatchObject({
      sku: 'LOG-OAK-STD',
      status: 'active',
      sold: false,
      vatClass: 'UK-DOMESTIC-FUEL',
      weightKg: 300,
      deliveryClass: 'van',
      price: 105.5,
      listPrice: 110,
      stockOnHand: 12,
      alternateSku: 'LOG-ASH-STD',
      suggestions: ['KIN-NET-10L'],
      imageUrl: '/media/products/placeholder.svg',
    });
    const codes = await shop.db
      .selectFrom('product_tax_code')
      .select(['tax_code', 'rate_basis_points'])
      .where('product_id', '=', 'LOG-OAK-STD')
      .orderBy('sort')
      .execute();
    const template = await shop.db
      .selectFrom('product_tax_code')
      .select(['tax_code', 'rate_basis_points'])
      .where('product_id', '=', 'LOG-ASH-STD')
      .orderBy('sort')
      .execute();
    expect(codes).toEqual(template);

    const added = await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-OAK-STD', quantity: 2 });
    expect(added.errors).toBeUndefined();
    const cart = added.data!.addToCart;
    expect(cart.orderItems).toMatchObject([{ code: 'LOG-OAK-STD', quantity: 2, unitAmount: 105.5, totalAmount: 211 }]);
    expect(cart.totalWeight).toBe(600);
    expect((await shop.api(SetOrderAddressesDocument, { ...scope, orderId: cart.id, address: SHIP_TO })).errors).toBeUndefined();
    const quoted = (await shop.api(GetOrderShipmentsDocument, { ...scope, orderId: cart.id })).data!.getOrder!;
    expect(quoted.shipments).toHaveLength(1);
    expect(quoted.shipments[0]!.orderItems).toEqual([{ code: 'LOG-OAK-STD' }]);
    expect(quoted.shipments[0]!.availableShippingMethods.map((method) => method.id)).toContain('van-standard');
    expect(
      quoted.shipments[0]!.availableShippingMethods.find((method) => method.id === 'van-standard')!.estDeliveryDates.length,
    ).toBeGreaterThan(0);

    const [entry, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'product.create', subject_id: 'LOG-OAK-STD', before: null });
    expect(entry!.after).toMatchObject({ sku: 'LOG-OAK-STD', price: 105.5, weightKg: 300 });
  });

  it('refuses a draft with every problem named by its field, writing nothing', async () => {
    const before = await productCount();
    const reply = await staff()(AdminCreateProductDocument, {
      tenant,
      input: oakCrate('LOG-ASH-STD', { vatClass: 'ZERO', weightKg: 0, alternateSku: 'NOPE-1' }),
    });
    expect(errorOf(reply)?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions?.problems).toEqual([
      { field: 'input.sku', message: "LOG-ASH-STD is already another product's SKU (retired ones included): choose another." },
      { field: 'input.vatClass', message: 'Choose a VAT class the shop has: UK-DOMESTIC-FUEL, STANDARD.' },
      { field: 'input.weightKg', message: expect.stringMatching(/^Enter the weight in kilograms, above 0/) },
      { field: 'input.alternateSku', message: 'There is no product on sale with the SKU NOPE-1: choose one from the list, or none.' },
    ]);
    expect(await productCount()).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  it('lets one of two desks taking the same new SKU at once have it, and tells the other why', async () => {
    const [first, second] = await Promise.all([
      staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-TWIN-1') }),
      staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-TWIN-1', { name: 'Twin' }) }),
    ]);
    const refusals = [first, second].filter((reply) => reply.errors).map((reply) => errorOf(reply));
    expect(refusals).toEqual([
      { code: 'BAD_USER_INPUT', message: "LOG-TWIN-1 is already another product's SKU (retired ones included): choose another." },
    ]);
    expect((await auditRows()).map((row) => row.action)).toEqual(['product.create']);
  });

  it('renames a product never sold, moving the basket lines and suggestions that name it', async () => {
    expect((await staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-ELM-STD') })).errors).toBeUndefined();
    const cart = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ELM-STD', quantity: 1 })).data!.addToCart;
    const renamed = await staff()(AdminEditProductDocument, {
      tenant,
      sku: 'LOG-ELM-STD',
      input: oakCrate('LOG-ELM-STANDARD', { name: 'Elm logs' }),
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.adminEditProduct).toMatchObject({ sku: 'LOG-ELM-STANDARD', name: 'Elm logs' });
    const lines = (await shop.api(ValidateCartLinesDocument, { ...scope, orderId: cart.id })).data!.getAndValidateOrder!;
    expect(lines.orderItems.map((item) => item.code)).toEqual(['LOG-ELM-STANDARD']);
    expect(await shop.db.selectFrom('product_tax_code').select('id').where('product_id', '=', 'LOG-ELM-STD').execute()).toEqual([]);
  });

  it('refuses to change the SKU of a product that has been sold, with the reason', async () => {
    expect((await staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-YEW-STD') })).errors).toBeUndefined();
    const orderId = await insertOrder(shop.db, null, TEST_NOW, { status: 'placed' });
    await shop.db
      .insertInto('order_item')
      .values({
        id: randomUUID(),
        order_id: orderId,
        product_id: 'LOG-YEW-STD',
        sku_code: 'LOG-YEW-STD',
        name: 'Yew logs',
        quantity: 1,
        unit_price_pence: 10550,
        vat_rate_basis_points: 500,
        weight_grams: 300000,
        image_url: '/x.svg',
        product_url: '/x',
      })
      .execute();
    auditFrom = await latestAuditSeq(shop.db);
    const listed = (await staff()(AdminCatalogueDocument, { tenant })).data!.adminProducts.find((product) => product.sku === 'LOG-YEW-STD');
    expect(listed?.sold).toBe(true);

    const reply = await staff()(AdminEditProductDocument, { tenant, sku: 'LOG-YEW-STD', input: oakCrate('LOG-YEW-NEW') });
    expect(errorOf(reply)).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'LOG-YEW-STD has been sold, and orders and receipts name it, so its SKU cannot change. Retire it and create a new product instead.',
    });
    expect(reply.errors?.[0]?.extensions?.field).toBe('input.sku');
    expect(await shop.db.selectFrom('product').select('id').where('id', 'in', ['LOG-YEW-STD', 'LOG-YEW-NEW']).execute()).toEqual([
      { id: 'LOG-YEW-STD' },
    ]);
    // The rest of it may still change.
    const priced = await staff()(AdminEditProductDocument, { tenant, sku: 'LOG-YEW-STD', input: oakCrate('LOG-YEW-STD', { price: 99 }) });
    expect(priced.data?.adminEditProduct).toMatchObject({ sku: 'LOG-YEW-STD', price: 99 });
    expect((await auditRows()).map((row) => row.action)).toEqual(['product.update']);
  });

  it('retires a product: not found nor purchasable, a basket holding it says so on the line, and restoring brings it back', async () => {
    expect(
      (await staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-FIR-STD', { name: 'Fir logs – Standard crate' }) })).errors,
    ).toBeUndefined();
    const cart = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-FIR-STD', quantity: 1 })).data!.addToCart;
    await shop.api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'KIN-NET-10L', quantity: 1 });

    const retired = await staff()(AdminRetireProductDocument, { tenant, sku: 'LOG-FIR-STD' });
    expect(retired.data?.adminRetireProduct).toMatchObject({ status: 'retired', retiredAt: TEST_NOW.toISOString() });

    expect((await shop.api(GetProductDataDocument, { ...scope, id: 'LOG-FIR-STD' })).data?.getProductData).toBeNull();
    expect(errorOf(await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-FIR-STD', quantity: 1 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no product with the code LOG-FIR-STD.',
    });
    const validated = (await shop.api(ValidateCartLinesDocument, { ...scope, orderId: cart.id })).data!.getAndValidateOrder!;
    expect(validated.errors).toEqual(['Fir logs – Standard crate is no longer sold, so we have taken it out of your basket.']);
    expect(validated.orderItems.map((item) => item.code)).toEqual(['KIN-NET-10L']);

    // Staff still see it, with its history.
    const listed = (await staff()(AdminCatalogueDocument, { tenant })).data!.adminProducts.find((product) => product.sku === 'LOG-FIR-STD');
    expect(listed?.status).toBe('retired');

    const restored = await staff()(AdminRestoreProductDocument, { tenant, sku: 'LOG-FIR-STD' });
    expect(restored.data?.adminRestoreProduct).toMatchObject({ status: 'active', retiredAt: null });
    expect((await shop.api(GetProductDataDocument, { ...scope, id: 'LOG-FIR-STD' })).data?.getProductData).toMatchObject({
      currentPrice: 105.5,
    });
    expect((await auditRows()).map((row) => row.action)).toEqual(['product.create', 'product.retire', 'product.restore']);
  });

  it('exports every product, retired ones with their status, in a CSV that imports back unchanged', async () => {
    await staff()(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-BOX-STD', { name: 'Box, "kiln-dried"' }) });
    await staff()(AdminRetireProductDocument, { tenant, sku: 'LOG-BOX-STD' });
    const csv = (await staff()(AdminCatalogueCsvDocument, { tenant })).data!.adminCatalogueCsv;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'sku,status,name,full_name,vat_class,weight_kg,delivery_class,price,list_price,stock,presale_date,presale_limit,alternate_sku,suggestions,page_url,image_url',
    );
    expect(lines).toContain(
      'LOG-BOX-STD,retired,"Box, ""kiln-dried""","Kiln-dried oak logs, standard crate",UK-DOMESTIC-FUEL,300,van,105.50,110.00,12,,,LOG-ASH-STD,KIN-NET-10L,/firewood/oak/standard-crate,/media/products/placeholder.svg',
    );
    expect(lines.filter((line) => line !== '').length).toBe((await productCount()) + 1);

    const back = await staff()(AdminImportProductsDocument, { tenant, csv, dryRun: true });
    expect(back.data?.adminImportProducts).toMatchObject({ problems: [], created: 0, updated: 0, written: false });
  });

  it('imports only when every line is good: one bad line writes nothing and is named with its line number and reason', async () => {
    const header =
      'sku,status,name,full_name,vat_class,weight_kg,delivery_class,price,list_price,stock,presale_date,presale_limit,alternate_sku,suggestions,page_url,image_url';
    const good = (sku: string, price = '42.00') =>
      `${sku},active,Pine logs,Kiln-dried pine logs,UK-DOMESTIC-FUEL,250,van,${price},${price},5,,,,,/firewood/pine,/media/products/ash-logs.svg`;
    const csv = [header, good('LOG-PINE-1'), good('LOG-PINE-2', '0.00'), good('LOG-PINE-3'), ''].join('\r\n');
    const before = await productCount();

    const dry = await staff()(AdminImportProductsDocument, { tenant, csv, dryRun: true });
    expect(dry.data?.adminImportProducts).toEqual({
      dryRun: true,
      written: false,
      created: 3,
      updated: 0,
      unchanged: 0,
      lines: [
        { line: 2, sku: 'LOG-PINE-1', change: 'create', retired: false },
        { line: 3, sku: 'LOG-PINE-2', change: 'create', retired: false },
        { line: 4, sku: 'LOG-PINE-3', change: 'create', retired: false },
      ],
      problems: [
        {
          line: 3,
          sku: 'LOG-PINE-2',
          column: 'price',
          message: 'price: Enter a price above £0.00; to stop selling a product, set its stock to 0.',
        },
      ],
    });
    const real = await staff()(AdminImportProductsDocument, { tenant, csv, dryRun: false });
    expect(real.data?.adminImportProducts).toMatchObject({ written: false, problems: [{ line: 3 }] });
    expect(await productCount()).toBe(before);
    expect(await auditRows()).toEqual([]);

    const fixed = csv.replace('0.00,0.00', '41.00,41.00');
    const written = await staff()(AdminImportProductsDocument, { tenant, csv: fixed, dryRun: false });
    expect(written.data?.adminImportProducts).toMatchObject({ written: true, created: 3, problems: [] });
    expect(await productCount()).toBe(before + 3);
    expect((await auditRows()).map((row) => [row.action, row.subject_id, row.reason])).toEqual([
      ['product.create', 'LOG-PINE-1', 'CSV import, line 2'],
      ['product.create', 'LOG-PINE-2', 'CSV import, line 3'],
      ['product.create', 'LOG-PINE-3', 'CSV import, line 4'],
    ]);
    expect((await shop.api(GetProductDataDocument, { ...scope, id: 'LOG-PINE-2' })).data?.getProductData).toMatchObject({
      currentPrice: 41,
    });
  });

  it('refuses a CSV over the size limit, and a file whose quoting is broken, naming the line', async () => {
    const tooBig = await staff()(AdminImportProductsDocument, { tenant, csv: 'x'.repeat(90_001), dryRun: true });
    expect(errorOf(tooBig)?.message).toBe('csv: is longer than 90,000 characters: import the catalogue in parts');
    const broken = await staff()(AdminImportProductsDocument, { tenant, csv: 'sku\r\n"LOG-1\r\n', dryRun: true });
    expect(broken.data?.adminImportProducts.problems).toEqual([
      { line: 2, sku: null, column: null, message: 'A quoted field is never closed: add the closing double quote.' },
    ]);
  });

  it('refuses the storefront key and a customer token on every product call', async () => {
    const customer = await shop.customer();
    const before = await productCount();
    for (const caller of [shop.api, customer.api]) {
      expect(errorOf(await caller(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-NOT-STAFF') }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminRetireProductDocument, { tenant, sku: 'LOG-ASH-STD' }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminImportProductsDocument, { tenant, csv: 'sku', dryRun: false }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminCatalogueCsvDocument, { tenant }))?.code).toBe('FORBIDDEN');
    }
    expect(await productCount()).toBe(before);
    const ash = await shop.db.selectFrom('product').select('retired_at').where('id', '=', 'LOG-ASH-STD').executeTakeFirstOrThrow();
    expect(ash.retired_at).toBeNull();
  });
});

describe.each(backends)('a product retired or added at the desk on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened.dispose());

  it('sends the catalogue notices that start the rebuild', async () => {
    const heard: CatalogueChange[] = [];
    const watch = await watchCatalogueChanges({ db: opened.db, store: opened.store }, (change) => heard.push(change), { tenant });
    try {
      const desk = inProcessClient(opened.db, {
        token: staffIdToken(),
        now: () => TEST_NOW,
        rateLimits: createRateLimits({ kind: 'memory' }, RATE_LIMITS),
      });
      expect((await desk(AdminCreateProductDocument, { tenant, input: oakCrate('LOG-NEW-1') })).errors).toBeUndefined();
      expect((await desk(AdminRetireProductDocument, { tenant, sku: 'LOG-NEW-1' })).errors).toBeUndefined();
      expect((await desk(AdminRestoreProductDocument, { tenant, sku: 'LOG-NEW-1' })).errors).toBeUndefined();
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 10 });
      expect(heard.slice(0, 3)).toEqual([
        { reason: 'added', tenant, sku: 'LOG-NEW-1' },
        { reason: 'removed', tenant, sku: 'LOG-NEW-1' },
        { reason: 'added', tenant, sku: 'LOG-NEW-1' },
      ]);
    } finally {
      await watch.stop();
    }
  });
});
