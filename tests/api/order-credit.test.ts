import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../commerce/payments/test-card/test-cards.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';
import { customerApiClient, errorOf, seedCustomer, TEST_NOW, type Call, type SeededCustomer } from '../fixtures/customer-tokens.ts';
import { PLACE_ORDER, paymentData } from '../fixtures/payable-order.ts';

const CREDIT_FIELDS = 'id status guest creditUsed totalAmount amountDue customer { id }';

const SET_CREDIT = `mutation($o: ID!, $amount: Float!) {
  setOrderCredit(orderId: $o, amount: $amount, tenant: "hearth", salesChannel: "uk-web") { ${CREDIT_FIELDS} }
}`;

const ADD_TO_CART = `mutation($tenant: ID!, $salesChannel: ID!) {
  addToCart(skuId: "LOG-ASH-STD", quantity: 1, tenant: $tenant, salesChannel: $salesChannel) { id }
}`;

const SET_ADDRESSES = `mutation($o: ID!, $a: [OrderAddressInput!]!) {
  addEditOrderAddress(orderId: $o, address: $a, tenant: "hearth", salesChannel: "uk-web") { id }
}`;

const ATTACH = `mutation($o: ID!, $e: String!) {
  addCustomerOrder(orderId: $o, customer: { email: $e }, tenant: "hearth", salesChannel: "uk-web") { ${CREDIT_FIELDS} }
}`;

const home = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Station Road', city: 'Loughborough', postCode: 'LE12 6UZ', countryCode: 'GB' };

const pence = (pounds: number) => Math.round(pounds * 100);

describe.each(backends)('credit against a signed-in customer’s cart on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let guest: Call;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    guest = apiClient(db, { now: () => TEST_NOW }) as Call;
  });
  afterAll(() => dispose());

  /** Credit as the shop grants it: a positive row in the customer's credit history. */
  const grant = (customer: SeededCustomer, amountPence: number) =>
    db.insertInto('customer_credit').values({ id: randomUUID(), customer_id: customer.row.id, created_at: TEST_NOW, amount_pence: amountPence, description: 'Referral reward', order_id: null }).execute();
  const balance = async (customer: SeededCustomer) =>
    (await db.selectFrom('customer_credit').select('amount_pence').where('customer_id', '=', customer.row.id).execute()).reduce((sum, row) => sum + row.amount_pence, 0);
  const orderRow = (orderId: string) => db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  /** A cart started while signed in (so it is the customer's), with addresses, ready to pay. */
  async function signedInCart(customer: SeededCustomer): Promise<string> {
    const added = await customer.call(ADD_TO_CART, scope);
    expect(added.errors).toBeUndefined();
    const orderId = added.data!.addToCart.id as string;
    const addresses = await customer.call(SET_ADDRESSES, { o: orderId, a: [{ addressType: 'billing', ...home }, { addressType: 'shipping', ...home }] });
    expect(addresses.errors).toBeUndefined();
    return orderId;
  }

  it('puts the amount asked for against the cart: creditUsed and amountDue follow, the cart version moves on', async () => {
    const ada = await seedCustomer(db);
    await grant(ada, 2000);
    const orderId = await signedInCart(ada);
    const before = await orderRow(orderId);

    const result = await ada.call(SET_CREDIT, { o: orderId, amount: 12.5 });
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
    const ben = await seedCustomer(db);
    await grant(ben, 2000);
    const orderId = await signedInCart(ben);
    expect((await ben.call(SET_CREDIT, { o: orderId, amount: 5 })).data!.setOrderCredit.creditUsed).toBe(5);

    const cleared = await ben.call(SET_CREDIT, { o: orderId, amount: 0 });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.setOrderCredit.creditUsed).toBe(0);
    expect(cleared.data!.setOrderCredit.amountDue).toBe(cleared.data!.setOrderCredit.totalAmount);
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it('uses no more than the order total when more is asked for (within the balance)', async () => {
    const cy = await seedCustomer(db);
    await grant(cy, 100_000);
    const orderId = await signedInCart(cy);
    const order = (await cy.call(SET_CREDIT, { o: orderId, amount: 999.99 })).data!.setOrderCredit;
    expect(order.creditUsed).toBe(order.totalAmount);
    expect(order.amountDue).toBe(0);
  });

  it('refuses more than the balance, says how much there is, and keeps the amount asked for before', async () => {
    const dee = await seedCustomer(db);
    await grant(dee, 500);
    const orderId = await signedInCart(dee);
    await dee.call(SET_CREDIT, { o: orderId, amount: 2 });
    const before = await orderRow(orderId);

    const refused = await dee.call(SET_CREDIT, { o: orderId, amount: 5.01 });
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', message: 'You have £5.00 credit; enter an amount up to £5.00.' });
    expect(await orderRow(orderId)).toEqual(before);

    const nobody = await seedCustomer(db);
    const empty = await signedInCart(nobody);
    expect(errorOf(await nobody.call(SET_CREDIT, { o: empty, amount: 1 }))).toEqual({ code: 'BAD_USER_INPUT', message: 'You have no credit to use on this order.' });
  });

  it('refuses a negative amount or fractions of a penny, naming the argument', async () => {
    const eve = await seedCustomer(db);
    await grant(eve, 2000);
    const orderId = await signedInCart(eve);
    const negative = errorOf(await eve.call(SET_CREDIT, { o: orderId, amount: -1 }));
    expect(negative).toEqual({ code: 'BAD_USER_INPUT', message: 'amount: must be 0 or more; send 0 to stop using credit' });
    const fine = errorOf(await eve.call(SET_CREDIT, { o: orderId, amount: 1.005 }));
    expect(fine).toEqual({ code: 'BAD_USER_INPUT', message: 'amount: must be pounds and pence with at most 2 decimals, e.g. 12.50' });
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it("refuses to put one customer's credit on another customer's order", async () => {
    const fay = await seedCustomer(db);
    const gus = await seedCustomer(db);
    await grant(gus, 2000);
    const faysCart = await signedInCart(fay);
    const refused = await gus.call(SET_CREDIT, { o: faysCart, amount: 5 });
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: 'This order belongs to another customer, so your credit cannot be used on it.' });
    expect((await orderRow(faysCart)).credit_requested_pence).toBeNull();
  });

  it('asks a signed-in customer to add their details to a cart that has no customer yet', async () => {
    const hal = await seedCustomer(db);
    await grant(hal, 2000);
    const guestCart = (await guest(ADD_TO_CART, scope)).data!.addToCart.id as string;
    const refused = await hal.call(SET_CREDIT, { o: guestCart, amount: 5 });
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: 'Add your details to this order (addCustomerOrder) before using your credit.' });

    // Once attached while signed in, the cart is theirs and the credit goes on.
    expect((await hal.call(ATTACH, { o: guestCart, e: hal.row.email })).data!.addCustomerOrder).toMatchObject({ guest: false, customer: { id: hal.row.id } });
    expect((await hal.call(SET_CREDIT, { o: guestCart, amount: 5 })).data!.setOrderCredit.creditUsed).toBe(5);
  });

  it('refuses a guest, even on a cart that carries a customer, and asks them to sign in', async () => {
    const ivy = await seedCustomer(db);
    await grant(ivy, 2000);
    const orderId = await signedInCart(ivy);
    const refused = await guest(SET_CREDIT, { o: orderId, amount: 5 });
    expect(errorOf(refused)).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to use your credit.' });
    // A token that is not valid is never read as a guest either.
    const forged = customerApiClient(db, { token: `${ivy.token.slice(0, -4)}AAAA` });
    expect(errorOf(await forged(SET_CREDIT, { o: orderId, amount: 5 }))?.code).toBe('UNAUTHENTICATED');
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it('drops the credit asked for when a different customer is attached to the cart', async () => {
    const jo = await seedCustomer(db);
    const kit = await seedCustomer(db);
    await grant(jo, 2000);
    const orderId = await signedInCart(jo);
    await jo.call(SET_CREDIT, { o: orderId, amount: 5 });
    // Anyone holding the cart id may attach a contact as a guest; Jo's credit must not follow.
    const attached = await guest(ATTACH, { o: orderId, e: kit.row.email });
    expect(attached.data!.addCustomerOrder).toMatchObject({ customer: { id: kit.row.id }, creditUsed: 0 });
    expect((await orderRow(orderId)).credit_requested_pence).toBeNull();
  });

  it('placing the order spends exactly the credit asked for, once, and charges the card the rest', async () => {
    const lee = await seedCustomer(db);
    await grant(lee, 1500);
    const orderId = await signedInCart(lee);
    const set = (await lee.call(SET_CREDIT, { o: orderId, amount: 7.25 })).data!.setOrderCredit;

    const placed = await lee.call(PLACE_ORDER, { o: orderId, g: 'test-card', d: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ status: 'placed', creditUsed: 7.25, amountDue: set.amountDue });
    expect(await balance(lee)).toBe(1500 - 725);
    const spent = await db.selectFrom('customer_credit').select(['amount_pence', 'order_id']).where('customer_id', '=', lee.row.id).where('amount_pence', '<', 0).execute();
    expect(spent).toEqual([{ amount_pence: -725, order_id: orderId }]);
    const charge = await db.selectFrom('test_card_payment').select(['amount_pence', 'status']).where('order_id', '=', orderId).execute();
    expect(charge).toEqual([{ amount_pence: pence(set.amountDue), status: 'succeeded' }]);

    // Placed is final: the credit on it cannot change any more.
    expect(errorOf(await lee.call(SET_CREDIT, { o: orderId, amount: 0 }))?.code).toBe('CONFLICT');
  });
});
