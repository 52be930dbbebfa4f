import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueChange, watchCatalogueChanges } from '../../commerce/catalogue/catalogue-changes.ts';
import { createRateLimits, RATE_LIMITS } from '../../commerce/limits/rate-limits.ts';
import { releaseStock } from '../../commerce/catalogue/stock-holds.store.ts';
import { sweepStockAlerts } from '../../commerce/stock-alerts/stock-alert-sweep.ts';
import type { Database, StockHold } from '../../commerce/store/tables.ts';
import { AdminProductsDocument, AdminUpdateProductDocument } from '../../src/features/admin/gql/graphql.ts';
import { GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { type ApiResult, backends, errorOf, inProcessClient, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { insertOrder, latestAuditSeq } from '../fixtures/store-rows.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AskForStockAlertDocument } from './gql/graphql.ts';

const tenant = scope.tenant;
const CRATE = 'LOG-ASH-STD';
const BAG = 'PEL-BULK-1000';

/** The seed's standard ash crate as the desk would send it back unchanged, with `change` on top. */
const edit = (
  change: Partial<{ price: number; listPrice: number; stockOnHand: number; presaleDate: string | null; presaleLimit: number | null }> = {},
) => ({
  tenant,
  input: { sku: CRATE, price: 99, listPrice: 99, stockOnHand: 20, presaleDate: null, presaleLimit: null, ...change },
});

/** The refusal's `field` and every problem, as the desk's form reads them. */
const refusalOf = (result: ApiResult<unknown>) => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, field: error?.extensions?.field, problems: error?.extensions?.problems };
};

/** A payment in progress holding `quantity` of a product, as beginPayment leaves it: the units out of stock, the attempt open. */
async function openPaymentHolding(db: Kysely<Database>, productId: string, quantity: number): Promise<StockHold[]> {
  const orderId = await insertOrder(db, null, TEST_NOW, { status: 'paymentPending' });
  const holds: StockHold[] = [{ productId, quantity, pool: 'onHand' }];
  await db
    .updateTable('product')
    .set({ on_hand: sql`on_hand - ${quantity}` })
    .where('tenant_id', '=', tenant)
    .where('id', '=', productId)
    .execute();
  await db
    .insertInto('payment_attempt')
    .values({
      id: randomUUID(),
      tenant_id: tenant,
      order_id: orderId,
      gateway_id: 'test-card',
      amount_pence: 100,
      currency_code: 'GBP',
      status: 'started',
      stock_holds: JSON.stringify(holds),
      created_at: TEST_NOW,
      updated_at: TEST_NOW,
    })
    .execute();
  return holds;
}

describe.each(backends)('the catalogue desk on $name', (backend) => {
  const shop = useShop(backend);
  const staff = () => shop.client({ token: staffIdToken() });
  const productRow = (id = CRATE) => shop.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // The audit is append-only: each test reads the entries written after it began.
  let auditFrom = '0';
  const auditRows = () =>
    shop.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject_kind', '=', 'product')
      .where('seq', '>', auditFrom)
      .orderBy('seq')
      .execute();

  beforeEach(async () => {
    auditFrom = await latestAuditSeq(shop.db);
    // An earlier test's payment holds nothing in this one.
    await shop.db.updateTable('payment_attempt').set({ status: 'failed' }).execute();
    await shop.db
      .updateTable('product')
      .set({ current_price_pence: 9900, list_price_pence: 9900, on_hand: 20, presale_date: null, presale_limit: null })
      .where('id', '=', CRATE)
      .execute();
  });

  it('sets price, list price, stock and presale, which the storefront reads at once, and audits before and after in pounds', async () => {
    const reply = await staff()(
      AdminUpdateProductDocument,
      edit({ price: 104.5, listPrice: 119, stockOnHand: 7, presaleDate: '2026-12-01', presaleLimit: 30 }),
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.adminUpdateProduct).toEqual({
      sku: CRATE,
      name: 'Ash logs – Standard crate',
      price: 104.5,
      listPrice: 119,
      stockOnHand: 7,
      heldByPayments: 0,
      available: 7,
      presaleDate: '2026-12-01',
      presaleLimit: 30,
      presaleHeldByPayments: 0,
    });
    expect(await productRow()).toMatchObject({
      current_price_pence: 10450,
      list_price_pence: 11900,
      on_hand: 7,
      presale_date: '2026-12-01',
      presale_limit: 30,
    });
    const storefront = await shop.api(GetProductDataDocument, { id: CRATE, tenant, salesChannel: scope.salesChannel });
    expect(storefront.data?.getProductData).toMatchObject({ currentPrice: 104.5, listPrice: 119 });

    const [entry, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'product.update', subject_id: CRATE, staff_email: 'staff@hearth.example' });
    expect(entry!.before).toMatchObject({ price: 99, listPrice: 99, stockOnHand: 20, presaleDate: null });
    expect(entry!.after).toMatchObject({ price: 104.5, listPrice: 119, stockOnHand: 7, presaleDate: '2026-12-01', presaleLimit: 30 });
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
  ])('refuses a %s price with the reason, changing nothing and auditing nothing', async (_, price) => {
    const reply = await staff()(AdminUpdateProductDocument, edit({ price }));
    expect(refusalOf(reply)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Enter a price above £0.00; to stop selling a product, set its stock to 0.',
      field: 'input.price',
    });
    expect((await productRow()).current_price_pence).toBe(9900);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a list price below the price, and a price finer than a penny', async () => {
    expect(refusalOf(await staff()(AdminUpdateProductDocument, edit({ price: 99, listPrice: 89 })))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.listPrice',
      message: 'The list ("was") price must be at least the price of £99.00; make them equal when there is no reduction.',
    });
    expect(refusalOf(await staff()(AdminUpdateProductDocument, edit({ price: 99.999, listPrice: 100 })))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.price',
      message: 'input.price: must have at most 2 decimals, e.g. 12.50',
    });
  });

  it('refuses a list price beyond what a price may be with the reason, rather than failing in the database', async () => {
    // £30,000,000.00 is 3,000,000,000 pence: past the integer column, which answered "Unexpected error."
    const reply = await staff()(AdminUpdateProductDocument, edit({ listPrice: 30_000_000 }));
    expect(refusalOf(reply)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.listPrice',
      message: 'Enter a list ("was") price of at most £10,000.00.',
    });
    expect((await productRow()).list_price_pence).toBe(9900);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a presale limit without a date, listing every problem of the form', async () => {
    const reply = await staff()(AdminUpdateProductDocument, edit({ price: 0, presaleLimit: 5 }));
    expect(refusalOf(reply).problems).toEqual([
      { field: 'input.price', message: 'Enter a price above £0.00; to stop selling a product, set its stock to 0.' },
      { field: 'input.presaleLimit', message: 'A presale limit needs a presale date: enter the date pre-orders ship, or clear the limit.' },
    ]);
  });

  it('counts stock with the units open payments hold, refuses a stock below them, and stores only what is free to sell', async () => {
    const holds = await openPaymentHolding(shop.db, CRATE, 3);
    const listed = (await staff()(AdminProductsDocument, { tenant })).data?.adminProducts.find((product) => product.sku === CRATE);
    expect(listed).toMatchObject({ stockOnHand: 20, heldByPayments: 3, available: 17 });

    const refused = await staff()(AdminUpdateProductDocument, edit({ stockOnHand: 2 }));
    expect(refusalOf(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.stockOnHand',
      message: 'Payments in progress hold 3 units; enter a stock of at least 3, or wait for those payments to finish.',
    });
    expect((await productRow()).on_hand).toBe(17);

    const saved = await staff()(AdminUpdateProductDocument, edit({ stockOnHand: 10 }));
    expect(saved.data?.adminUpdateProduct).toMatchObject({ stockOnHand: 10, heldByPayments: 3, available: 7 });
    // The payment fails: its units come back, and the count staff made is what is left, not 3 more.
    await shop.db.transaction().execute((tx) => releaseStock(tx, tenant, holds));
    expect((await productRow()).on_hand).toBe(10);
  });

  it('lets the back-in-stock alerts fire when staff bring a product back', async () => {
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', BAG).execute();
    await shop.api(AskForStockAlertDocument, { ...scope, productId: BAG, email: 'waiting@example.com' });
    const sweep = () => sweepStockAlerts({ db: shop.db, now: shop.clock.now });
    expect(await sweep()).toBe(0);
    const reply = await staff()(AdminUpdateProductDocument, {
      tenant,
      input: { sku: BAG, price: 379, listPrice: 379, stockOnHand: 4, presaleDate: null, presaleLimit: null },
    });
    expect(reply.errors).toBeUndefined();
    expect(await sweep()).toBe(1);
    const mail = await shop.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', 'waiting@example.com').execute();
    expect(mail).toEqual([{ subject: 'Bulk bag – 1,000 kg is back in stock' }]);
  });

  it('answers NOT_FOUND for a product the shop does not sell', async () => {
    const reply = await staff()(AdminUpdateProductDocument, { ...edit(), input: { ...edit().input, sku: 'NOPE-1' } });
    expect(errorOf(reply)).toEqual({ code: 'NOT_FOUND', message: 'There is no product NOPE-1. Reload the list and choose one from it.' });
  });

  it('refuses the storefront key and a customer before reading anything', async () => {
    expect(errorOf(await shop.api(AdminUpdateProductDocument, edit({ price: 0 })))?.code).toBe('FORBIDDEN');
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminUpdateProductDocument, edit({ price: 0 })))?.code).toBe('FORBIDDEN');
    expect((await productRow()).current_price_pence).toBe(9900);
  });
});

describe.each(backends)('a price changed at the desk on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened.dispose());

  it('sends the catalogue notice that starts the rebuild, and one for stock coming back', async () => {
    await opened.db
      .updateTable('product')
      .set({ current_price_pence: 9900, list_price_pence: 9900, on_hand: 0 })
      .where('id', '=', CRATE)
      .execute();
    const heard: CatalogueChange[] = [];
    const watch = await watchCatalogueChanges({ db: opened.db, store: opened.store }, (change) => heard.push(change), { tenant });
    try {
      const desk = inProcessClient(opened.db, {
        token: staffIdToken(),
        now: () => TEST_NOW,
        rateLimits: createRateLimits({ kind: 'memory' }, RATE_LIMITS),
      });
      const change = (input: Partial<ReturnType<typeof edit>['input']>) =>
        desk(AdminUpdateProductDocument, { tenant, input: { ...edit().input, ...input } });
      // The list price is on no static page: the first notice must be the price's.
      expect((await change({ listPrice: 120, stockOnHand: 0 })).errors).toBeUndefined();
      expect((await change({ price: 101, listPrice: 120, stockOnHand: 0 })).errors).toBeUndefined();
      expect((await change({ price: 101, listPrice: 120, stockOnHand: 6 })).errors).toBeUndefined();
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 10 });
      expect(heard.slice(0, 2)).toEqual([
        { reason: 'price', tenant, sku: CRATE },
        { reason: 'stock', tenant, sku: CRATE },
      ]);
    } finally {
      await watch.stop();
    }
  });
});
