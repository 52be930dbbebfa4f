import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type ApiResult, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { insertCustomerAddress, insertOrder } from '../fixtures/store-rows.ts';
import { WriteReviewDocument } from '../../src/lib/commerce/gql/graphql.ts';
import {
  AddToCartLinesDocument,
  CopyCartFromLinkDocument,
  MyDisclosedOrdersDocument,
  PlaceDisclosedOrderDocument,
  ProbeAddCustomerOrderDocument,
  ProbeAddEditOrderAddressDocument,
  ProbeAddToCartDocument,
  ProbeAttachEmailDocument,
  ProbeCheckOrderCanBePlacedDocument,
  ProbeCreateCartLinkDocument,
  ProbeEditOrderItemDocument,
  ProbeGetAndValidateOrderDocument,
  ProbeGetCartSuggestedProductsDocument,
  ProbeGetOrderDocument,
  ProbePlaceOrderDocument,
  ProbeRemoveOrderItemDocument,
  ProbeSelectShippingMethodDocument,
  ProbeSetOrderCreditDocument,
  ProbeUpdateDiscountAmountDocument,
  ProbeUpdateOrderDocument,
  ReadOrderDocument,
  SetContactDocument,
} from './gql/graphql.ts';

/*
 * Ownership: a signed-in customer's cart answers only to their ID token, and a guest
 * who types someone's email links nothing and learns nothing. Each attack is replayed on both
 * databases; every refused call must leave every row it could touch as it was.
 */

/** Every row an order call could write, to prove a refused call wrote none. */
async function snapshot(db: Kysely<Database>) {
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    orders: sorted(await db.selectFrom('orders').selectAll().execute()),
    items: sorted(await db.selectFrom('order_item').selectAll().execute()),
    addresses: sorted(await db.selectFrom('order_address').selectAll().execute()),
    shipments: sorted(await db.selectFrom('order_shipment').selectAll().execute()),
    links: sorted(await db.selectFrom('cart_link').selectAll().execute()),
    credit: sorted(await db.selectFrom('customer_credit').selectAll().execute()),
    attempts: sorted(await db.selectFrom('payment_attempt').selectAll().execute()),
    receiptKeys: sorted(await db.selectFrom('order_receipt_key').selectAll().execute()),
    customers: sorted(await db.selectFrom('customer').selectAll().execute()),
    savedAddresses: sorted(await db.selectFrom('customer_address').selectAll().execute()),
  };
}

const grantCredit = (db: Kysely<Database>, customerId: string, pence: number) =>
  db
    .insertInto('customer_credit')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      created_at: TEST_NOW,
      amount_pence: pence,
      description: 'Referral',
      order_id: null,
    })
    .execute();

type Probe = (api: ApiClient, orderId: string, orderItemId: string) => Promise<ApiResult<{ r: unknown }>>;

/** Each call that names an order, aimed at the owner's cart. */
const probes: [string, Probe][] = [
  ['getOrder', (api, orderId) => api(ProbeGetOrderDocument, { ...scope, orderId })],
  ['getAndValidateOrder', (api, orderId) => api(ProbeGetAndValidateOrderDocument, { ...scope, orderId })],
  ['getCartSuggestedProducts', (api, orderId) => api(ProbeGetCartSuggestedProductsDocument, { ...scope, orderId })],
  ['addToCart', (api, orderId) => api(ProbeAddToCartDocument, { ...scope, orderId })],
  ['editOrderItem', (api, orderId, orderItemId) => api(ProbeEditOrderItemDocument, { ...scope, orderId, orderItemId })],
  ['removeOrderItem', (api, orderId, orderItemId) => api(ProbeRemoveOrderItemDocument, { ...scope, orderId, orderItemId })],
  [
    'addEditOrderAddress',
    (api, orderId) => api(ProbeAddEditOrderAddressDocument, { ...scope, orderId, address: [{ addressType: 'shipping', ...HOME_ADDRESS }] }),
  ],
  ['setOrderCredit', (api, orderId) => api(ProbeSetOrderCreditDocument, { ...scope, orderId })],
  ['placeOrder', (api, orderId) => api(ProbePlaceOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) })],
  ['checkOrderCanBePlaced', (api, orderId) => api(ProbeCheckOrderCanBePlacedDocument, { ...scope, orderId })],
  ['updateDiscountAmount', (api, orderId) => api(ProbeUpdateDiscountAmountDocument, { ...scope, orderId })],
  ['selectShippingMethodForShipment', (api, orderId) => api(ProbeSelectShippingMethodDocument, { ...scope, orderId })],
  ['addCustomerOrder', (api, orderId) => api(ProbeAddCustomerOrderDocument, { ...scope, orderId })],
  ['updateOrder', (api, orderId) => api(ProbeUpdateOrderDocument, { ...scope, orderId })],
  ['createCartLink', (api, orderId) => api(ProbeCreateCartLinkDocument, { ...scope, orderId })],
];

describe.each(backends)('security: ownership of carts and orders on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });

  describe("a stranger holding a signed-in customer's cart id", () => {
    let owner: SignedInCustomer;
    let otherCustomer: SignedInCustomer;
    let cart: { orderId: string; orderItemId: string };

    beforeAll(async () => {
      owner = await shop.customer();
      otherCustomer = await shop.customer();
      await grantCredit(shop.db, owner.row.id, 2000);
      const added = (await owner.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart;
      await billAndDeliverTo(owner.api, added.id);
      expect(errorOf(await owner.api(ProbeSetOrderCreditDocument, { ...scope, orderId: added.id }))).toBeUndefined();
      cart = { orderId: added.id, orderItemId: added.orderItems[0]!.id };
    });

    const strangers: [string, () => ApiClient][] = [
      ['the public key', () => shop.api],
      ["another customer's token", () => otherCustomer.api],
    ];

    describe.each(strangers)('with %s', (_, stranger) => {
      it.each(probes)('%s: not found, and nothing written', async (name, probe) => {
        const before = await snapshot(shop.db);
        const result = await probe(stranger(), cart.orderId, cart.orderItemId);
        // Null for a read, NOT_FOUND for a change: never FORBIDDEN, which would say the cart exists.
        if (name === 'getOrder' || name === 'getAndValidateOrder') {
          expect(result.errors).toBeUndefined();
          expect(result.data!.r).toBeNull();
        } else {
          expect(errorOf(result)?.code).toBe('NOT_FOUND');
        }
        expect(await snapshot(shop.db)).toEqual(before);
      });
    });

    it('a basket link the owner shared still copies its lines for anyone, into a cart of their own', async () => {
      const link = (await owner.api(ProbeCreateCartLinkDocument, { ...scope, orderId: cart.orderId })).data!.r as { id: string };
      const before = await snapshot(shop.db);
      const copied = (await shop.api(CopyCartFromLinkDocument, { ...scope, id: link.id })).data!.createOrderFromCartLink;
      expect(copied.id).not.toBe(cart.orderId);
      expect(copied.orderItems.map((line) => [line.code, line.quantity])).toEqual([['LOG-ASH-STD', 1]]);
      const after = await snapshot(shop.db);
      // The owner's rows are as they were: only the copy was written.
      expect(after.orders.filter((row) => row.includes(cart.orderId))).toEqual(before.orders.filter((row) => row.includes(cart.orderId)));
    });

    it('still answers to its owner, whole', async () => {
      const read = (await owner.api(ReadOrderDocument, { ...scope, orderId: cart.orderId })).data!.getOrder!;
      expect(read).toMatchObject({ id: cart.orderId, guest: false, creditUsed: 5, customer: { id: owner.row.id, email: owner.row.email } });
      expect(read.billingAddress?.line1).toBe(HOME_ADDRESS.line1);
    });

    it("once placed, the customer's order is still not found by a stranger, and placeOrder gives its owner no receipt key", async () => {
      const placed = (
        await owner.api(PlaceDisclosedOrderDocument, { ...scope, orderId: cart.orderId, paymentData: paymentData(TEST_CARDS.approved) })
      ).data!.placeOrder;
      expect(placed).toMatchObject({ status: 'placed', receiptKey: null });
      for (const stranger of [shop.api, otherCustomer.api]) {
        expect((await stranger(ReadOrderDocument, { ...scope, orderId: cart.orderId })).data!.getOrder).toBeNull();
      }
      expect((await owner.api(ReadOrderDocument, { ...scope, orderId: cart.orderId })).data!.getOrder?.customer?.email).toBe(
        owner.row.email,
      );
    });
  });

  describe("a guest typing a customer's email", () => {
    it('links no customer, reads nothing of theirs, and leaves their credit and addresses alone', async () => {
      const victim = await shop.customer({ first_name: 'Vera', last_name: 'Victim', phone_number: '+447700900999' });
      await grantCredit(shop.db, victim.row.id, 1500);
      await insertCustomerAddress(shop.db, {
        tenant_id: scope.tenant,
        sales_channel_id: scope.salesChannel,
        customer_id: victim.row.id,
        address_type: 'shipping',
        is_default: true,
        business: false,
        first_name: 'Vera',
        last_name: 'Victim',
        line1: '9 Secret Lane',
        city: 'York',
        post_code: 'YO1 7HH',
        country_code: 'GB',
        restricted_access: false,
        restricted_access_forced: false,
        created_at: TEST_NOW,
      });
      const victimRows = () =>
        Promise.all([
          shop.db.selectFrom('customer').selectAll().where('id', '=', victim.row.id).execute(),
          shop.db.selectFrom('customer_credit').selectAll().where('customer_id', '=', victim.row.id).execute(),
          shop.db.selectFrom('customer_address').selectAll().where('customer_id', '=', victim.row.id).execute(),
        ]);
      const victimBefore = await victimRows();

      const orderId = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
      const attached = await shop.api(SetContactDocument, {
        ...scope,
        orderId,
        customer: { email: ` ${victim.row.email.toUpperCase()} `, firstName: 'Mallory', id: victim.row.id },
      });
      expect(attached.errors).toBeUndefined();
      // Only what was typed comes back: no customer id, no stored surname or phone, no saved address.
      expect(attached.data!.addCustomerOrder).toMatchObject({
        guest: true,
        customer: { id: null, email: victim.row.email, firstName: 'Mallory', lastName: null, phoneNumber: null },
        billingAddress: null,
        shippingAddress: [],
        creditUsed: 0,
      });
      const row = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ customer_id: null, guest: true, credit_requested_pence: null, customer_last_name: null });

      // A guest cannot put the customer's credit on it either.
      expect(errorOf(await shop.api(ProbeSetOrderCreditDocument, { ...scope, orderId }))?.code).toBe('UNAUTHENTICATED');

      // The cart is not in the customer's list: it is not an order yet, and not theirs.
      const listed = async () => (await victim.api(MyDisclosedOrdersDocument, { ...scope })).data!.getCustomerOrders.data;
      expect((await listed()).map((order) => order.id)).not.toContain(orderId);

      // Placed, it is still not theirs: their email on it proves nothing, so it joins their account
      // only when they claim it with the link its confirmation mailed (guest-order-claims.test.ts);
      // until then their token opens it as anyone holding its id sees it, a receipt.
      await billAndDeliverTo(shop.api, orderId);
      const placed = await shop.api(PlaceDisclosedOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
      expect(placed.data!.placeOrder.status).toBe('placed');
      expect((await listed()).map((order) => order.id)).not.toContain(orderId);
      const opened = (await victim.api(ReadOrderDocument, { ...scope, orderId })).data!.getOrder!;
      expect(opened).toEqual((await shop.api(ReadOrderDocument, { ...scope, orderId })).data!.getOrder);
      expect(opened.customer).toBeNull();

      // Their credit, record and saved addresses are exactly as they were, and no spend touched them.
      expect(await victimRows()).toEqual(victimBefore);
      expect(
        (await shop.db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirstOrThrow()).customer_id,
      ).toBeNull();
    });

    it('unlinks a cart the old behaviour had linked to a customer, and drops its credit request', async () => {
      const linked = await shop.customer();
      const orderId = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
      // As a guest's addCustomerOrder used to leave it: the customer linked, still a guest cart.
      await shop.db
        .updateTable('orders')
        .set({ customer_id: linked.row.id, customer_email: linked.row.email, credit_requested_pence: 500 })
        .where('id', '=', orderId)
        .execute();
      const other = await shop.customer();
      const attached = await shop.api(ProbeAttachEmailDocument, { ...scope, orderId, email: other.row.email });
      expect(attached.errors).toBeUndefined();
      const row = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ customer_id: null, guest: true, credit_requested_pence: null, customer_email: other.row.email });
    });

    it("still fails 'Customer not found' for an email no customer has, and FORBIDDEN for a signed-in customer typing another's", async () => {
      const orderId = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
      expect(errorOf(await shop.api(ProbeAttachEmailDocument, { ...scope, orderId, email: 'no-one-here@example.com' }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Customer not found',
      });
      const [signedIn, someoneElse] = [await shop.customer(), await shop.customer()];
      expect(errorOf(await signedIn.api(ProbeAttachEmailDocument, { ...scope, orderId, email: someoneElse.row.email }))?.code).toBe(
        'FORBIDDEN',
      );
    });

    it('signed in with that email, the customer claims the cart and their stored details win', async () => {
      const claimant = await shop.customer({ first_name: 'Cora', last_name: 'Claimant' });
      const orderId = (await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
      const claimed = await claimant.api(SetContactDocument, {
        ...scope,
        orderId,
        customer: { email: claimant.row.email, firstName: 'Typed' },
      });
      expect(claimed.data!.addCustomerOrder).toMatchObject({
        guest: false,
        customer: { id: claimant.row.id, firstName: 'Cora', lastName: 'Claimant', phoneNumber: claimant.row.phone_number },
      });
      // Claimed, it is theirs: the id no longer opens it for a guest.
      expect((await shop.api(ReadOrderDocument, { ...scope, orderId })).data!.getOrder).toBeNull();
    });
  });

  describe("a customer's order list with the guest orders they claimed", () => {
    it('pages newest first across both kinds, each once, and leaves out guest carts and guest orders only carrying their email', async () => {
      const customer = await shop.customer();
      const at = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * 60_000);
      const own = [await insertOrder(shop.db, customer.row.id, at(50)), await insertOrder(shop.db, customer.row.id, at(30))];
      const guestOrder = async (minutes: number, claimedBy: string | null, status = 'placed') => {
        const id = await insertOrder(shop.db, null, at(minutes), { status });
        await shop.db
          .updateTable('orders')
          .set({ customer_email: customer.row.email, claimed_by_customer_id: claimedBy })
          .where('id', '=', id)
          .execute();
        return id;
      };
      const byEmail = [await guestOrder(40, customer.row.id), await guestOrder(20, customer.row.id, 'paymentPending')];
      await guestOrder(10, customer.row.id, 'shoppingCart');
      await guestOrder(5, null);

      const seen: { id: string; guest: boolean }[] = [];
      let nextToken: string | null = null;
      do {
        const page: { data: { id: string; guest: boolean }[]; nextToken: string | null } = (
          await customer.api(MyDisclosedOrdersDocument, { ...scope, limit: 1, nextToken })
        ).data!.getCustomerOrders;
        seen.push(...page.data.map(({ id, guest }) => ({ id, guest })));
        nextToken = page.nextToken;
      } while (nextToken);
      expect(seen).toEqual([
        { id: byEmail[1], guest: true },
        { id: own[1], guest: false },
        { id: byEmail[0], guest: true },
        { id: own[0], guest: false },
      ]);
    });
  });

  describe("a customer whose token's email claim names someone else's address", () => {
    // The app client may write the pool's `email` attribute (UpdateUserAttributes), so a signed
    // token can carry any address: the guest orders and purchases of that address stay its owner's.
    it("sees none of the other customer's guest orders, in the list or by id, and cannot review what they bought", async () => {
      const victim = await shop.customer();
      const mallory = await shop.customer();
      const rewritten = shop.client({ token: signIdToken({ customerId: mallory.row.id, email: victim.row.email }) });
      const guestOrderId = await insertOrder(shop.db, null, new Date(TEST_NOW.getTime() - 60_000));
      await shop.db.updateTable('orders').set({ customer_email: victim.row.email }).where('id', '=', guestOrderId).execute();
      await shop.db
        .insertInto('order_item')
        .values({
          id: randomUUID(),
          order_id: guestOrderId,
          product_id: 'KIN-NET-10L',
          sku_code: 'KIN-NET-10L',
          name: 'Kindling',
          quantity: 1,
          unit_price_pence: 900,
          vat_rate_basis_points: 2000,
          weight_grams: 3_000,
          image_url: '/media/products/kindling.svg',
          product_url: '/kindling/net',
        })
        .execute();

      const listed = (await rewritten(MyDisclosedOrdersDocument, { ...scope })).data!.getCustomerOrders.data;
      expect(listed.map((order) => order.id)).not.toContain(guestOrderId);
      // Its id alone opens a guest order, as to anyone holding it: the claim adds the victim's details to nothing.
      const opened = (await rewritten(ReadOrderDocument, { ...scope, orderId: guestOrderId })).data!.getOrder;
      expect(opened).toEqual((await shop.api(ReadOrderDocument, { ...scope, orderId: guestOrderId })).data!.getOrder);
      const review = { productId: 'KIN-NET-10L', rating: 5, title: 'Great', body: 'Caught first time, every time.' };
      expect(errorOf(await rewritten(WriteReviewDocument, { ...scope, input: review }))?.code).toBe('FORBIDDEN');

      // Once the victim has claimed it, the same calls with their own token see it: the refusals above are the token's.
      await shop.db.updateTable('orders').set({ claimed_by_customer_id: victim.row.id }).where('id', '=', guestOrderId).execute();
      expect((await victim.api(MyDisclosedOrdersDocument, { ...scope })).data!.getCustomerOrders.data.map((order) => order.id)).toContain(
        guestOrderId,
      );
      expect((await victim.api(ReadOrderDocument, { ...scope, orderId: guestOrderId })).data!.getOrder?.customer?.email).toBe(
        victim.row.email,
      );
    });

    it('keeps finding the guest orders the customer claimed, whatever the token’s email claim says', async () => {
      const customer = await shop.customer();
      const guestOrderId = await insertOrder(shop.db, null, new Date(TEST_NOW.getTime() - 60_000));
      await shop.db
        .updateTable('orders')
        .set({ customer_email: customer.row.email, claimed_by_customer_id: customer.row.id })
        .where('id', '=', guestOrderId)
        .execute();
      const claimElsewhere = shop.client({ token: signIdToken({ customerId: customer.row.id, email: 'elsewhere@example.com' }) });
      const listed = (await claimElsewhere(MyDisclosedOrdersDocument, { ...scope })).data!.getCustomerOrders.data;
      expect(listed.map((order) => order.id)).toContain(guestOrderId);
    });
  });
});
