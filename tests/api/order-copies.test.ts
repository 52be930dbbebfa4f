import { describe, expect, it } from 'vitest';
import { CreateCartLinkDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { insertOrderAddress } from '../fixtures/store-rows.ts';
import {
  AddToCartLinesDocument,
  CopyCartFromLinkDocument,
  FindOrderByNumberDocument,
  ReorderLinesDocument,
  ValidateCartLinesDocument,
  type FindOrderByNumberQueryVariables,
} from './gql/graphql.ts';

describe.each(backends)('cart links, reorder, validation and lookup on $name', (backend) => {
  const shop = useShop(backend);
  const { api: call } = shop;

  async function cartWith(lines: [string, number][]) {
    let orderId: string | undefined;
    for (const [skuId, quantity] of lines) {
      const result = await call(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(result.errors).toBeUndefined();
      orderId = result.data!.addToCart.id;
    }
    return orderId!;
  }

  /** A delivery address on the order itself, as checkout leaves it. */
  const addShippingAddress = (orderId: string, postCode: string) =>
    insertOrderAddress(shop.db, {
      order_id: orderId,
      address_type: 'shipping',
      first_name: 'A',
      last_name: 'B',
      line1: '1 Road',
      city: 'Town',
      post_code: postCode,
      country_code: 'GB',
    });

  const fromLink = (id: string) => call(CopyCartFromLinkDocument, { ...scope, id });
  // The basket's own share-link call.
  const linkFor = async (orderId: string) => (await call(CreateCartLinkDocument, { ...scope, orderId })).data!.createCartLink;

  it('shares a cart under a link id that is not the cart id, the same link each time', async () => {
    const orderId = await cartWith([['KIN-NET-10L', 1]]);
    const link = await linkFor(orderId);
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.path).toBe(`/cart/${link.id}`);
    expect(link.id).not.toContain(orderId.slice(0, 8));
    expect(await linkFor(orderId)).toEqual(link);
    // The cart id itself no longer works as a link, so a shared link can never be used to read the cart.
    const byCartId = await fromLink(orderId);
    expect(byCartId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('makes a new cart with the same lines from a cart link, leaving the original alone', async () => {
    const shared = await cartWith([
      ['LOG-BIR-FULL', 2],
      ['KIN-NET-10L', 3],
    ]);
    await addShippingAddress(shared, 'LE12 6UZ');
    const copy = (await fromLink((await linkFor(shared)).id)).data!.createOrderFromCartLink;
    expect(copy.id).not.toBe(shared);
    expect(copy.errors).toEqual([]);
    expect(copy.orderItems.map((i) => [i.code, i.quantity])).toEqual([
      ['LOG-BIR-FULL', 2],
      ['KIN-NET-10L', 3],
    ]);
    expect(await shop.db.selectFrom('order_address').select('id').where('order_id', '=', copy.id).execute()).toEqual([]);
    const original = await shop.db
      .selectFrom('order_item')
      .select(['product_id', 'quantity'])
      .where('order_id', '=', shared)
      .orderBy('position')
      .execute();
    expect(original).toEqual([
      { product_id: 'LOG-BIR-FULL', quantity: 2 },
      { product_id: 'KIN-NET-10L', quantity: 3 },
    ]);
  });

  it('copies what it can and says what sold out', async () => {
    const shared = await cartWith([
      ['LOG-ASH-MAX', 2],
      ['KIN-NET-10L', 1],
    ]);
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', 'LOG-ASH-MAX').execute();
    try {
      const copy = (await fromLink((await linkFor(shared)).id)).data!.createOrderFromCartLink;
      expect(copy.orderItems.map((i) => i.code)).toEqual(['KIN-NET-10L']);
      expect(copy.errors).toEqual(['Ash logs – Max crate: Ash logs – Max crate is out of stock.']);
    } finally {
      await shop.db.updateTable('product').set({ on_hand: 18 }).where('id', '=', 'LOG-ASH-MAX').execute();
    }
  });

  it('says a broken cart link is broken', async () => {
    const result = await fromLink('AAAAAAAAAAAAAAAAAAAAAA');
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: expect.stringMatching(/link does not work/) });
  });

  it('reorders several lines into one new cart', async () => {
    const line = (skuId: string, quantity: number) => ({ ...scope, skuId, quantity });
    const result = await call(ReorderLinesDocument, {
      input: [line('PEL-FP-6MM-750', 1), line('ACC-FIRELIGHTER-100', 2), line('NOT-SOLD', 1)],
    });
    expect(result.errors).toBeUndefined();
    const order = result.data!.reOrder;
    expect(order.orderItems.map((i) => [i.code, i.quantity])).toEqual([
      ['PEL-FP-6MM-750', 1],
      ['ACC-FIRELIGHTER-100', 2],
    ]);
    expect(order.errors).toEqual(['NOT-SOLD: There is no product with the code NOT-SOLD.']);
    const mixed = await call(ReorderLinesDocument, { input: [line('KIN-NET-10L', 1), { ...line('KIN-NET-10L', 1), tenant: 'rival' }] });
    expect(mixed.errors?.[0]?.message).toMatch(/same tenant/);
  });

  const validate = (orderId: string) => call(ValidateCartLinesDocument, { ...scope, orderId });

  it('re-prices a cart to the catalogue and says what changed, once', async () => {
    const orderId = await cartWith([
      ['PEL-ANTE-6MM-975', 1],
      ['KIN-NET-10L', 2],
    ]);
    await shop.db.updateTable('product').set({ current_price_pence: 39900 }).where('id', '=', 'PEL-ANTE-6MM-975').execute();
    try {
      const first = (await validate(orderId)).data!.getAndValidateOrder!;
      expect(first.errors).toEqual(['The price of Ante 6mm – 975 kg has changed from £419.00 to £399.00.']);
      expect(first.subTotalAmount).toBe(399 + 2 * 7.99);
      const second = (await validate(orderId)).data!.getAndValidateOrder!;
      expect(second.errors).toEqual([]);
    } finally {
      await shop.db.updateTable('product').set({ current_price_pence: 41900 }).where('id', '=', 'PEL-ANTE-6MM-975').execute();
    }
  });

  it('reports short stock without changing the quantity the shopper chose', async () => {
    const orderId = await cartWith([['LOG-BIR-MAX', 5]]);
    await shop.db.updateTable('product').set({ on_hand: 3 }).where('id', '=', 'LOG-BIR-MAX').execute();
    try {
      const order = (await validate(orderId)).data!.getAndValidateOrder!;
      expect(order.errors).toEqual(['Only 3 of Birch logs – Max crate are available; lower the quantity to 3 or less.']);
      expect(order.orderItems[0]!.quantity).toBe(5);
    } finally {
      await shop.db.updateTable('product').set({ on_hand: 8 }).where('id', '=', 'LOG-BIR-MAX').execute();
    }
  });

  it('finds a placed order by number only with its email, never its postcode', async () => {
    const orderId = await cartWith([['KIN-NET-10L', 1]]);
    await shop.db
      .updateTable('orders')
      .set({ status: 'placed', order_number: 100234, customer_email: 'ann@example.co.uk' })
      .where('id', '=', orderId)
      .execute();
    await addShippingAddress(orderId, 'LE12 6UZ');
    const byNumber = (vars: Omit<FindOrderByNumberQueryVariables, keyof typeof scope>) =>
      call(FindOrderByNumberDocument, { ...scope, ...vars });
    // The postcode is no proof (the argument is gone); the email is.
    expect((await byNumber({ orderNumber: 100234, email: ' ann@example.co.uk ' })).data!.getOrderByNumber).toEqual({
      number: 100234,
      status: 'placed',
    });
    expect((await byNumber({ orderNumber: 100234, email: 'ANN@example.co.uk' })).data!.getOrderByNumber?.number).toBe(100234);
    expect((await byNumber({ orderNumber: 100234 })).data!.getOrderByNumber).toBeNull();
    expect((await byNumber({ orderNumber: 100234, email: 'bob@example.co.uk' })).data!.getOrderByNumber).toBeNull();
    expect((await byNumber({ orderNumber: 999999, email: 'ann@example.co.uk' })).data!.getOrderByNumber).toBeNull();
  });
});
