import { secretHash } from '../../commerce/hashed-secret.ts';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import {
  AddToCartLinesDocument,
  EditLineQuantityDocument,
  GetCartLinesDocument,
  GetOrderIdDocument,
  RemoveLineDocument,
  type AddToCartLinesMutationVariables,
} from './gql/graphql.ts';

const RIVAL = { tenant: 'rival', salesChannel: 'rival-web', key: 'rival-storefront' };

async function seedRivalTenant(db: Kysely<Database>) {
  await db.insertInto('tenant').values({ id: RIVAL.tenant, name: 'Rival Fuels' }).execute();
  await db
    .insertInto('sales_channel')
    .values({ id: RIVAL.salesChannel, tenant_id: RIVAL.tenant, name: 'Rival web', brand: 'Rival', currency_code: 'GBP' })
    .execute();
  await db
    .insertInto('api_key')
    .values({ key_hash: secretHash(RIVAL.key), tenant_id: RIVAL.tenant, sales_channel_id: RIVAL.salesChannel, description: 'test' })
    .execute();
  await db
    .insertInto('product')
    .values({
      tenant_id: RIVAL.tenant,
      id: 'LOG-ASH-FULL',
      sku_name: 'Rival ash',
      short_name: 'Rival ash',
      current_price_pence: 100,
      list_price_pence: 100,
      vat_rate_basis_points: 500,
      weight_grams: 1000,
      on_hand: 5,
      presale_date: null,
      presale_limit: null,
      alternate_product_id: null,
      image_url: '/x.svg',
      product_url: '/x',
      sort: 0,
    })
    .execute();
}

/** Everything a failed call must leave untouched. */
async function snapshot(db: Kysely<Database>) {
  const orders = await db.selectFrom('orders').select(['id', 'version', 'status']).orderBy('id').execute();
  const items = await db.selectFrom('order_item').select(['id', 'order_id', 'quantity']).orderBy('id').execute();
  return { orders, items };
}

describe.each(backends)('cart on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const { api } = shop;

  async function newCart(skuId = 'LOG-ASH-FULL', quantity = 1) {
    const result = await api(AddToCartLinesDocument, { ...scope, skuId, quantity });
    expect(result.errors).toBeUndefined();
    return result.data!.addToCart;
  }

  it('adds to a new guest cart, writes it, and prices it in pounds with VAT included', async () => {
    const result = await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 2, gtagClientId: '123.456' });
    expect(result.errors).toBeUndefined();
    const order = result.data!.addToCart;
    expect(order).toMatchObject({
      status: 'shoppingCart',
      guest: true,
      errors: [],
      itemsCount: 2,
      subTotalAmount: 438,
      totalAmount: 438,
      totalTax: 20.86,
      totalWeight: 840,
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        skuId: 'LOG-ASH-FULL',
        code: 'LOG-ASH-FULL',
        quantity: 2,
        unitAmount: 219,
        totalAmount: 438,
        totalTaxAmount: 20.86,
        productUrl: '/firewood/ash/full-crate',
      }),
    ]);
    expect(JSON.parse(order.orderItems[0]!.imageUrl!)).toEqual({ url: '/media/products/ash-logs.svg' });

    const stored = await shop.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ tenant_id: 'hearth', sales_channel_id: 'uk-web', gtag_client_id: '123.456', guest: true });
    const lines = await shop.db.selectFrom('order_item').selectAll().where('order_id', '=', order.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, unit_price_pence: 21900, vat_rate_basis_points: 500 });
  });

  it('raises the quantity when the same product is added again and adds a line for another', async () => {
    const cart = await newCart('LOG-ASH-FULL', 1);
    await api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'LOG-ASH-FULL', quantity: 2 });
    const result = await api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'ACC-FIRELIGHTER-100', quantity: 1 });
    const order = result.data!.addToCart;
    expect(order.id).toBe(cart.id);
    expect(order.orderItems.map((i) => [i.code, i.quantity])).toEqual([
      ['LOG-ASH-FULL', 3],
      ['ACC-FIRELIGHTER-100', 1],
    ]);
    // 3 x £219 at 5% VAT and £12.99 at 20% VAT: each line's VAT is what its gross contains.
    expect(order.subTotalAmount).toBe(669.99);
    expect(order.orderItems[1]!.totalTaxAmount).toBe(2.17);
    expect(order.totalTax).toBe(31.29 + 2.17);
  });

  it('reads the cart back with getOrder', async () => {
    const cart = await newCart('KIN-NET-10L', 4);
    const result = await api(GetCartLinesDocument, { ...scope, orderId: cart.id });
    expect(result.data!.getOrder).toEqual(cart);
  });

  const refusals: [string, Partial<AddToCartLinesMutationVariables>, string, RegExp][] = [
    ['quantity 0', { quantity: 0 }, 'BAD_USER_INPUT', /at least 1/],
    ['a negative quantity', { quantity: -3 }, 'BAD_USER_INPUT', /at least 1/],
    ['more than is in stock', { quantity: 36 }, 'BAD_USER_INPUT', /Only 35 .* available/],
    ['more than one line may hold', { skuId: 'KIN-NET-10L', quantity: 100 }, 'BAD_USER_INPUT', /at most 99/],
    ['an absurd quantity', { quantity: 2 ** 31 }, 'BAD_USER_INPUT', /32-bit/],
    ['an unknown SKU', { skuId: 'LOG-OAK-FULL' }, 'NOT_FOUND', /no product with the code LOG-OAK-FULL/],
    ['a malformed SKU', { skuId: "x'; drop table orders;--" }, 'BAD_USER_INPUT', /skuId: must be a product code/],
    ['an unknown order id', { orderId: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND', /cart does not exist/],
    ['an order id that is not an id', { orderId: 'abc' }, 'BAD_USER_INPUT', /orderId: must be the id of a cart/],
    ['another tenant in the arguments', { tenant: 'rival', salesChannel: 'rival-web' }, 'FORBIDDEN', /may not act for that tenant/],
  ];

  it.each(refusals)('refuses %s with a clear error and writes nothing', async (_, overrides, code, message) => {
    const existing = await newCart('LOG-ASH-FULL', 1);
    const before = await snapshot(shop.db);
    const result = await api(AddToCartLinesDocument, { ...scope, orderId: existing.id, skuId: 'LOG-ASH-FULL', quantity: 1, ...overrides });
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(await snapshot(shop.db)).toEqual(before);
  });

  it('refuses a new cart for an unknown SKU without leaving an empty cart behind', async () => {
    const before = await snapshot(shop.db);
    const result = await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-OAK-FULL', quantity: 1 });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await snapshot(shop.db)).toEqual(before);
  });

  it('refuses an add that would take a line past the stock, keeping the line as it was', async () => {
    const cart = await newCart('LOG-ASH-FULL', 30);
    const result = await api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'LOG-ASH-FULL', quantity: 6 });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'NOT_ENOUGH_STOCK', available: 35 } });
    const line = await shop.db.selectFrom('order_item').select('quantity').where('order_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(line.quantity).toBe(30);
  });

  it('asks for the API key when none is sent', async () => {
    const anonymous = shop.client({ apiKey: null });
    const result = await anonymous(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' }, message: expect.stringMatching(/x-api-key/) });
  });

  it("never reads or changes another tenant's cart", async () => {
    const rival = shop.client({ apiKey: RIVAL.key });
    const rivalCart = (
      await rival(AddToCartLinesDocument, { tenant: RIVAL.tenant, salesChannel: RIVAL.salesChannel, skuId: 'LOG-ASH-FULL', quantity: 1 })
    ).data!.addToCart;
    expect(rivalCart.subTotalAmount).toBe(1);

    const before = await snapshot(shop.db);
    const add = await api(AddToCartLinesDocument, { ...scope, orderId: rivalCart.id, skuId: 'LOG-ASH-FULL', quantity: 1 });
    expect(add.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const read = await api(GetOrderIdDocument, { ...scope, orderId: rivalCart.id });
    expect(read.data?.getOrder).toBeNull();
    const forged = await api(GetOrderIdDocument, { tenant: RIVAL.tenant, salesChannel: RIVAL.salesChannel, orderId: rivalCart.id });
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(shop.db)).toEqual(before);
  });

  it('changes and removes lines', async () => {
    const cart = await newCart('LOG-BIR-STD', 1);
    const withKindling = (await api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'KIN-NET-10L', quantity: 1 })).data!
      .addToCart;
    const logs = withKindling.orderItems[0]!;

    const edited = await api(EditLineQuantityDocument, { ...scope, orderId: cart.id, orderItemId: logs.id, quantity: 3 });
    expect(edited.data!.editOrderItem).toEqual({ itemsCount: 4, subTotalAmount: 3 * 159 + 7.99 });

    const tooMany = await api(EditLineQuantityDocument, { ...scope, orderId: cart.id, orderItemId: logs.id, quantity: 31 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const removed = await api(RemoveLineDocument, { ...scope, orderId: cart.id, orderItemId: logs.id });
    expect(removed.data!.removeOrderItem.orderItems).toEqual([{ code: 'KIN-NET-10L' }]);

    const again = await api(RemoveLineDocument, { ...scope, orderId: cart.id, orderItemId: logs.id });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: 'That line is no longer in the cart.' });
  });

  it('refuses to change an order that is no longer a cart', async () => {
    const cart = await newCart('KIN-NET-10L', 1);
    await shop.db.updateTable('orders').set({ status: 'placed' }).where('id', '=', cart.id).execute();
    const result = await api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'KIN-NET-10L', quantity: 1 });
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const line = await shop.db.selectFrom('order_item').select('quantity').where('order_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(line.quantity).toBe(1);
  });

  it('loses no update when many adds to one cart arrive at once', async () => {
    const cart = await newCart('KIN-NET-10L', 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(AddToCartLinesDocument, { ...scope, orderId: cart.id, skuId: 'KIN-NET-10L', quantity: 1 })),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const stored = await shop.db.selectFrom('orders').select('version').where('id', '=', cart.id).executeTakeFirstOrThrow();
    const line = await shop.db.selectFrom('order_item').select('quantity').where('order_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(line.quantity).toBe(21);
    expect(stored.version).toBe(21);
  });
});
