import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { RIVAL, RIVAL_SCOPE, seedRivalTenant, signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { insertOrder } from '../fixtures/store-rows.ts';
import {
  CheckDisclosedOrderDocument,
  type DisclosedOrderFragment,
  LookUpThreeEmailsDocument,
  MyDisclosedOrdersDocument,
  PlaceDisclosedOrderDocument,
  ReadOrderDocument,
  ReadValidatedOrderDocument,
  TrackOrderDocument,
  UpdateOrderNotesDocument,
} from './gql/graphql.ts';

/*
 * Minimum disclosure: an anonymous call answers only what the shopper in front of
 * it needs. Each attack is replayed on both databases with the answer it now gets.
 */

/** What a receipt (and tracking) must never carry: who the shopper is and where they live. */
const NO_PERSONAL_DETAILS = {
  receiptKey: null,
  customer: null,
  billingAddress: null,
  orderNotes: null,
  gtagClientId: null,
  metadata: '{}',
  clientData: null,
};

describe.each(backends)('security: minimum disclosure on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW, setUp: seedRivalTenant });
  const { api: guest } = shop;
  const rival = () => shop.client({ apiKey: RIVAL.apiKey });

  const read = (api: ApiClient, orderId: string, receiptKey?: string | null) => api(ReadOrderDocument, { ...scope, orderId, receiptKey });
  const place = (api: ApiClient, orderId: string, card: string = TEST_CARDS.approved) =>
    api(PlaceDisclosedOrderDocument, { ...scope, orderId, paymentData: paymentData(card) });
  const track = (api: ApiClient, orderNumber: number, email?: string | null) => api(TrackOrderDocument, { ...scope, orderNumber, email });
  const emailOf = async (orderId: string) =>
    (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow()).customer_email!;

  /** A guest's order with notes and an analytics id, paid by card: its id, number, email and the key placeOrder gave. */
  async function placedGuestOrder() {
    const orderId = await payableOrder(guest);
    const noted = await guest(UpdateOrderNotesDocument, {
      ...scope,
      id: orderId,
      data: { orderNotes: 'Key under the mat', gtagClientId: 'GA1.1.42' },
    });
    // The receipt checks below say these are hidden: they must be there to hide.
    expect(noted.errors).toBeUndefined();
    const placed = await place(guest, orderId);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    return { orderId, number: order.number!, email: await emailOf(orderId), receiptKey: order.receiptKey!, placed: order };
  }

  /** The customer a guest order's email belongs to (payableOrder registers one), signed in. */
  async function signedInAs(email: string): Promise<ApiClient> {
    const row = await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return shop.client({ token: signIdToken({ customerId: row.id, email }) });
  }

  /**
   * The customer of the order's email claims it, as the link in its confirmation does
   * (guest-order-claims.test.ts), and is signed in: its email alone makes the order no one's.
   */
  async function claimedAndSignedInAs(orderId: string, email: string): Promise<ApiClient> {
    const row = await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await shop.db.updateTable('orders').set({ claimed_by_customer_id: row.id }).where('id', '=', orderId).execute();
    return signedInAs(email);
  }

  const expectReceiptOnly = (order: DisclosedOrderFragment | null | undefined, orderId: string) => {
    expect(order).toMatchObject({ id: orderId, status: 'placed', paymentStatus: 'paid', shippingAddress: [], ...NO_PERSONAL_DETAILS });
    // What a receipt does show: number, lines, totals, shipments and their dates, history.
    expect(order!.number).toBeGreaterThan(100000);
    expect(order!.invNumber).toBe(`INV-${order!.number}`);
    expect(order!.orderItems).toEqual([{ code: 'LOG-ASH-STD', name: expect.any(String), quantity: 1 }]);
    expect(order!.totalAmount).toBeGreaterThan(0);
    expect(order!.shipments.length).toBeGreaterThan(0);
    expect(order!.history.map((h) => h.status)).toEqual(['paymentPending', 'placed']);
  };

  const expectFull = (order: DisclosedOrderFragment | null | undefined, email: string) => {
    expect(order).toMatchObject({
      customer: { email },
      billingAddress: { line1: HOME_ADDRESS.line1, postCode: HOME_ADDRESS.postCode },
      shippingAddress: [{ line1: HOME_ADDRESS.line1 }],
      orderNotes: 'Key under the mat',
      gtagClientId: 'GA1.1.42',
    });
  };

  describe('attack 1: harvesting names from emails', () => {
    it('the look-up answers only the id and channel, for each alias in one request, and null for an unknown email', async () => {
      const [ann, bob] = [await shop.customer({ first_name: 'Ann' }), await shop.customer({ first_name: 'Bob' })];
      const result = await guest(LookUpThreeEmailsDocument, {
        ...scope,
        a: ann.row.email.toUpperCase(),
        b: ` ${bob.row.email} `,
        c: 'nobody-at-all@example.com',
      });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({
        a: { id: ann.row.id, salesChannel: scope.salesChannel },
        b: { id: bob.row.id, salesChannel: scope.salesChannel },
        c: null,
      });
    });

    it.each([
      ['a name', '{ id firstName }'],
      ['the email', '{ id email }'],
      ['the phone', '{ id phoneNumber }'],
      ['the identity user', '{ id cognitoUser }'],
      ['a Customer fragment', '{ id ... on Customer { firstName lastName } }'],
    ])('asking it for %s is refused before anything runs', async (_, selection) => {
      const aliases = ['x', 'y']
        .map(
          (alias) =>
            `${alias}: getCustomerByEmailSalesChannel(email: "a@example.com", tenant: "hearth", salesChannel: "uk-web") ${selection}`,
        )
        .join(' ');
      const result = await guest.unchecked(`query { ${aliases} }`);
      expect(result.data ?? null).toBeNull();
      expect(errorOf(result)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('attack 4: tracking an order by its number', () => {
    it('a postcode is no proof: the argument is gone, and the number alone answers null', async () => {
      const { number } = await placedGuestOrder();
      const byPostcode = await guest.unchecked(
        `query { getOrderByNumber(orderNumber: ${number}, postCode: "${HOME_ADDRESS.postCode}", tenant: "hearth", salesChannel: "uk-web") { id } }`,
      );
      expect(byPostcode.data ?? null).toBeNull();
      expect(errorOf(byPostcode)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect((await track(guest, number)).data!.getOrderByNumber).toBeNull();
    });

    it('the wrong email, a cart, another shop and an unknown number all answer the same null', async () => {
      const { number, email } = await placedGuestOrder();
      expect((await track(guest, number, `x${email}`)).data!.getOrderByNumber).toBeNull();
      expect((await track(guest, number, email.replace('@', '@mail.'))).data!.getOrderByNumber).toBeNull();
      expect((await track(guest, 999_999, email)).data!.getOrderByNumber).toBeNull();

      // A cart row carrying a number, as the database may hold one: not an order to track.
      const cartId = await insertOrder(shop.db, null, TEST_NOW, { status: 'shoppingCart' });
      await shop.db.updateTable('orders').set({ order_number: 990_001, customer_email: email }).where('id', '=', cartId).execute();
      expect((await track(guest, 990_001, email)).data!.getOrderByNumber).toBeNull();

      // The rival shop's order with that number and email: not found through this shop's key,
      // and this shop's order is not found through the rival's.
      const rivalOrder = await insertOrder(shop.db, null, TEST_NOW, { tenant: RIVAL.tenant, salesChannel: RIVAL.salesChannel });
      await shop.db.updateTable('orders').set({ order_number: 990_002, customer_email: email }).where('id', '=', rivalOrder).execute();
      expect((await track(guest, 990_002, email)).data!.getOrderByNumber).toBeNull();
      const fromRival = await rival()(TrackOrderDocument, { ...RIVAL_SCOPE, orderNumber: number, email });
      expect(fromRival.data!.getOrderByNumber).toBeNull();
    });

    it('the right email, in any case and spacing, answers only the short field set, without the order’s id', async () => {
      const { orderId, number, email } = await placedGuestOrder();
      const tracked = (await track(guest, number, `  ${email.toUpperCase()} `)).data!.getOrderByNumber;
      expect(tracked).toMatchObject({ number, invNumber: `INV-${number}`, status: 'placed', paymentStatus: 'paid', itemsCount: 1 });
      // The delivery postcode's outward code, and nothing else of the address.
      expect(tracked!.deliveryAreas).toEqual([{ postCode: 'LE12', countryCode: 'GB' }]);
      expect(tracked!.orderItems).toEqual([{ id: expect.any(String), code: 'LOG-ASH-STD', name: expect.any(String), quantity: 1 }]);
      expect(tracked!.shipments[0]).toMatchObject({ estDeliveryDate: expect.any(String) });
      expect(tracked!.history.map((h) => h.status)).toEqual(['paymentPending', 'placed']);
      // The id opens the order (and its receipt): it is nowhere in the reply, and cannot be asked for.
      expect(JSON.stringify(tracked)).not.toContain(orderId);
      for (const field of ['id', 'receiptKey', 'customer { email }', 'billingAddress { line1 }', 'orderNotes']) {
        const asked = await guest.unchecked(
          `query { getOrderByNumber(orderNumber: ${number}, email: "${email}", tenant: "${scope.tenant}", salesChannel: "${scope.salesChannel}") { ${field} } }`,
        );
        expect(errorOf(asked)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }

      // The customer with that email, signed in, tracks it without typing the email once they claimed it; not before.
      expect((await track(await signedInAs(email), number)).data!.getOrderByNumber).toBeNull();
      expect((await track(await claimedAndSignedInAs(orderId, email), number)).data!.getOrderByNumber?.number).toBe(number);
    });
  });

  /** A guest order as the customer who claimed it sees it: the order and where it goes, none of the guest's notes. */
  const expectClaimed = (order: DisclosedOrderFragment | null | undefined, email: string) => {
    expect(order).toMatchObject({
      receiptKey: null,
      customer: { email },
      billingAddress: { line1: HOME_ADDRESS.line1, postCode: HOME_ADDRESS.postCode, deliveryNotes: null },
      shippingAddress: [{ line1: HOME_ADDRESS.line1, deliveryNotes: null }],
      orderNotes: null,
      gtagClientId: null,
      metadata: '{}',
      clientData: null,
    });
  };

  describe("attack 6: writing into a customer's account with a guest order in their email's name", () => {
    it('the notes a stranger wrote never reach the account: not in the order list, not in the order opened there', async () => {
      const { orderId, email, receiptKey } = await placedGuestOrder();
      await shop.db
        .updateTable('order_address')
        .set({ delivery_notes: 'Call 0800 000 000 about your refund' })
        .where('order_id', '=', orderId)
        .execute();
      const customer = await claimedAndSignedInAs(orderId, email);
      const listed = (await customer(MyDisclosedOrdersDocument, { ...scope })).data!.getCustomerOrders.notes;
      expect(listed).toEqual([
        {
          id: orderId,
          orderNotes: null,
          gtagClientId: null,
          shippingAddress: [{ line1: HOME_ADDRESS.line1, deliveryNotes: null }],
          billingAddress: { deliveryNotes: null },
        },
      ]);
      expectClaimed((await read(customer, orderId)).data!.getOrder, email);
      // The browser that paid still reads what it wrote.
      const paid = (await read(guest, orderId, receiptKey)).data!.getOrder!;
      expect(paid.orderNotes).toBe('Key under the mat');
      expect(paid.shippingAddress[0]?.deliveryNotes).toBe('Call 0800 000 000 about your refund');
    });
  });

  describe("attack 5: reading a guest's placed order by its id", () => {
    it('placeOrder gives the paying browser a key and the whole order; only the key’s hash is stored', async () => {
      const { orderId, email, receiptKey, placed } = await placedGuestOrder();
      expect(receiptKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expectFull(placed, email);
      const stored = await shop.db.selectFrom('order_receipt_key').selectAll().where('order_id', '=', orderId).execute();
      expect(stored).toEqual([
        { order_id: orderId, key_hash: createHash('sha256').update(receiptKey).digest('base64url'), created_at: expect.any(Date) },
      ]);
    });

    it('without proof, anyone holding the id gets the receipt only, from every call that answers with the order', async () => {
      const { orderId } = await placedGuestOrder();
      expectReceiptOnly((await read(guest, orderId)).data!.getOrder, orderId);
      expectReceiptOnly((await guest(ReadValidatedOrderDocument, { ...scope, orderId })).data!.getAndValidateOrder, orderId);
      expectReceiptOnly((await guest(CheckDisclosedOrderDocument, { ...scope, orderId })).data!.checkOrderCanBePlaced, orderId);
      // A stranger with another customer's token is no better off.
      expectReceiptOnly((await read((await shop.customer()).api, orderId)).data!.getOrder, orderId);

      // Paying again for a placed order hands out no key (anyone may hold the id) and shows the receipt.
      const keysBefore = await shop.db.selectFrom('order_receipt_key').selectAll().where('order_id', '=', orderId).execute();
      const again = await place(guest, orderId);
      expect(again.errors).toBeUndefined();
      expectReceiptOnly(again.data!.placeOrder, orderId);
      expect(await shop.db.selectFrom('order_receipt_key').selectAll().where('order_id', '=', orderId).execute()).toEqual(keysBefore);
    });

    it('its own key opens it in full (the key is never echoed); another order’s key or a made-up one does not', async () => {
      const mine = await placedGuestOrder();
      const theirs = await placedGuestOrder();
      const opened = (await read(guest, mine.orderId, mine.receiptKey)).data!.getOrder;
      expectFull(opened, mine.email);
      expect(opened!.receiptKey).toBeNull();
      expectReceiptOnly((await read(guest, mine.orderId, theirs.receiptKey)).data!.getOrder, mine.orderId);
      expectReceiptOnly((await read(guest, mine.orderId, 'A'.repeat(43))).data!.getOrder, mine.orderId);
      expectReceiptOnly((await read(guest, mine.orderId, `${mine.receiptKey}x`)).data!.getOrder, mine.orderId);
      expectReceiptOnly((await read(guest, mine.orderId, '')).data!.getOrder, mine.orderId);
    });

    it('the customer who claimed it sees it without what the guest wrote; the key from another shop’s id opens nothing', async () => {
      const { orderId, email, receiptKey } = await placedGuestOrder();
      expectReceiptOnly((await read(await signedInAs(email), orderId)).data!.getOrder, orderId);
      expectClaimed((await read(await claimedAndSignedInAs(orderId, email), orderId)).data!.getOrder, email);
      // The same id through the rival's key, even with the right receipt key: no such order there.
      const viaRival = await rival()(ReadOrderDocument, { ...RIVAL_SCOPE, orderId, receiptKey });
      expect(viaRival.data!.getOrder).toBeNull();
    });

    it('while the bank’s check waits, the 3-D Secure page is the payer’s alone: a call that joins the payment gets no key', async () => {
      const orderId = await payableOrder(guest);
      const email = await emailOf(orderId);
      const first = (await place(guest, orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
      expect(first).toMatchObject({ status: 'paymentPending', clientData: { type: 'redirect' } });
      expect(first.receiptKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Anyone else holding the id (a race with a slow card, a leaked id) who calls placeOrder joins
      // the payment: no key, and the receipt only, so neither the details nor the bank page.
      const joined = (await place(guest, orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
      expect(joined.receiptKey).toBeNull();
      expect(joined).toMatchObject({ status: 'paymentPending', ...NO_PERSONAL_DETAILS });

      const anonymous = (await read(guest, orderId)).data!.getOrder;
      expect(anonymous).toMatchObject({ status: 'paymentPending', ...NO_PERSONAL_DETAILS });
      const withKey = (await read(guest, orderId, first.receiptKey)).data!.getOrder;
      expect(withKey).toMatchObject({ customer: { email }, clientData: { type: 'redirect', data: first.clientData!.data } });
    });

    it('a cart is still read whole by its id: the id is the cart’s secret', async () => {
      const orderId = await payableOrder(guest);
      const email = await emailOf(orderId);
      const cart = (await read(guest, orderId)).data!.getOrder;
      expect(cart).toMatchObject({ status: 'shoppingCart', receiptKey: null, customer: { email } });
      expect(cart!.billingAddress?.line1).toBe(HOME_ADDRESS.line1);
    });

    it("the registered customer's details never appear in a guest's order: only what the guest typed", async () => {
      // payableOrder registers Ada Lovelace with the email, then attaches the email alone as a guest.
      const orderId = await payableOrder(guest);
      const order = (await read(guest, orderId)).data!.getOrder!;
      expect(order.customer).toEqual({ id: null, email: await emailOf(orderId), firstName: null, lastName: null, phoneNumber: null });
    });
  });
});
