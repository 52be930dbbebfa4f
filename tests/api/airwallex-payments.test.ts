import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAirwallexGateway } from '../../commerce/payments/airwallex/gateway.ts';
import { handleAirwallexWebhook } from '../../commerce/payments/airwallex/webhook-route.ts';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { airwallexProvider } from '../../commerce/payments/airwallex/provider.ts';
import { settleStaleAttempts } from '../../commerce/payments/pay-order.ts';
import type { WebhookContext } from '../../commerce/payments/provider.ts';
import { AirwallexCheckPaymentIntentDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { LOCAL_AIRWALLEX_CARDS, startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { BROWSER, payableOrder } from '../fixtures/payable-order.ts';
import { ListGatewayConfigDocument, ListGatewayTypesDocument, PayForOrderDocument } from './gql/graphql.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
const SECRET = 'whsec-local-test';

describe.each(backends)('paying through Airwallex on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', 'airwallex').execute(),
  });
  let airwallex: LocalAirwallex;
  let call: ApiClient;
  let payments: WebhookContext;

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ webhookSecret: SECRET, now: () => NOW });
    const config = { baseUrl: airwallex.baseUrl, clientId: 'local-client-id', apiKey: 'local-api-key', webhookSecret: SECRET };
    const gateway = createAirwallexGateway(config, { now: () => NOW });
    const adapters = paymentRegistry([testCardProvider(shop.db, () => NOW), airwallexProvider(config, { gateway })], {
      siteOrigin: 'https://shop.test',
    });
    call = shop.client({ payments: adapters });
    payments = { db: shop.db, now: () => NOW, payments: adapters, recheckRefunds: recheckRefundsOfPayment };
  });
  afterAll(() => airwallex.close());

  /** placeOrder as the checkout sends it for Airwallex: no card, only the browser's details. */
  const startPayment = (orderId: string) =>
    call(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'airwallex',
      paymentData: JSON.stringify({ browserDetails: BROWSER }),
    });
  /**
   * The whole browser side: placeOrder creates the intent and hands its client_secret over; the
   * card element confirms it with the card, straight to Airwallex (the stand-in); the return page's
   * check settles it by retrieving the intent.
   */
  async function place(orderId: string, card: string) {
    const started = await startPayment(orderId);
    expect(started.errors).toBeUndefined();
    const action = started.data!.placeOrder.clientData!;
    expect(action.type).toBe('airwallexConfirm');
    await airwallex.confirmAsCardElement(JSON.parse(action.data!), card);
    await checkIntent(orderId);
    return started;
  }
  // The Airwallex return page's own check.
  const checkIntent = async (orderId: string) =>
    (await call(AirwallexCheckPaymentIntentDocument, { orderId, tenantId: scope.tenant, salesChannelId: scope.salesChannel })).data!
      .airwallexCheckPaymentIntent;
  const intentOf = (orderId: string) => [...airwallex.intents.values()].find((intent) => intent.merchant_order_id === orderId)!;
  const orderStatus = async (orderId: string) =>
    (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const signed = (event: object, timestamp = String(NOW.getTime())) => {
    const rawBody = JSON.stringify(event);
    return { rawBody, timestamp, signature: airwallex.signWebhook(rawBody, timestamp) };
  };

  /** An order paid with the challenge card whose shopper passed 3-D Secure: Airwallex has the money, we wait for word. */
  async function challengePassed() {
    const orderId = await payableOrder(call);
    await place(orderId, LOCAL_AIRWALLEX_CARDS.challenge);
    const intent = intentOf(orderId);
    airwallex.completeChallenge(intent.id, 'pass');
    return { orderId, intent };
  }

  /** Airwallex's payment_intent.succeeded event about this intent. */
  const succeededEvent = (id: string, intent: Record<string, unknown>) => ({
    id,
    name: 'payment_intent.succeeded',
    account_id: 'acct_local',
    created_at: NOW.toISOString(),
    data: { object: intent },
  });

  it('withdraws an intent the browser never confirmed when the sweep gives up on it, so a late confirm takes nothing', async () => {
    const orderId = await payableOrder(call);
    const started = await startPayment(orderId);
    const handOff = JSON.parse(started.data!.placeOrder.clientData!.data!) as { intentId: string; clientSecret: string };
    const later = { ...payments, now: () => new Date(NOW.getTime() + 3 * 60_000) };
    expect(await settleStaleAttempts(later)).toBeGreaterThanOrEqual(1);
    expect(intentOf(orderId).status).toBe('CANCELLED');
    expect(await orderStatus(orderId)).toBe('shoppingCart');
    const charges = airwallex.charges;
    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success)).toBe(400);
    expect(airwallex.charges).toBe(charges);
  });

  it('is listed for the website once enabled and configured', async () => {
    const listed = await call(ListGatewayTypesDocument, { tenant_id: 'hearth' });
    expect(listed.data!.getPaymentGatewaysForWebsite).toContainEqual({ id: 'airwallex', type: 'airwallex' });
  });

  it("names Airwallex's environment, which the checkout's card element loads from, and nothing secret", async () => {
    const listed = await call(ListGatewayConfigDocument, { tenant_id: 'hearth' });
    const config = listed.data!.getPaymentGatewaysForWebsite.find((gateway) => gateway.id === 'airwallex')!.config;
    // The stand-in's base URL is not Airwallex's sandbox, so the element loads from production's hosts.
    expect(Object.fromEntries(config.map((entry) => [entry.property, entry.value]))).toEqual({
      returnPage: '/checkout/airwallex-return',
      airwallexEnv: 'prod',
    });
    expect(JSON.stringify(config)).not.toMatch(/local-api-key|local-client-id|127\.0\.0\.1/);
  });

  it('placeOrder creates the intent and gives the paying browser its client secret, taking no card', async () => {
    const orderId = await payableOrder(call);
    const started = await startPayment(orderId);
    expect(started.data!.placeOrder).toMatchObject({ status: 'paymentPending', paymentStatus: 'pending' });
    const intent = intentOf(orderId);
    expect(JSON.parse(started.data!.placeOrder.clientData!.data!)).toEqual({ intentId: intent.id, clientSecret: intent.client_secret });
    expect(intent).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', confirmations: 0 });
    // The secret is in that reply only: never stored, never shown to a later read.
    const attempt = await shop.db.selectFrom('payment_attempt').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(JSON.stringify(attempt)).not.toContain(intent.client_secret);
    expect(attempt.provider_ref).toBe(intent.id);
    // Card data sent to the API is refused outright.
    const withCard = await call(PayForOrderDocument, {
      ...scope,
      orderId: await payableOrder(call),
      paymentGatewayId: 'airwallex',
      paymentData: JSON.stringify({ browserDetails: BROWSER, card: { number: LOCAL_AIRWALLEX_CARDS.success } }),
    });
    expect(withCard.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CARD_DATA_REFUSED' });
  });

  it('an approved card places the order, charging the amount due in pounds', async () => {
    const orderId = await payableOrder(call);
    const placed = await place(orderId, LOCAL_AIRWALLEX_CARDS.success);
    expect(await orderStatus(orderId)).toBe('placed');
    const intent = intentOf(orderId);
    expect(intent.status).toBe('SUCCEEDED');
    expect(intent.amount).toBe(placed.data!.placeOrder.amountDue);
    // The return URL names no order (the provider keeps it as merchant_order_id, server to server).
    expect(intent.return_url).toBe('https://shop.test/checkout/airwallex-return/');
    expect(await checkIntent(orderId)).toBe(true);
  });

  it('a declined card leaves the order payable, and another card then pays', async () => {
    const orderId = await payableOrder(call);
    await place(orderId, LOCAL_AIRWALLEX_CARDS.riskDecline);
    expect(await orderStatus(orderId)).toBe('shoppingCart');
    expect(await checkIntent(orderId)).toBe(false);
    await place(orderId, LOCAL_AIRWALLEX_CARDS.success);
    expect(await orderStatus(orderId)).toBe('placed');
  });

  it("3-D Secure (the element's own flow): pending until the bank says yes, then the return page check places the order", async () => {
    const orderId = await payableOrder(call);
    await place(orderId, LOCAL_AIRWALLEX_CARDS.challenge);
    expect(await orderStatus(orderId)).toBe('paymentPending');
    expect(await checkIntent(orderId)).toBe(false);
    airwallex.completeChallenge(intentOf(orderId).id, 'pass');
    expect(await checkIntent(orderId)).toBe(true);
    expect(await orderStatus(orderId)).toBe('placed');
  });

  it('a signed webhook settles a waiting payment once; a replay of the same event changes nothing', async () => {
    const { orderId, intent } = await challengePassed();
    const event = succeededEvent(`evt_${intent.id}`, { id: intent.id, merchant_order_id: orderId, status: 'SUCCEEDED' });

    expect(await handleAirwallexWebhook(payments, SECRET, signed(event))).toEqual({ status: 200, body: { received: true } });
    expect(await orderStatus(orderId)).toBe('placed');
    const history = await shop.db.selectFrom('order_history').select('status').where('order_id', '=', orderId).execute();
    expect(await handleAirwallexWebhook(payments, SECRET, signed(event))).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await shop.db.selectFrom('order_history').select('status').where('order_id', '=', orderId).execute()).toEqual(history);
  });

  it('refuses a webhook with a bad signature or a stale timestamp, and changes nothing', async () => {
    const { orderId, intent } = await challengePassed();
    const event = succeededEvent(`evt_bad_${intent.id}`, { id: intent.id, merchant_order_id: orderId });
    const good = signed(event);
    expect(
      (await handleAirwallexWebhook(payments, SECRET, { ...good, signature: good.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }))
        .status,
    ).toBe(401);
    expect(
      (await handleAirwallexWebhook(payments, SECRET, { ...good, rawBody: good.rawBody.replace('succeeded', 'cancelled') })).status,
    ).toBe(401);
    expect((await handleAirwallexWebhook(payments, SECRET, signed(event, String(NOW.getTime() - 10 * 60_000)))).status).toBe(401);
    expect((await handleAirwallexWebhook(payments, SECRET, { ...good, signature: null })).status).toBe(400);
    expect(await orderStatus(orderId)).toBe('paymentPending');
    expect(await shop.db.selectFrom('webhook_event').select('event_id').where('event_id', '=', event.id).execute()).toEqual([]);
  });
});
