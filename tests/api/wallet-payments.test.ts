import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAirwallexWebhook } from '../../commerce/payments/airwallex/webhook-route.ts';
import { applePayProvider } from '../../commerce/payments/airwallex/apple-pay.ts';
import { googlePayProvider } from '../../commerce/payments/airwallex/google-pay.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import type { WebhookContext } from '../../commerce/payments/provider.ts';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { AdminOrderDetailDocument, AdminRefundOrderDocument } from '../../src/features/admin/gql/graphql.ts';
import {
  CheckPaymentDocument,
  GetOrderDetailsDocument,
  PlaceExpressOrderDocument,
  QuoteExpressDeliveryDocument,
  StartExpressCartDocument,
} from '../../src/lib/commerce/gql/graphql.ts';
import { adapterConfigFor, LOCAL_AIRWALLEX_CARDS, type LocalAirwallex, startLocalAirwallex } from '../fixtures/airwallex-local.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { BROWSER, payableOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { ListGatewayConfigDocument, PayForOrderDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';
type Wallet = 'apple-pay' | 'google-pay';

// Apple Pay and Google Pay through Airwallex's button elements: placeOrder creates the intent as for
// a card and hands the element its secret; the element confirms it with the wallet's payment data
// (the stand-in's confirm, as the card element's, plays it); the return page, the webhook and the
// sweep learn the outcome by retrieving the intent.
describe.each(backends)('paying with Apple Pay and Google Pay (wallets through Airwallex) on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', 'in', ['apple-pay', 'google-pay']).execute(),
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
        applePayProvider(config, { now: shop.clock.now }),
        googlePayProvider(config, { now: shop.clock.now }),
      ],
      { siteOrigin: 'https://shop.test', shopOrigins: ['https://shop.test'] },
    );
    payments = { db: shop.db, now: shop.clock.now, payments: registry, recheckRefunds: recheckRefundsOfPayment };
    call = shop.client({ payments: registry });
  });
  afterAll(() => airwallex.close());

  const intentOf = (orderId: string) => [...airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId).at(-1)!;
  const orderRow = (orderId: string) =>
    shop.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'version', 'paid_with'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const historyOf = (orderId: string) =>
    shop.db.selectFrom('order_history').select(['status', 'note']).where('order_id', '=', orderId).orderBy('created_at').execute();
  const attemptsOf = (orderId: string) => shop.db.selectFrom('payment_attempt').select('status').where('order_id', '=', orderId).execute();
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('product').select('on_hand').where('id', '=', sku).executeTakeFirstOrThrow()).on_hand;
  const returnPage = (orderId: string) => call(CheckPaymentDocument, { orderId, ...scope });

  /** placeOrder as the wallet button sends it after the sheet authorised: no card, no token; answers the element's hand-off. */
  async function startWalletPayment(orderId: string, wallet: Wallet) {
    const started = await call(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: wallet,
      paymentData: JSON.stringify({ browserDetails: BROWSER }),
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.placeOrder).toMatchObject({ status: 'paymentPending', paymentStatus: 'pending' });
    const clientData = started.data!.placeOrder.clientData!;
    expect(clientData).toMatchObject({ type: 'airwallexConfirm', action: 'CONFIRM' });
    return {
      handOff: JSON.parse(clientData.data!) as { intentId: string; clientSecret: string },
      receiptKey: started.data!.placeOrder.receiptKey ?? null,
    };
  }

  it('offers each wallet as a button with what its element needs, and nothing secret', async () => {
    const listed = await call(ListGatewayConfigDocument, { tenant_id: scope.tenant });
    const config = (id: string) =>
      Object.fromEntries(
        listed.data!.getPaymentGatewaysForWebsite.find((gateway) => gateway.id === id)!.config.map((e) => [e.property, e.value]),
      );
    // expressButton: the basket and the product page offer the wallet's own button for express checkout.
    expect(config('apple-pay')).toEqual({
      airwallexEnv: 'prod',
      wallet: 'true',
      walletElement: 'applePayButton',
      paidWith: 'Apple Pay',
      expressButton: 'true',
    });
    expect(config('google-pay')).toEqual({
      airwallexEnv: 'prod',
      wallet: 'true',
      walletElement: 'googlePayButton',
      paidWith: 'Google Pay',
      expressButton: 'true',
    });
    expect(JSON.stringify([config('apple-pay'), config('google-pay')])).not.toMatch(/local-api-key|local-client-id|127\.0\.0\.1/);
  });

  it('Apple Pay: the return page and the webhook race, one order is placed once, and a replay changes nothing', async () => {
    const orderId = await payableOrder(call);
    const { handOff, receiptKey } = await startWalletPayment(orderId, 'apple-pay');
    expect(handOff.intentId).toBe(intentOf(orderId).id);
    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success)).toBe(200);

    // The card's endpoint does not settle a wallet's payment: each way to pay has its own.
    const event = airwallex.paymentEvent(handOff.intentId, 'payment_intent.succeeded', `evt_${randomUUID()}`);
    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event)).toEqual({ status: 200, body: { received: true } });
    expect((await orderRow(orderId)).status).toBe('paymentPending');

    const [browser, webhook] = await Promise.all([
      returnPage(orderId),
      handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'applePay'),
    ]);
    expect(browser.data!.checkPayment).toBe(true);
    expect(webhook.status).toBe(200);
    const placed = await orderRow(orderId);
    expect(placed).toMatchObject({ status: 'placed', payment_status: 'paid', paid_with: 'Apple Pay' });
    const history = await historyOf(orderId);
    expect(await attemptsOf(orderId)).toEqual([{ status: 'succeeded' }]);
    expect(intentOf(orderId).confirmations).toBe(1);

    // Replays: the same event, the same news under a new id, the return page again.
    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'applePay')).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    const again = airwallex.paymentEvent(handOff.intentId, 'payment_intent.succeeded', `evt_${randomUUID()}`);
    expect((await handleAirwallexWebhook(payments, airwallex.webhookSecret, again, 'applePay')).status).toBe(200);
    expect((await returnPage(orderId)).data!.checkPayment).toBe(true);
    expect(await orderRow(orderId)).toEqual(placed);
    expect(await historyOf(orderId)).toEqual(history);
    expect(await attemptsOf(orderId)).toEqual([{ status: 'succeeded' }]);

    // The order page (for the browser that paid) and the desk name how it was paid.
    const page = await call(GetOrderDetailsDocument, { orderId, ...scope, receiptKey });
    expect(page.data!.getOrder).toMatchObject({ paymentStatus: 'paid', paidWith: 'Apple Pay' });
    const desk = await shop.client({ token: staffIdToken(), payments: payments.payments })(AdminOrderDetailDocument, {
      tenant: scope.tenant,
      id: orderId,
    });
    expect(desk.data!.adminOrder).toMatchObject({ paidWith: 'Apple Pay' });
  });

  it('Google Pay with a 3-D Secure check passed in the element places the order paid by Google Pay', async () => {
    const orderId = await payableOrder(call);
    const { handOff } = await startWalletPayment(orderId, 'google-pay');
    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.challenge)).toBe(200);
    expect((await returnPage(orderId)).data!.checkPayment).toBe(false);
    airwallex.completeChallenge(handOff.intentId, 'pass');
    expect((await returnPage(orderId)).data!.checkPayment).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid', paid_with: 'Google Pay' });
  });

  it("a wallet's card refused: the stock goes back, the cart is payable, and the wallet's words say so", async () => {
    const before = await stockOf('LOG-ASH-STD');
    const orderId = await payableOrder(call);
    const { handOff } = await startWalletPayment(orderId, 'apple-pay');
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
    await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.riskDecline);
    const answer = await returnPage(orderId);
    expect(answer.data?.checkPayment ?? false).toBe(false);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed', paid_with: null });
    expect(await stockOf('LOG-ASH-STD')).toBe(before);
    expect(await attemptsOf(orderId)).toEqual([{ status: 'failed' }]);
    expect((await historyOf(orderId)).at(-1)!.note).toBe(
      'The card in Apple Pay was declined, so nothing was taken. Please try again or choose another way to pay.',
    );
    // The same basket pays with the wallet after all: a new attempt, a new intent.
    const retry = await startWalletPayment(orderId, 'apple-pay');
    expect(retry.handOff.intentId).not.toBe(handOff.intentId);
    await airwallex.confirmAsCardElement(retry.handOff, LOCAL_AIRWALLEX_CARDS.success);
    expect((await returnPage(orderId)).data!.checkPayment).toBe(true);
  });

  it('a refund goes back through the wallet the order was paid with', async () => {
    const orderId = await payableOrder(call);
    const { handOff } = await startWalletPayment(orderId, 'google-pay');
    await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success);
    expect((await returnPage(orderId)).data!.checkPayment).toBe(true);
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
    expect([...airwallex.refunds.values()].filter((refund) => refund.payment_intent_id === handOff.intentId)).toMatchObject([
      { amount: 12.5, reason: 'Two nets arrived damp' },
    ]);
  });

  it("express from a product page through Apple Pay's own button: the sheet's outward code is quoted, an amount not shown is refused before any intent, then one intent, confirmed once, places the order on the quoted dates", async () => {
    const started = await call(StartExpressCartDocument, { ...scope, skuId: 'KIN-NET-10L', quantity: 2, reuseOrderId: null });
    expect(started.errors).toBeUndefined();
    const orderId = started.data!.startExpressCart.id;
    // Apple Pay discloses only the outward code before the shopper pays.
    const quoted = (await call(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: 'BA1', countryCode: 'GB' } })).data!
      .quoteExpressDelivery;
    expect(quoted.refusal).toBeNull();
    const jersey = (await call(QuoteExpressDeliveryDocument, { ...scope, orderId, address: { postcode: 'JE2', countryCode: 'GB' } })).data!
      .quoteExpressDelivery;
    expect(jersey.refusal).toMatch(/deliver/i);

    const sheet = {
      email: 'wren.wallet@example.com',
      givenName: 'Wren',
      familyName: 'Wallet',
      phone: '07700 900123',
      addressLines: ['1 Queen Square'],
      town: 'Bath',
      postcode: 'BA1 2AA',
      countryCode: 'GB',
    };
    const methods = quoted.options[0]!.shipments.map((s) => ({ shipment: s.id, methodId: s.methodId }));
    const pay = (expectedAmountDue: number) =>
      call(PlaceExpressOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'apple-pay',
        paymentData: JSON.stringify({ browserDetails: BROWSER, expectedAmountDue }),
        sheet,
        shippingMethods: methods,
      });
    // The sheet showed another amount: refused, and Airwallex never asked.
    const refused = await pay(quoted.amountDue + 1);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(intentOf(orderId)).toBeUndefined();

    const placed = await pay(quoted.amountDue);
    expect(placed.errors).toBeUndefined();
    const clientData = placed.data!.placeExpressOrder.clientData!;
    expect(clientData).toMatchObject({ type: 'airwallexConfirm', action: 'CONFIRM' });
    const handOff = JSON.parse(clientData.data!) as { intentId: string; clientSecret: string };
    expect(intentOf(orderId)).toMatchObject({ id: handOff.intentId, amount: quoted.amountDue });
    // A double press joins the payment under way: no second intent.
    const twice = await pay(quoted.amountDue);
    expect(twice.errors).toBeUndefined();
    expect([...airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId)).toHaveLength(1);

    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success)).toBe(200);
    expect((await returnPage(orderId)).data!.checkPayment).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid', paid_with: 'Apple Pay' });
    expect(intentOf(orderId).confirmations).toBe(1);
    // Each shipment on the first date the sheet showed.
    const dates = Object.fromEntries(placed.data!.placeExpressOrder.shipments.map((s) => [s.id, s.estDeliveryDate]));
    expect(dates).toEqual(Object.fromEntries(quoted.options[0]!.shipments.map((s) => [s.id, s.deliveryDate])));
  });
});
