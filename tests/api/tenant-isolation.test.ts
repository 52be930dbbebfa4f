import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { ADD_TO_CART, apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';

/** Every row an order call could touch, to prove a refused call changed none of them. */
async function snapshot(db: Kysely<Database>) {
  return {
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_item').selectAll().orderBy('id').execute(),
    addresses: await db.selectFrom('order_address').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('cart_link').selectAll().orderBy('id').execute(),
  };
}

const address = { addressType: 'shipping', firstName: 'R', lastName: 'R', line1: '1 Road', city: 'Leeds', postCode: 'LS1 1AA', countryCode: 'GB' };

// Each order-scoped call, aimed at an order id. A caller of another tenant must get
// "not found" (or null): it must not learn that the order exists, let alone change it.
const calls: [string, string, Record<string, unknown>][] = [
  ['getOrder', `query($o: ID!) { r: getOrder(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['getAndValidateOrder', `query($o: ID!) { r: getAndValidateOrder(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['getCartSuggestedProducts', `query($o: ID!) { r: getCartSuggestedProducts(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { product } }`, {}],
  ['addToCart', `mutation($o: ID!) { r: addToCart(orderId: $o, skuId: "KIN-NET-10L", quantity: 1, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['editOrderItem', `mutation($o: ID!, $i: ID!) { r: editOrderItem(orderId: $o, orderItemId: $i, quantity: 2, tenant: "hearth", salesChannel: "uk-web") { id } }`, { needsItem: true }],
  ['removeOrderItem', `mutation($o: ID!, $i: ID!) { r: removeOrderItem(orderId: $o, orderItemId: $i, tenant: "hearth", salesChannel: "uk-web") { id } }`, { needsItem: true }],
  ['createCartLink', `mutation($o: ID!) { r: createCartLink(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['createOrderFromCartLink', `mutation($l: ID!) { r: createOrderFromCartLink(id: $l, tenant: "hearth", salesChannel: "uk-web") { id } }`, { needsLink: true }],
  ['addCustomerOrder', `mutation($o: ID!) { r: addCustomerOrder(orderId: $o, customer: { email: "x@example.com" }, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['updateOrder', `mutation($o: ID!) { r: updateOrder(id: $o, data: { orderNotes: "hello" }, tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
  ['addEditOrderAddress', `mutation($o: ID!, $a: [OrderAddressInput!]!) { r: addEditOrderAddress(orderId: $o, address: $a, tenant: "hearth", salesChannel: "uk-web") { id } }`, { needsAddress: true }],
  ['updateDiscountAmount', `mutation($o: ID!) { r: updateDiscountAmount(orderId: $o, couponCode: "FREEDELIVERY", tenant: "hearth", salesChannel: "uk-web") { id } }`, {}],
];

describe.each(backends)('tenant isolation of order calls on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let rivalOrder: string;
  let rivalItem: string;
  let rivalLink: string;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await db.insertInto('tenant').values({ id: 'rival', name: 'Rival' }).execute();
    await db.insertInto('sales_channel').values({ id: 'rival-web', tenant_id: 'rival', name: 'Rival', brand: 'Rival', currency_code: 'GBP' }).execute();
    await db.insertInto('api_key').values({ key: 'rival-key', tenant_id: 'rival', sales_channel_id: 'rival-web', description: 'test' }).execute();
    // A hearth cart the rival will aim at.
    const cart = (await apiClient(db)(ADD_TO_CART, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart;
    rivalOrder = cart.id;
    rivalItem = cart.orderItems[0].id;
    rivalLink = (await apiClient(db)(`mutation($o: ID!) { createCartLink(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { id } }`, { o: rivalOrder })).data!.createCartLink.id;
  });
  afterAll(() => dispose());

  it.each(calls)('%s with another tenant\'s key is refused and changes nothing', async (_, query, needs) => {
    const before = await snapshot(db);
    const rival = apiClient(db, { apiKey: 'rival-key' });
    const variables = { o: rivalOrder, ...(needs.needsItem ? { i: rivalItem } : {}), ...(needs.needsAddress ? { a: [address] } : {}), ...(needs.needsLink ? { l: rivalLink } : {}) };
    const result = await rival(query, variables);
    // The rival's key may not name the hearth tenant at all.
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(db)).toEqual(before);
  });

  it.each(calls)('%s aimed at the order under the rival\'s own tenant finds nothing', async (_, query, needs) => {
    const before = await snapshot(db);
    const rival = apiClient(db, { apiKey: 'rival-key' });
    const own = query.replaceAll('tenant: "hearth", salesChannel: "uk-web"', 'tenant: "rival", salesChannel: "rival-web"');
    const variables = { o: rivalOrder, ...(needs.needsItem ? { i: rivalItem } : {}), ...(needs.needsAddress ? { a: [address] } : {}), ...(needs.needsLink ? { l: rivalLink } : {}) };
    const result = await rival(own, variables);
    const refusedAsMissing = result.errors?.[0]?.extensions?.code === 'NOT_FOUND';
    expect(refusedAsMissing || result.data?.r === null).toBe(true);
    expect(await snapshot(db)).toEqual(before);
  });
});
