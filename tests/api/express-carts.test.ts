import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { EXPRESS_CART_KEPT_MS, sweepLeftExpressCarts } from '../../commerce/checkout/index.ts';
import { abandonChallenge } from '../../commerce/payments/pay-order.ts';
import { paymentRegistry, type PaymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { TEST_WALLETS, testWalletProvider } from '../../dev/test-card/wallet-provider.ts';
import {
  GetOrderDocument,
  PlaceExpressOrderDocument,
  QuoteExpressDeliveryDocument,
  StartExpressCartDocument,
} from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { BROWSER, testCardToken } from '../fixtures/payable-order.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { AddToCartLinesDocument, MyOrdersDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';
const WALLET = 'test-apple-pay';
const SKU = 'LOG-ASH-STD';
const SHEET = {
  email: 'wren.wallet@example.com',
  givenName: 'Wren',
  familyName: 'Wallet',
  phone: null,
  addressLines: ['1 Test Wallet Lane'],
  town: 'Bath',
  postcode: 'BA1 1AA',
  countryCode: 'GB',
};

const enableWallet = (db: Kysely<Database>) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', WALLET).execute();

// A product page's express checkout buys in a cart of its own, made on the press. Such carts are
// marked, so they are never the shopper's basket, hold no stock, are reused by the next press for
// the same product and quantity, and are deleted by the sweep once left unpaid for an hour.
describe.each(backends)('express carts on $name', (backend) => {
  const shop = useShop(backend, { now: NOW, setUp: enableWallet });
  let call: ApiClient;
  let payments: PaymentRegistry;
  beforeAll(() => {
    payments = paymentRegistry(
      [
        testCardProvider(shop.db, shop.clock.now),
        testWalletProvider(shop.db, shop.clock.now, TEST_WALLETS[0]!, { origin: 'http://127.0.0.1:9' }),
      ],
      { siteOrigin: 'https://shop.test', shopOrigins: ['https://shop.test'] },
    );
    call = shop.client({ payments });
  });

  const start = (quantity: number, reuseOrderId: string | null = null, client = call) =>
    client(StartExpressCartDocument, { ...scope, skuId: SKU, quantity, reuseOrderId });
  const row = (id: string) =>
    shop.db.selectFrom('orders').select(['express_cart', 'status', 'customer_id']).where('id', '=', id).executeTakeFirst();
  const onHand = async () =>
    (await shop.db.selectFrom('product').select('on_hand').where('id', '=', SKU).executeTakeFirstOrThrow()).on_hand;

  /** Pays the express cart from the sheet with this test card; answers the reply. */
  async function payFromSheet(orderId: string, card: string, client = call, amountSeen?: number) {
    const quoted = (
      await client(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: SHEET.postcode, countryCode: 'GB' } })
    ).data!.quoteExpressDelivery;
    const paymentData = JSON.stringify({
      cardToken: testCardToken(card),
      browserDetails: BROWSER,
      expectedAmountDue: amountSeen ?? quoted.amountDue,
    });
    return client(PlaceExpressOrderDocument, { ...scope, orderId, paymentGatewayId: WALLET, paymentData, sheet: SHEET });
  }

  /** What the cart keeps of who it was for: its contact columns and its addresses, as stored and as its id reads them. */
  async function personalDataOf(orderId: string) {
    const contact = await shop.db
      .selectFrom('orders')
      .select(['customer_email', 'customer_first_name', 'customer_last_name', 'customer_phone'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const addresses = await shop.db.selectFrom('order_address').select('address_type').where('order_id', '=', orderId).execute();
    const read = (await shop.client()(GetOrderDocument, { ...scope, orderId })).data!.getOrder;
    expect(read?.id).toBe(orderId);
    return { contact, addresses, read: JSON.stringify([read?.customer, read?.billingAddress, read?.shippingAddress]) };
  }
  const FORGOTTEN = {
    contact: { customer_email: null, customer_first_name: null, customer_last_name: null, customer_phone: null },
    addresses: [],
  };

  it('makes a marked cart of just this product, holding no stock; the next press for the same product and quantity reuses it, another quantity does not', async () => {
    const stockBefore = await onHand();
    const first = await start(2);
    expect(first.errors).toBeUndefined();
    const cart = first.data!.startExpressCart;
    expect(cart.orderItems.map((line) => [line.code, line.quantity])).toEqual([[SKU, 2]]);
    expect(await row(cart.id)).toMatchObject({ express_cart: true, status: 'shoppingCart' });
    expect(await onHand()).toBe(stockBefore);

    const again = await start(2, cart.id);
    expect(again.data!.startExpressCart.id).toBe(cart.id);
    const more = await start(3, cart.id);
    expect(more.data!.startExpressCart.id).not.toBe(cart.id);
    expect(more.data!.startExpressCart.orderItems.map((line) => [line.code, line.quantity])).toEqual([[SKU, 3]]);

    // A basket is never taken for an express cart, even when its id is sent.
    const basket = (await call(AddToCartLinesDocument, { ...scope, skuId: SKU, quantity: 2 })).data!.addToCart.id;
    expect(await row(basket)).toMatchObject({ express_cart: false });
    expect((await start(2, basket)).data!.startExpressCart.id).not.toBe(basket);
    // A quantity the shop cannot sell is refused as adding it to a basket is.
    expect(errorOf(await start(100_000))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("never reuses another shopper's cart, and a customer's express carts are not among their open carts", async () => {
    const customer = await shop.customer();
    const theirs = (await start(1, null, customer.api)).data!.startExpressCart.id;
    expect(await row(theirs)).toMatchObject({ express_cart: true, customer_id: customer.row.id });
    // A guest holding the id makes a cart of their own.
    const guests = (await start(1, theirs)).data!.startExpressCart.id;
    expect(guests).not.toBe(theirs);
    expect((await row(guests))!.customer_id).toBeNull();
    // And the customer's own press finds theirs again, not the guest's.
    expect((await start(1, guests, customer.api)).data!.startExpressCart.id).not.toBe(guests);
    expect((await start(1, theirs, customer.api)).data!.startExpressCart.id).toBe(theirs);

    const basket = (await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'PEL-FP-6MM-375', quantity: 1 })).data!.addToCart.id;
    const open = (await customer.api(MyOrdersDocument, { ...scope, status: 'shoppingCart' })).data!.getCustomerOrders.data.map((o) => o.id);
    expect(open).toEqual([basket]);
  });

  it("a guest's express cart forgets the sheet's contact and address when its payment is declined, and keeps its line for the next press", async () => {
    const orderId = (await start(2)).data!.startExpressCart.id;
    const failed = await payFromSheet(orderId, TEST_CARDS.declined);
    expect(errorOf(failed)?.code).toBeDefined();
    expect(await shop.db.selectFrom('payment_attempt').select('status').where('order_id', '=', orderId).execute()).toEqual([
      { status: 'failed' },
    ]);
    const kept = await personalDataOf(orderId);
    expect(kept).toMatchObject(FORGOTTEN);
    expect(kept.read).not.toMatch(/wren|wallet lane|BA1/i);
    expect(await row(orderId)).toMatchObject({ express_cart: true, status: 'shoppingCart' });

    // The next press reuses the cart; its sheet gives the details again and pays.
    expect((await start(2, orderId)).data!.startExpressCart.id).toBe(orderId);
    const paid = await payFromSheet(orderId, TEST_CARDS.approved);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.placeExpressOrder).toMatchObject({ status: 'placed', customer: { email: SHEET.email } });
    expect((await personalDataOf(orderId)).addresses).toHaveLength(2);
  });

  it("a guest's express cart forgets them when its bank check is abandoned, in the settlement that records it", async () => {
    const orderId = (await start(1)).data!.startExpressCart.id;
    const challenged = await payFromSheet(orderId, TEST_CARDS.threeDSecure);
    expect(challenged.data!.placeExpressOrder.status).toBe('paymentPending');
    // While the payment is under way the order keeps what it is being paid for.
    expect((await personalDataOf(orderId)).contact.customer_email).toBe(SHEET.email);

    const attempt = await shop.db.selectFrom('payment_attempt').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(await abandonChallenge({ db: shop.db, now: shop.clock.now, payments }, attempt)).toBe(true);
    expect(await shop.db.selectFrom('payment_attempt').select(['status', 'failure_reason']).where('id', '=', attempt.id).execute()).toEqual(
      [{ status: 'failed', failure_reason: 'abandoned' }],
    );
    expect(await personalDataOf(orderId)).toMatchObject(FORGOTTEN);
  });

  it("a guest's express cart forgets them when the payment is refused before it begins (the amount changed)", async () => {
    const orderId = (await start(1)).data!.startExpressCart.id;
    const refused = await payFromSheet(orderId, TEST_CARDS.approved, call, 0.01);
    expect(errorOf(refused)?.message).toMatch(/The amount to pay is now/);
    expect(await row(orderId)).toMatchObject({ status: 'shoppingCart' });
    expect(await personalDataOf(orderId)).toMatchObject(FORGOTTEN);
  });

  it("a customer's own express cart keeps what their account gave when a payment is declined (it answers to their token only)", async () => {
    const customer = await shop.customer();
    const client = shop.client({ token: customer.token, payments });
    const orderId = (await start(1, null, client)).data!.startExpressCart.id;
    expect(errorOf(await payFromSheet(orderId, TEST_CARDS.declined, client))?.code).toBeDefined();
    const contact = await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(contact.customer_email).toBe(customer.row.email);
  });

  it('the sweep deletes express carts left unpaid for an hour (a failed payment included), and keeps baskets, younger carts and paid orders', async () => {
    const left = (await start(1)).data!.startExpressCart.id;
    const declined = (await start(4)).data!.startExpressCart.id;
    const failed = await payFromSheet(declined, '4000000000000002');
    expect(failed.data?.placeExpressOrder.status ?? errorOf(failed)).toBeTruthy();
    expect(await row(declined)).toMatchObject({ status: 'shoppingCart' });
    expect(await shop.db.selectFrom('payment_attempt').select('id').where('order_id', '=', declined).execute()).toHaveLength(1);
    const paid = (await start(5)).data!.startExpressCart.id;
    const placed = await payFromSheet(paid, '4242424242424242');
    expect(placed.errors).toBeUndefined();
    const basket = (await call(AddToCartLinesDocument, { ...scope, skuId: SKU, quantity: 1 })).data!.addToCart.id;

    const sweep = () => sweepLeftExpressCarts({ db: shop.db, now: shop.clock.now });
    // Just under the hour: everything is kept.
    shop.clock.set(new Date(new Date(NOW).getTime() + EXPRESS_CART_KEPT_MS - 1000));
    expect(await sweep()).toBe(0);
    const younger = (await start(6)).data!.startExpressCart.id;

    shop.clock.set(new Date(new Date(NOW).getTime() + EXPRESS_CART_KEPT_MS + 1000));
    // The file's earlier tests left express carts of the same age: those go too.
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    expect(await row(left)).toBeUndefined();
    expect(await row(declined)).toBeUndefined();
    expect(await shop.db.selectFrom('payment_attempt').select('id').where('order_id', '=', declined).execute()).toEqual([]);
    expect(await row(paid)).toMatchObject({ express_cart: true, status: 'placed' });
    expect(await row(basket)).toMatchObject({ status: 'shoppingCart' });
    expect(await row(younger)).toMatchObject({ status: 'shoppingCart' });
    // A press after the sweep with the deleted cart's id simply makes a new one.
    const fresh = await start(1, left);
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.startExpressCart.id).not.toBe(left);
  });
});

describe.each(backends)('express carts are limited per IP, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW, limits: 'production' });

  it('the 31st press in 15 minutes from one address is refused and makes no cart', async () => {
    const call = shop.client();
    const press = () => call(StartExpressCartDocument, { ...scope, skuId: SKU, quantity: 1, reuseOrderId: null });
    for (let i = 0; i < 30; i++) expect((await press()).errors).toBeUndefined();
    const carts = async () =>
      Number(
        (
          await shop.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('express_cart', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await carts();
    expect(errorOf(await press())?.code).toBe('RATE_LIMITED');
    expect(await carts()).toBe(before);
  });
});
