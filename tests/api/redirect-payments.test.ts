import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAirwallexWebhook } from '../../commerce/payments/airwallex/webhook-route.ts';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { klarnaProvider } from '../../commerce/payments/airwallex/klarna.ts';
import { paypalProvider } from '../../commerce/payments/airwallex/paypal.ts';
import { settleStaleAttempts } from '../../commerce/payments/pay-order.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import type { WebhookContext } from '../../commerce/payments/provider.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { AdminOrderDetailDocument, AdminRefundOrderDocument } from '../../src/features/admin/gql/graphql.ts';
import { CheckPaymentDocument, GetOrderDetailsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { adapterConfigFor, type LocalAirwallex, type RedirectAnswer, startLocalAirwallex } from '../fixtures/airwallex-local.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { insertCustomer } from '../fixtures/customer-tokens.ts';
import { BROWSER, billAndDeliverTo, payableOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AddToCartLinesDocument, ListGatewayConfigDocument, PayForOrderDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';

describe.each(backends)('paying by PayPal and Klarna (redirect methods through Airwallex) on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', 'in', ['paypal', 'klarna']).execute(),
  });
  let airwallex: LocalAirwallex;
  let payments: WebhookContext;
  let call: ApiClient;

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ now: shop.clock.now });
    const config = adapterConfigFor(airwallex);
    const registry = paymentRegistry(
      [
        testCardProvider(shop.db, shop.clock.now),
        paypalProvider(config, { now: shop.clock.now }),
        klarnaProvider(config, { now: shop.clock.now }),
      ],
      { siteOrigin: 'https://shop.test', shopOrigins: ['https://shop.test'] },
    );
    payments = { db: shop.db, now: shop.clock.now, payments: registry, recheckRefunds: recheckRefundsOfPayment };
    call = shop.client({ payments: registry });
  });
  afterAll(() => airwallex.close());

  /** placeOrder as the payment step sends it for a redirect method: no card, the browser's details and the total seen. */
  const startPayment = (api: ApiClient, orderId: string, gateway: 'paypal' | 'klarna') =>
    api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: gateway, paymentData: JSON.stringify({ browserDetails: BROWSER }) });
  /** The return page's own check. */
  const returnPage = async (api: ApiClient, orderId: string) => api(CheckPaymentDocument, { orderId, ...scope });
  /** The order's newest intent (a payment tried again makes a new one). */
  const intentOf = (orderId: string) => [...airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId).at(-1)!;
  const orderRow = (orderId: string) =>
    shop.db.selectFrom('orders').select(['status', 'payment_status', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const historyOf = (orderId: string) =>
    shop.db.selectFrom('order_history').select(['status', 'note']).where('order_id', '=', orderId).orderBy('created_at').execute();

  /** Sends the shopper to the method's page; answers where placeOrder sent them. */
  async function leaveForProvider(api: ApiClient, orderId: string, gateway: 'paypal' | 'klarna') {
    const started = await startPayment(api, orderId, gateway);
    expect(started.errors).toBeUndefined();
    expect(started.data!.placeOrder).toMatchObject({ status: 'paymentPending', paymentStatus: 'pending' });
    return { ...started.data!.placeOrder.clientData!, receiptKey: started.data!.placeOrder.receiptKey ?? null };
  }

  /** The shopper's whole trip: to the method's page, an answer there, and back to the return page. */
  async function payAndAnswer(api: ApiClient, orderId: string, gateway: 'paypal' | 'klarna', answer: RedirectAnswer) {
    await leaveForProvider(api, orderId, gateway);
    airwallex.completeRedirect(intentOf(orderId).id, answer);
    return returnPage(api, orderId);
  }

  it('offers both with what the payment step needs (Klarna its limits and plan), and nothing secret', async () => {
    const listed = await call(ListGatewayConfigDocument, { tenant_id: scope.tenant });
    const config = (id: string) =>
      Object.fromEntries(
        listed.data!.getPaymentGatewaysForWebsite.find((gateway) => gateway.id === id)!.config.map((e) => [e.property, e.value]),
      );
    expect(config('paypal')).toEqual({ leavesForProvider: 'true' });
    expect(config('klarna')).toEqual({
      leavesForProvider: 'true',
      instalmentCount: '3',
      instalmentEveryDays: '30',
      offeredFromPence: '3000',
      offeredUpToPence: '100000',
    });
    expect(JSON.stringify([config('paypal'), config('klarna')])).not.toMatch(/local-api-key|local-client-id|127\.0\.0\.1/);
  });

  it('PayPal approved: the shopper is sent to the method page, and the return page places the order', async () => {
    const orderId = await payableOrder(call);
    const redirect = await leaveForProvider(call, orderId, 'paypal');
    const intent = intentOf(orderId);
    // The server confirmed the intent with PayPal, as Airwallex documents, and sends the shopper to its next_action.
    expect(intent).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION', method_type: 'paypal' });
    expect(redirect).toMatchObject({ type: 'redirect', action: 'GET', data: intent.next_action!.url });
    expect(new URL(redirect.data!).origin).toBe(airwallex.baseUrl);
    // Back to a page that names no order.
    expect(intent.return_url).toBe('https://shop.test/checkout/payment-return/');
    expect((await returnPage(call, orderId)).data!.checkPayment).toBe(false);

    airwallex.completeRedirect(intent.id, 'approve');
    expect((await returnPage(call, orderId)).data!.checkPayment).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(intentOf(orderId).status).toBe('SUCCEEDED');
    // The order page (for the browser that paid), and the desk, name how it was paid.
    const page = await call(GetOrderDetailsDocument, { orderId, ...scope, receiptKey: redirect.receiptKey });
    expect(page.data!.getOrder).toMatchObject({ paymentStatus: 'paid', paidWith: 'PayPal' });
    const desk = await shop.client({ token: staffIdToken(), payments: payments.payments })(AdminOrderDetailDocument, {
      tenant: scope.tenant,
      id: orderId,
    });
    expect(desk.data!.adminOrder).toMatchObject({ paidWith: 'PayPal' });
  });

  it("Klarna cancelled at Klarna: nothing taken, the cart is payable again, as it was, with the shop's words", async () => {
    const orderId = await payableOrder(call, [['PEL-BULK-1000', 1]]);
    const charges = airwallex.charges;
    const before = await shop.db.selectFrom('order_item').select(['sku_code', 'quantity']).where('order_id', '=', orderId).execute();
    expect((await payAndAnswer(call, orderId, 'klarna', 'cancel')).data!.checkPayment).toBe(false);
    expect(airwallex.charges).toBe(charges);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed' });
    expect((await historyOf(orderId)).at(-1)!.note).toBe(
      'You cancelled at Klarna, so nothing was taken. Your basket is as you left it: choose how to pay.',
    );
    expect(await shop.db.selectFrom('order_item').select(['sku_code', 'quantity']).where('order_id', '=', orderId).execute()).toEqual(
      before,
    );
    expect((await payAndAnswer(call, orderId, 'klarna', 'approve')).data!.checkPayment).toBe(true);
  });

  it("PayPal cancelled at PayPal: the cart is payable again, as it was, with the shop's words", async () => {
    const orderId = await payableOrder(call);
    const before = await shop.db.selectFrom('order_item').select(['sku_code', 'quantity']).where('order_id', '=', orderId).execute();
    expect((await payAndAnswer(call, orderId, 'paypal', 'cancel')).data!.checkPayment).toBe(false);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed' });
    expect((await historyOf(orderId)).at(-1)!.note).toBe(
      'You cancelled the payment at PayPal, so nothing was taken. Your basket is as you left it: choose how to pay.',
    );
    expect(await shop.db.selectFrom('order_item').select(['sku_code', 'quantity']).where('order_id', '=', orderId).execute()).toEqual(
      before,
    );
    // And it can be paid again, by a new payment.
    expect((await payAndAnswer(call, orderId, 'paypal', 'approve')).data!.checkPayment).toBe(true);
    expect((await orderRow(orderId)).status).toBe('placed');
  });

  it("PayPal failed at PayPal: nothing taken, the shop's words, the cart payable", async () => {
    const orderId = await payableOrder(call);
    const charges = airwallex.charges;
    expect((await payAndAnswer(call, orderId, 'paypal', 'fail')).data!.checkPayment).toBe(false);
    expect(airwallex.charges).toBe(charges);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed' });
    expect((await historyOf(orderId)).at(-1)!.note).toBe(
      'PayPal did not take the payment, so nothing was taken. Please try PayPal again or choose another way to pay.',
    );
  });

  it('a tab closed after approving is settled by the webhook, once; a replayed event and a late return change nothing', async () => {
    const orderId = await payableOrder(call);
    await leaveForProvider(call, orderId, 'paypal');
    const intent = intentOf(orderId);
    airwallex.completeRedirect(intent.id, 'approve');
    const event = airwallex.paymentEvent(intent.id, 'payment_intent.succeeded', `evt_${randomUUID()}`);

    // Each way to pay has its own endpoint: the card's endpoint does not settle a PayPal payment.
    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event)).toEqual({ status: 200, body: { received: true } });
    expect((await orderRow(orderId)).status).toBe('paymentPending');

    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'paypal')).toEqual({
      status: 200,
      body: { received: true },
    });
    const placed = await orderRow(orderId);
    expect(placed).toMatchObject({ status: 'placed', payment_status: 'paid' });
    const history = await historyOf(orderId);

    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'paypal')).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // The same news under a new event id, and the shopper's return page opened late: both only ask, and find it settled.
    const again = airwallex.paymentEvent(intent.id, 'payment_intent.succeeded', `evt_${randomUUID()}`);
    expect((await handleAirwallexWebhook(payments, airwallex.webhookSecret, again, 'paypal')).status).toBe(200);
    expect((await returnPage(call, orderId)).data!.checkPayment).toBe(true);
    expect(await orderRow(orderId)).toEqual(placed);
    expect(await historyOf(orderId)).toEqual(history);
    expect(await shop.db.selectFrom('payment_attempt').select('status').where('order_id', '=', orderId).execute()).toEqual([
      { status: 'succeeded' },
    ]);
  });

  it('a tab closed with no webhook is settled by the payment sweep', async () => {
    const orderId = await payableOrder(call);
    await leaveForProvider(call, orderId, 'klarna');
    airwallex.completeRedirect(intentOf(orderId).id, 'approve');
    const later = { ...payments, now: () => new Date(Date.parse(NOW) + 3 * 60_000) };
    expect(await settleStaleAttempts(later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('Klarna approved places the order; above its limit it is refused before anything starts', async () => {
    const orderId = await payableOrder(call, [['PEL-BULK-1000', 1]]);
    expect((await payAndAnswer(call, orderId, 'klarna', 'approve')).data!.checkPayment).toBe(true);
    expect(intentOf(orderId).method_type).toBe('klarna');
    expect((await shop.db.selectFrom('orders').select('paid_with').where('id', '=', orderId).executeTakeFirstOrThrow()).paid_with).toBe(
      'Klarna, pay in 3',
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });

    const large = await payableOrder(call, [['PEL-BULK-1000', 3]]);
    const refused = await startPayment(call, large, 'klarna');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'AMOUNT_NOT_ACCEPTED' });
    expect(refused.errors?.[0]?.message).toMatch(
      /^Klarna, pay in 3 is for orders from £30\.00 to £1,000\.00; this order is £1,1\d\d\.\d\d\./,
    );
    expect(intentOf(large)).toBeUndefined();
    expect(await orderRow(large)).toMatchObject({ status: 'shoppingCart', payment_status: 'notPaid' });
    // The same basket may still be paid another way.
    expect((await payAndAnswer(call, large, 'paypal', 'approve')).data!.checkPayment).toBe(true);
  });

  // Klarna takes orders from £30: a bulk bag is one.
  const REDIRECT_ORDERS: ['paypal' | 'klarna', string, [string, number][]][] = [
    ['paypal', 'PayPal', [['LOG-ASH-STD', 1]]],
    ['klarna', 'Klarna', [['PEL-BULK-1000', 1]]],
  ];

  it.each(REDIRECT_ORDERS)('a refund of an order paid by %s goes back through that method, once', async (gateway, _name, lines) => {
    const orderId = await payableOrder(call, lines);
    expect((await payAndAnswer(call, orderId, gateway, 'approve')).data!.checkPayment).toBe(true);
    expect(intentOf(orderId).method_type).toBe(gateway);
    const staff = shop.client({ token: staffIdToken(), payments: payments.payments });
    const refunded = await staff(AdminRefundOrderDocument, {
      tenant: scope.tenant,
      orderId,
      amount: 12.5,
      reason: 'Two nets arrived damp',
      requestKey: randomUUID(),
    });
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data!.adminRefundOrder.refund).toMatchObject({ amount: 12.5, status: 'succeeded' });
    expect([...airwallex.refunds.values()].filter((refund) => refund.payment_intent_id === intentOf(orderId).id)).toMatchObject([
      { amount: 12.5, reason: 'Two nets arrived damp' },
    ]);
  });

  it("a signed-in customer's return page answers to that customer only", async () => {
    const { token } = await insertCustomer(shop.db);
    const owner = shop.client({ token, payments: payments.payments });
    const orderId = (await owner(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
    await billAndDeliverTo(owner, orderId);
    expect(
      (await shop.db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirstOrThrow()).customer_id,
    ).not.toBeNull();
    await leaveForProvider(owner, orderId, 'paypal');
    airwallex.completeRedirect(intentOf(orderId).id, 'approve');
    // Someone holding only the order's id learns nothing and settles nothing.
    const stranger = await returnPage(call, orderId);
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await orderRow(orderId)).status).toBe('paymentPending');
    expect((await returnPage(owner, orderId)).data!.checkPayment).toBe(true);
    expect((await orderRow(orderId)).status).toBe('placed');
  });
});
