import { secretHash } from '../../commerce/hashed-secret.ts';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { CreateCartLinkDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type ApiClient, type ApiResult } from '../fixtures/api-fixture.ts';
import {
  AddToCartLinesDocument,
  ProbeAddCustomerOrderDocument,
  ProbeAddEditOrderAddressDocument,
  ProbeAddToCartDocument,
  ProbeCreateCartLinkDocument,
  ProbeCreateOrderFromCartLinkDocument,
  ProbeEditOrderItemDocument,
  ProbeGetAndValidateOrderDocument,
  ProbeGetCartSuggestedProductsDocument,
  ProbeGetOrderDocument,
  ProbeRemoveOrderItemDocument,
  ProbeUpdateDiscountAmountDocument,
  ProbeUpdateOrderDocument,
  type OrderAddressInput,
} from './gql/graphql.ts';

/** Every row an order call could touch, to prove a refused call changed none of them. */
async function snapshot(db: Kysely<Database>) {
  return {
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_item').selectAll().orderBy('id').execute(),
    addresses: await db.selectFrom('order_address').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('cart_link').selectAll().orderBy('id').execute(),
  };
}

const address: OrderAddressInput = {
  addressType: 'shipping',
  firstName: 'R',
  lastName: 'R',
  line1: '1 Road',
  city: 'Leeds',
  postCode: 'LS1 1AA',
  countryCode: 'GB',
};

// Each order-scoped call, aimed at an order id. A caller of another tenant must get
// "not found" (or null): it must not learn that the order exists, let alone change it.
interface Target {
  tenant: string;
  salesChannel: string;
  orderId: string;
  orderItemId: string;
  link: string;
}
const RIVAL_SCOPE = { tenant: 'rival', salesChannel: 'rival-web' };
const within = ({ tenant, salesChannel }: Target) => ({ tenant, salesChannel });

const calls: [string, (api: ApiClient, target: Target) => Promise<ApiResult<{ r: unknown }>>][] = [
  ['getOrder', (api, t) => api(ProbeGetOrderDocument, { ...within(t), orderId: t.orderId })],
  ['getAndValidateOrder', (api, t) => api(ProbeGetAndValidateOrderDocument, { ...within(t), orderId: t.orderId })],
  ['getCartSuggestedProducts', (api, t) => api(ProbeGetCartSuggestedProductsDocument, { ...within(t), orderId: t.orderId })],
  ['addToCart', (api, t) => api(ProbeAddToCartDocument, { ...within(t), orderId: t.orderId })],
  ['editOrderItem', (api, t) => api(ProbeEditOrderItemDocument, { ...within(t), orderId: t.orderId, orderItemId: t.orderItemId })],
  ['removeOrderItem', (api, t) => api(ProbeRemoveOrderItemDocument, { ...within(t), orderId: t.orderId, orderItemId: t.orderItemId })],
  ['createCartLink', (api, t) => api(ProbeCreateCartLinkDocument, { ...within(t), orderId: t.orderId })],
  ['createOrderFromCartLink', (api, t) => api(ProbeCreateOrderFromCartLinkDocument, { ...within(t), id: t.link })],
  ['addCustomerOrder', (api, t) => api(ProbeAddCustomerOrderDocument, { ...within(t), orderId: t.orderId })],
  ['updateOrder', (api, t) => api(ProbeUpdateOrderDocument, { ...within(t), orderId: t.orderId })],
  ['addEditOrderAddress', (api, t) => api(ProbeAddEditOrderAddressDocument, { ...within(t), orderId: t.orderId, address: [address] })],
  ['updateDiscountAmount', (api, t) => api(ProbeUpdateDiscountAmountDocument, { ...within(t), orderId: t.orderId })],
];

/** A second shop on the same server, with its own key. */
async function seedRival(db: Kysely<Database>) {
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

describe.each(backends)('tenant isolation of order calls on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRival });
  /** The hearth cart the rival will aim at: its id, a line and a share link. */
  let hearthCart: Omit<Target, 'tenant' | 'salesChannel'>;

  beforeAll(async () => {
    const cart = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart;
    const link = (await shop.api(CreateCartLinkDocument, { ...scope, orderId: cart.id })).data!.createCartLink.id;
    hearthCart = { orderId: cart.id, orderItemId: cart.orderItems[0]!.id, link };
  });

  it.each(calls)("%s with another tenant's key is refused and changes nothing", async (_, probe) => {
    const before = await snapshot(shop.db);
    const rival = shop.client({ apiKey: 'rival-key' });
    const result = await probe(rival, { ...scope, ...hearthCart });
    // The rival's key may not name the hearth tenant at all.
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(shop.db)).toEqual(before);
  });

  it.each(calls)("%s aimed at the order under the rival's own tenant finds nothing", async (_, probe) => {
    const before = await snapshot(shop.db);
    const rival = shop.client({ apiKey: 'rival-key' });
    const result = await probe(rival, { ...RIVAL_SCOPE, ...hearthCart });
    const refusedAsMissing = result.errors?.[0]?.extensions?.code === 'NOT_FOUND';
    expect(refusedAsMissing || result.data?.r === null).toBe(true);
    expect(await snapshot(shop.db)).toEqual(before);
  });
});
