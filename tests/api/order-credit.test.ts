import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
// The checkout's own calls: the credit step and the contact step answer the whole cart.
import { AddCustomerOrderDocument, SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { billAndDeliverTo, paymentData } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument, PayForOrderDocument } from './gql/graphql.ts';

const pence = (pounds: number) => Math.round(pounds * 100);

describe.each(backends)('credit against a signed-in customer’s cart on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const guest = shop.api;

  const setCredit = (api: ApiClient, orderId: string, amount: number) => api(SetOrderCreditDocument, { ...scope, orderId, amount });
  const attach = (api: ApiClient, orderId: string, email: string) =>
    api(AddCustomerOrderDocument, { ...scope, orderId, customer: { email } });
  const addAsh = (api: ApiClient) => api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });

  /** Credit as the shop grants it: a positive row in the customer's credit history. */
  const grant = (customer: SignedInCustomer, amountPence: number) =>
    shop.db
      .insertInto('customer_credit')
      .values({
        id: randomUUID(),
        customer_id: customer.row.id,
        created_at: TEST_NOW,
        amount_pence: amountPence,
        description: 'Referral reward',
        order_id: null,
      })
      .execute();
  const balance = async (customer: SignedInCustomer) =>
    (await shop.db.selectFrom('customer_credit').select('amount_pence').where('customer_id', '=', customer.row.id).execute()).reduce(
      (sum, row) => sum + row.amount_pence,
      0,
    );
  const orderRow = (orderId: string) => shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  /** A cart started while signed in (so it is the customer's), with addresses, ready to pay. */
  async function signedInCart(customer: SignedInCustomer): Promise<string> {
    const added = await addAsh(customer.api);
    expect(added.errors).toBeUndefined();
    const orderId = added.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId);
    return orderId;
  }

  /** A customer granted this much credit, with a cart of their own ready to pay. */
  async function creditedCart(creditPence: number) {
    const customer = await shop.customer();
    await grant(customer, creditPence);
    return { customer, orderId: await signedInCart(customer) };
  }

  it('puts the amount asked for against the cart: creditUsed and amountDue follow, the cart version moves on', async () => {
    const { customer: ada, orderId } = await creditedCart(2000);
    const before = await orderRow(orderId);

    const result = await setCredit(ada.api, orderId, 12.5);
    expect(result.errors).toBeUndefined();
    const order = result.data!.setOrderCredit;
    expect(order).toMatchObject({ id: orderId, status: 'shoppingCart', guest: false, creditUsed: 12.5, customer: { id: ada.row.id } });
    expect(pence(order.amountDue)).toBe(pence(order.totalAmount) - 1250);
    const after = await orderRow(orderId);
    expect(after.credit_requested_pence).toBe(1250);
    expect(after.version).toBe(before.version + 1);
    // Asked for, not spent: the balance moves only when the order is placed.
    expect(await balance(ada)).toBe(2000);
  });

  it('clears the credit when asked for 0', async () => {
    const { customer: ben, orderId } = await creditedCart(2000);
    expect((await setCredit(ben.api, orderId, 5)).data!.setOrderCredit.creditUsed).toBe(5);

    const cleared = await setCredit(ben.api, orderId, 0);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.setOrderCredit.creditUsed).toBe(0);
    expect(cleared.data!.setOrderCredit.amountDue).toBe(cleared.data!.setOrderCredit.totalAmount);
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it('uses no more than the order total when more is asked for (within the balance)', async () => {
    const { customer: cy, orderId } = await creditedCart(100_000);
    const order = (await setCredit(cy.api, orderId, 999.99)).data!.setOrderCredit;
    expect(order.creditUsed).toBe(order.totalAmount);
    expect(order.amountDue).toBe(0);
  });

  it('refuses more than the balance, says how much there is, and keeps the amount asked for before', async () => {
    const { customer: dee, orderId } = await creditedCart(500);
    await setCredit(dee.api, orderId, 2);
    const before = await orderRow(orderId);

    const refused = await setCredit(dee.api, orderId, 5.01);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', message: 'You have £5.00 credit; enter an amount up to £5.00.' });
    expect(await orderRow(orderId)).toEqual(before);

    const nobody = await shop.customer();
    const empty = await signedInCart(nobody);
    expect(errorOf(await setCredit(nobody.api, empty, 1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You have no credit to use on this order.',
    });
  });

  it('refuses a negative amount or fractions of a penny, naming the argument', async () => {
    const { customer: eve, orderId } = await creditedCart(2000);
    const negative = errorOf(await setCredit(eve.api, orderId, -1));
    expect(negative).toEqual({ code: 'BAD_USER_INPUT', message: 'amount: must be 0 or more; send 0 to stop using credit' });
    const fine = errorOf(await setCredit(eve.api, orderId, 1.005));
    expect(fine).toEqual({ code: 'BAD_USER_INPUT', message: 'amount: must be pounds and pence with at most 2 decimals, e.g. 12.50' });
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it("refuses to put one customer's credit on another customer's order", async () => {
    const fay = await shop.customer();
    const gus = await shop.customer();
    await grant(gus, 2000);
    const faysCart = await signedInCart(fay);
    const refused = await setCredit(gus.api, faysCart, 5);
    // Another customer's cart does not exist for Gus (FORBIDDEN would confirm it does).
    expect(errorOf(refused)).toEqual({
      code: 'NOT_FOUND',
      message: 'That cart does not exist. Start a new one by adding a product.',
    });
    expect((await orderRow(faysCart)).credit_requested_pence).toBeNull();
  });

  it('asks a signed-in customer to add their details to a cart that has no customer yet', async () => {
    const hal = await shop.customer();
    await grant(hal, 2000);
    const guestCart = (await addAsh(guest)).data!.addToCart.id;
    const refused = await setCredit(hal.api, guestCart, 5);
    expect(errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'Add your details to this order (addCustomerOrder) before using your credit.',
    });

    // Once attached while signed in, the cart is theirs and the credit goes on.
    expect((await attach(hal.api, guestCart, hal.row.email)).data!.addCustomerOrder).toMatchObject({
      guest: false,
      customer: { id: hal.row.id },
    });
    expect((await setCredit(hal.api, guestCart, 5)).data!.setOrderCredit.creditUsed).toBe(5);
  });

  it('refuses a guest on a signed-in customer’s cart as if it did not exist', async () => {
    const { customer: ivy, orderId } = await creditedCart(2000);
    const refused = await setCredit(guest, orderId, 5);
    // The public key does not open a customer's cart at all.
    expect(errorOf(refused)).toEqual({ code: 'NOT_FOUND', message: 'That cart does not exist. Start a new one by adding a product.' });
    // A token that is not valid is never read as a guest either.
    const forged = shop.client({ token: `${ivy.token.slice(0, -4)}AAAA` });
    expect(errorOf(await setCredit(forged, orderId, 5))?.code).toBe('UNAUTHENTICATED');
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it('keeps the credit asked for when a guest tries to attach a different customer to the cart', async () => {
    const { customer: jo, orderId } = await creditedCart(2000);
    const kit = await shop.customer();
    await setCredit(jo.api, orderId, 5);
    // Holding Jo's cart id no longer opens it: the guest's call finds no cart and writes nothing.
    const attached = await attach(guest, orderId, kit.row.email);
    expect(errorOf(attached)?.code).toBe('NOT_FOUND');
    expect(await orderRow(orderId)).toMatchObject({ customer_id: jo.row.id, credit_requested_pence: 500 });
  });

  it('placing the order spends exactly the credit asked for, once, and charges the card the rest', async () => {
    const { customer: lee, orderId } = await creditedCart(1500);
    const set = (await setCredit(lee.api, orderId, 7.25)).data!.setOrderCredit;

    const placed = await lee.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ status: 'placed', creditUsed: 7.25, amountDue: set.amountDue });
    expect(await balance(lee)).toBe(1500 - 725);
    const spent = await shop.db
      .selectFrom('customer_credit')
      .select(['amount_pence', 'order_id'])
      .where('customer_id', '=', lee.row.id)
      .where('amount_pence', '<', 0)
      .execute();
    expect(spent).toEqual([{ amount_pence: -725, order_id: orderId }]);
    const charge = await shop.db
      .selectFrom('test_card_payment')
      .select(['amount_pence', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    expect(charge).toEqual([{ amount_pence: pence(set.amountDue), status: 'succeeded' }]);

    // Placed is final: the credit on it cannot change any more.
    expect(errorOf(await setCredit(lee.api, orderId, 0))?.code).toBe('CONFLICT');
  });
});
