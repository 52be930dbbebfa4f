import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { formatPence } from '../../commerce/domain/money.ts';
import { createOrderMailOutbox } from '../../commerce/order-mail/order-mail-outbox.ts';
import { vatRateText } from '../../commerce/order-mail/order-mail-view.ts';
import { receiptKeyOpens } from '../../commerce/orders/receipt-keys.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { GetOrderDetailsDocument, SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type ApiClient, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { deliveringPort, ORDERS_MAIL_TO, receiver, TEST_SELLER, type Receiver } from '../fixtures/recording-mail.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  ChooseShipmentMethodDocument,
  GetOrderShipmentsDocument,
  PayForOrderDocument,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const pence = (pounds: number) => Math.round(pounds * 100);
const money = (pounds: number) => formatPence(pence(pounds));

describe.each(backends)('order mail: what placing an order sends, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  // Each test counts only the mail its own orders owe.
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  function outbox(into: Receiver) {
    return createOrderMailOutbox({
      db: shop.db,
      mail: deliveringPort(into),
      now: shop.clock.now,
      seller: async () => TEST_SELLER,
      ordersMailTo: ORDERS_MAIL_TO,
      log: { warn: () => {}, error: () => {} },
    });
  }

  const pay = (api: ApiClient, orderId: string, card: string = TEST_CARDS.approved) =>
    api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card) });
  const owed = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'idempotency_key', 'recipient', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('kind')
      .execute();

  /**
   * A signed-in customer's order with everything a confirmation can carry: credit, a coupon, logs
   * by van in a timed slot on a chosen day, and pellets on a pallet.
   */
  async function fullOrder(customer: SignedInCustomer): Promise<string> {
    await shop.db
      .insertInto('customer_credit')
      .values({
        id: randomUUID(),
        customer_id: customer.row.id,
        created_at: new Date(NOW),
        amount_pence: 1500,
        description: 'Referral reward',
        order_id: null,
      })
      .execute();
    let orderId: string | undefined;
    for (const [skuId, quantity] of [
      ['LOG-ASH-STD', 2],
      ['PEL-FP-6MM-375', 1],
    ] as const) {
      const added = await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(added.errors).toBeUndefined();
      orderId = added.data!.addToCart.id;
    }
    await billAndDeliverTo(customer.api, orderId!);
    const van = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId: orderId! })).data!.getOrder!.shipments.find(
      (s) => s.id === 'van',
    )!;
    const method = van.availableShippingMethods[0]!;
    const chosen = await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId: orderId!,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: method.estDeliveryDates[2],
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    expect(chosen.errors).toBeUndefined();
    const coupon = await customer.api(ApplyCouponDocument, { ...scope, orderId: orderId!, couponCode: 'WARMWELCOME' });
    expect(coupon.errors).toBeUndefined();
    expect(coupon.data!.updateDiscountAmount.discountAmount).toBeGreaterThan(0);
    const credit = await customer.api(SetOrderCreditDocument, { ...scope, orderId: orderId!, amount: 6.5 });
    expect(credit.errors).toBeUndefined();
    return orderId!;
  }

  it("sends a signed-in customer's confirmation with every line, total, delivery, address, the right to cancel and the seller", async () => {
    const customer = await shop.customer();
    const orderId = await fullOrder(customer);
    const placed = await pay(customer.api, orderId);
    expect(placed.errors).toBeUndefined();
    const order = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(order.status).toBe('placed');
    expect(order.shipments).toHaveLength(2);

    const vatRates = (await shop.db.selectFrom('order_item').select('vat_rate_basis_points').where('order_id', '=', orderId).execute()).map(
      (row) => vatRateText(row.vat_rate_basis_points),
    );
    expect(vatRates.length).toBe(2);

    const inbox = receiver();
    expect(await outbox(inbox).runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [mail, ...others] = inbox.to(customer.row.email);
    expect(others).toEqual([]);
    expect(mail!.idempotencyKey).toBe(`order-confirmation.${orderId}`);
    expect(mail!.subject).toBe(`Your Hearth order ${order.number} is confirmed`);

    // The same words in both parts: the plain text comes from the same template as the HTML.
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain(`Your order number is ${order.number}`);
      for (const line of order.orderItems) {
        expect(part).toContain(line.name);
        expect(part).toContain(money(line.unitAmount));
        expect(part).toContain(money(line.totalAmount));
      }
      expect(part).toContain(money(order.subTotalAmount));
      expect(part).toContain(order.shippingAmount === 0 ? 'Free' : money(order.shippingAmount));
      expect(part).toContain(`Discount (WARMWELCOME)`);
      expect(part).toContain(`−${money(order.discountAmount)}`);
      expect(order.creditUsed).toBe(6.5);
      expect(part).toContain('−£6.50');
      expect(part).toContain(money(order.totalAmount));
      expect(part).toContain(money(order.amountDue));
      expect(part).toContain(money(order.totalTax));
      for (const rate of vatRates) expect(part).toContain(rate);
      for (const shipment of order.shipments) {
        expect(part).toContain(shipment.shippingMethod!.displayName);
        expect(part).toContain(`Delivery on ${formatIsoDate(shipment.estDeliveryDate!, 'EEEE d MMMM')}`);
      }
      const slot = order.shipments.find((s) => s.id === 'van')!.shippingMethod!.selectedTimedConfig!;
      expect(part).toContain(slot.label);
      expect(part).toContain(HOME_ADDRESS.line1);
      expect(part).toContain(HOME_ADDRESS.postCode);
      expect(part).toContain('within 14 days');
      expect(part).toContain(`call ${TEST_SELLER.phone}`);
      expect(part).toContain(TEST_SELLER.vatNumber);
      expect(part).toContain(`https://hearth.test/order/${orderId}/receipt`);
    }
    // Signed in, the link needs no key: the order page opens with the customer's sign-in.
    expect(mail!.text).toContain(`https://hearth.test/order/${orderId}/`);
    expect(mail!.text).not.toContain('#receipt=');
    // Shaped as the lines and totals above, in order: the text reads as a receipt.
    expect(mail!.text.indexOf('Goods')).toBeLessThan(mail!.text.indexOf('Credit used'));
    expect(mail!.text.indexOf('Credit used')).toBeLessThan(mail!.text.indexOf('Paid by card'));

    const html = mail!.html!;
    expect(html).toMatch(/<html[^>]*lang="en-GB"/);
    expect(html).toMatch(/<h1[^>]*>Thank you for your order/);
    expect(html.match(/<h2/g)!.length).toBeGreaterThanOrEqual(5);
    expect(html).toMatch(/<h2[^>]*>Your right to cancel<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Your 2 deliveries<\/h2>/);
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Item<\/th>/);
    expect(html).toMatch(/<img[^>]*alt="Hearth"/);
    expect(html).not.toMatch(/<img(?![^>]*alt=)/);
  });

  it('sends the shop a notice of what to dispatch, when, and where', async () => {
    const customer = await shop.customer();
    const orderId = await fullOrder(customer);
    expect((await pay(customer.api, orderId)).errors).toBeUndefined();
    const order = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;

    const inbox = receiver();
    await outbox(inbox).runOnce();
    const [notice, ...others] = inbox.to(ORDERS_MAIL_TO);
    expect(others).toEqual([]);
    expect(notice!.idempotencyKey).toBe(`order-notice.${orderId}`);
    expect(notice!.subject).toMatch(
      new RegExp(`^New order ${order.number}: ${money(order.totalAmount).replace('.', '\\.')}, dispatch \\w+day \\d+ \\w+$`),
    );
    const van = order.shipments.find((s) => s.id === 'van')!;
    for (const part of [notice!.text, notice!.html!]) {
      expect(part).toContain(customer.row.email);
      expect(part).toContain(`2 × ${order.orderItems.find((l) => l.code === 'LOG-ASH-STD')!.name}`);
      expect(part).toContain(
        `delivery ${formatIsoDate(van.estDeliveryDate!, 'EEEE d MMMM')}, ${van.shippingMethod!.selectedTimedConfig!.label}`,
      );
      expect(part).toContain(HOME_ADDRESS.line1);
    }
    expect(notice!.html).toMatch(/<h1[^>]*>Order \d+ placed<\/h1>/);
  });

  it("gives a guest's confirmation a link that opens the order in full, and keeps no copy of its key once sent", async () => {
    const orderId = await payableOrder(shop.api, [['LOG-ASH-STD', 1]]);
    expect((await pay(shop.api, orderId)).errors).toBeUndefined();
    const email = (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email!;

    const inbox = receiver();
    await outbox(inbox).runOnce();
    const [mail] = inbox.to(email);
    const link = /https:\/\/hearth\.test\/order\/([0-9a-f-]+)\/#receipt=([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link?.[1]).toBe(orderId);
    expect(mail!.html).toContain(`href="https://hearth.test/order/${orderId}/#receipt=${link![2]}"`);
    expect(await receiptKeyOpens(shop.db, orderId, link![2])).toBe(true);
    const opened = await shop.api(GetOrderDetailsDocument, { ...scope, orderId, receiptKey: link![2] });
    expect(opened.data!.getOrder!.customer?.email).toBe(email);
    // The shop's notice never carries the guest's key.
    expect(inbox.to(ORDERS_MAIL_TO)[0]!.text).not.toContain('#receipt=');

    const kept = await shop.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', orderId).orderBy('kind').execute();
    expect(kept.map((row) => [row.kind, row.status, row.text_body, row.html_body])).toEqual([
      ['orderConfirmation', 'sent', null, null],
      ['shopOrderNotice', 'sent', null, null],
    ]);
    expect(JSON.stringify(kept)).not.toContain(link![2]);
  });

  it("carries none of a stranger's free text into the inbox it names: no typed greeting, no notes", async () => {
    // Anyone can place a guest order with someone else's email: what they typed must not reach
    // that inbox as the shop's words (a phishing line in the greeting or the delivery notes).
    const orderId = await payableOrder(shop.api, [['LOG-ASH-STD', 1]]);
    const phishing = 'your account is locked: visit hearth-support.example/unlock';
    await shop.db
      .updateTable('orders')
      .set({ customer_first_name: `Ada, ${phishing}` })
      .where('id', '=', orderId)
      .execute();
    await shop.db
      .updateTable('order_address')
      .set({ delivery_notes: `IMPORTANT: ${phishing}` })
      .where('order_id', '=', orderId)
      .where('address_type', '=', 'shipping')
      .execute();
    expect((await pay(shop.api, orderId)).errors).toBeUndefined();
    const email = (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email!;

    const inbox = receiver();
    await outbox(inbox).runOnce();
    const [mail] = inbox.to(email);
    expect(mail!.text).not.toContain(phishing);
    expect(mail!.html).not.toContain(phishing);
    expect(mail!.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(mail!.text).toContain('Your delivery notes are on your order page.');
    // The shop's own notice still carries the notes: the driver needs them, and it goes to the shop.
    expect(inbox.to(ORDERS_MAIL_TO)[0]!.text).toContain(`IMPORTANT: ${phishing}`);
  });

  it('owes no mail when the card is declined', async () => {
    const orderId = await payableOrder(shop.api);
    const declined = await pay(shop.api, orderId, TEST_CARDS.declined);
    expect(declined.data?.placeOrder?.status ?? 'not placed').not.toBe('placed');
    expect(await owed(orderId)).toEqual([]);
  });

  it('owes no mail when the placing transaction rolls back at commit', async () => {
    const orderId = await payableOrder(shop.api);
    // A deferred check that fails at commit, after the mail rows were written in the same transaction.
    await sql`create function refuse_placement() returns trigger language plpgsql as $$
      begin raise exception 'placement refused by the test'; end $$`.execute(shop.db);
    await sql
      .raw(`create constraint trigger refuse_placement after update on orders deferrable initially deferred
        for each row when (new.id = '${orderId}' and new.status = 'placed') execute function refuse_placement()`)
      .execute(shop.db);
    try {
      const result = await pay(shop.api, orderId);
      expect(result.errors).toBeDefined();
    } finally {
      await sql`drop trigger refuse_placement on orders`.execute(shop.db);
      await sql`drop function refuse_placement()`.execute(shop.db);
    }
    const row = await shop.db.selectFrom('orders').select(['status', 'order_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.order_number).toBeNull();
    expect(row.status).not.toBe('placed');
    expect(await owed(orderId)).toEqual([]);
  });

  it('owes one confirmation and one notice when placement is asked for twice', async () => {
    const orderId = await payableOrder(shop.api);
    const first = await pay(shop.api, orderId);
    const again = await pay(shop.api, orderId);
    expect(first.data!.placeOrder.status).toBe('placed');
    expect(again.data?.placeOrder?.number ?? first.data!.placeOrder.number).toBe(first.data!.placeOrder.number);
    expect((await owed(orderId)).map((row) => row.idempotency_key)).toEqual([`order-confirmation.${orderId}`, `order-notice.${orderId}`]);

    const inbox = receiver();
    await outbox(inbox).runOnce();
    await outbox(inbox).runOnce();
    expect(inbox.deliveries.filter((d) => d.idempotencyKey?.endsWith(orderId))).toHaveLength(2);
  });
});
