import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airwallexRequestId, createAirwallexGateway } from '../../commerce/payments/airwallex/gateway.ts';
import type { PaymentRegistry } from '../../commerce/payments/registry.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { airwallexProvider } from '../../commerce/payments/airwallex/provider.ts';
import type { CardGateway } from '../../commerce/payments/gateway.ts';
import { handleAirwallexWebhook } from '../../commerce/payments/airwallex/webhook-route.ts';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { AdminAuditDocument, AdminOrderDetailDocument, AdminRefundOrderDocument } from '../../src/features/admin/gql/graphql.ts';
import { AirwallexCheckPaymentIntentDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { adapterConfigFor, LOCAL_AIRWALLEX_CARDS, type LocalAirwallex, startLocalAirwallex } from '../fixtures/airwallex-local.ts';
import { BROWSER, payableOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('refunds through Airwallex at the desk on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', '=', 'airwallex').execute(),
  });
  let airwallex: LocalAirwallex;
  let adapters: PaymentRegistry;
  /** Set by a test: the next refund reaches Airwallex, and its answer is lost on the way back. */
  let loseNextAnswer = false;

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ now: shop.clock.now });
    const config = adapterConfigFor(airwallex);
    const real = createAirwallexGateway(config, { now: shop.clock.now });
    const flaky: CardGateway = {
      ...real,
      async refund(request) {
        const outcome = await real.refund(request);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new TypeError('fetch failed: the connection dropped before the answer came');
        }
        return outcome;
      },
    };
    adapters = paymentRegistry([testCardProvider(shop.db, shop.clock.now), airwallexProvider(config, { gateway: flaky })], {
      siteOrigin: 'https://shop.test',
    });
  });
  afterAll(() => airwallex.close());
  beforeEach(() => {
    loseNextAnswer = false;
  });

  const shopper = () => shop.client({ payments: adapters });
  const staff = () => shop.client({ token: staffIdToken(), payments: adapters });
  const refundCalls = () => airwallex.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/pa/refunds/create').length;

  /** An order the shopper paid through Airwallex's card element. */
  async function paidOrder(api: ApiClient) {
    const orderId = await payableOrder(api);
    const started = await api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'airwallex',
      paymentData: JSON.stringify({ browserDetails: BROWSER }),
    });
    expect(started.errors).toBeUndefined();
    await airwallex.confirmAsCardElement(JSON.parse(started.data!.placeOrder.clientData!.data!), LOCAL_AIRWALLEX_CARDS.success);
    const checked = await api(AirwallexCheckPaymentIntentDocument, { orderId, tenantId: scope.tenant, salesChannelId: scope.salesChannel });
    expect(checked.data!.airwallexCheckPaymentIntent).toBe(true);
    return { orderId, intent: [...airwallex.intents.values()].find((intent) => intent.merchant_order_id === orderId)! };
  }

  it('refunds part of the intent through POST /api/v1/pa/refunds/create, once under a double click', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    const before = refundCalls();
    const requestKey = randomUUID();
    const ask = () => staff()(AdminRefundOrderDocument, { tenant, orderId, amount: 5, reason: 'One crate arrived damp', requestKey });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.data!.adminRefundOrder.refund).toMatchObject({ amount: 5, status: 'succeeded' });
    expect(second.data!.adminRefundOrder.refund).toEqual(first.data!.adminRefundOrder.refund);
    expect(refundCalls() - before).toBe(1);
    const made = [...airwallex.refunds.values()].filter((refund) => refund.payment_intent_id === intent.id);
    expect(made).toMatchObject([
      { amount: 5, reason: 'One crate arrived damp', request_id: airwallexRequestId(first.data!.adminRefundOrder.refund.id, 'refund') },
    ]);
    expect(first.data!.adminRefundOrder.order).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 5 });
  });

  it('keeps a refund whose answer was lost pending, and asks again under the same key once its claim lapses: money goes back once', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    const requestKey = randomUUID();
    const ask = () => staff()(AdminRefundOrderDocument, { tenant, orderId, amount: 7.25, reason: 'Short measure', requestKey });
    loseNextAnswer = true;
    const lost = await ask();
    expect(lost.data!.adminRefundOrder.refund.status).toBe('pending');
    expect(lost.data!.adminRefundOrder.order.refundable).toBe(lost.data!.adminRefundOrder.order.paidByCard - 7.25);

    shop.clock.set(new Date(Date.parse(NOW) + 3 * 60_000));
    const retried = await ask();
    expect(retried.data!.adminRefundOrder.refund).toMatchObject({ id: lost.data!.adminRefundOrder.refund.id, status: 'succeeded' });
    expect([...airwallex.refunds.values()].filter((refund) => refund.payment_intent_id === intent.id)).toHaveLength(1);
    expect(retried.data!.adminRefundOrder.order.history.filter((entry) => entry.event === 'refunded')).toHaveLength(1);
  });

  /** Posts a refund event Airwallex sent to the shop's webhook handler; answers the HTTP status it replied. */
  async function deliver(delivery: { rawBody: string; timestamp: string; signature: string }) {
    const reply = await handleAirwallexWebhook(
      { db: shop.db, now: shop.clock.now, payments: adapters, recheckRefunds: recheckRefundsOfPayment },
      airwallex.webhookSecret,
      delivery,
    );
    return reply.status;
  }
  /** The same event body under a new event id, signed now: news Airwallex sent earlier, arriving late. */
  function arrivingLate(delivery: { rawBody: string }) {
    const rawBody = JSON.stringify({ ...JSON.parse(delivery.rawBody), id: `evt_${randomUUID()}` });
    const timestamp = String(shop.clock.now().getTime());
    return { rawBody, timestamp, signature: airwallex.signWebhook(rawBody, timestamp) };
  }
  const orderAtTheDesk = async (orderId: string) => (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
  const refundOf = (intentId: string) => [...airwallex.refunds.values()].find((refund) => refund.payment_intent_id === intentId)!;

  it('records a refund Airwallex took and then failed as failed, once: the money may be refunded again, and the desk says why', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    const refunded = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId,
      amount: 5,
      reason: 'One crate arrived damp',
      requestKey: randomUUID(),
    });
    expect(refunded.data!.adminRefundOrder.order).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 5 });
    const paidByCard = refunded.data!.adminRefundOrder.order.paidByCard;

    // A settled refund changes nothing.
    const settled = airwallex.moveRefund(refundOf(intent.id).id, 'SETTLED');
    expect(await deliver(settled)).toBe(200);
    expect(await orderAtTheDesk(orderId)).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 5 });

    const failed = airwallex.moveRefund(refundOf(intent.id).id, 'FAILED');
    expect(await deliver(failed)).toBe(200);
    const order = await orderAtTheDesk(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', refunded: 0, refundable: paidByCard });
    expect(order.refunds).toMatchObject([{ amount: 5, status: 'failed', failureMessage: expect.stringContaining('Airwallex') }]);
    const reversals = order.history.filter((entry) => entry.event === 'refundFailed');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.note).toMatch(
      /^The refund of £5\.00 asked for by .+ failed after the card provider had taken it: nothing went back to the card\./,
    );

    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'order', subjectId: orderId });
    expect(audit.data!.adminAudit.entries.filter((entry) => entry.action === 'order.refund.reversed')).toMatchObject([
      { staffEmail: 'airwallex refund event', reason: expect.stringContaining('Airwallex') },
    ]);

    // Airwallex delivers again (same event), another event brings the same news, or the older
    // "settled" event arrives late (what a refund became is Airwallex's answer, not the event's): still once, still failed.
    expect(await deliver(failed)).toBe(200);
    expect(await deliver(arrivingLate(failed))).toBe(200);
    expect(await deliver(arrivingLate(settled))).toBe(200);
    const again = await orderAtTheDesk(orderId);
    expect(again.history.filter((entry) => entry.event === 'refundFailed')).toHaveLength(1);
    expect(again).toMatchObject({ paymentStatus: 'paid', refunded: 0 });
    expect(again.refunds).toMatchObject([{ status: 'failed' }]);

    // The staff refund again, and this time the money goes back.
    const retried = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId,
      amount: 5,
      reason: 'One crate arrived damp',
      requestKey: randomUUID(),
    });
    expect(retried.data!.adminRefundOrder.refund.status).toBe('succeeded');
    expect(retried.data!.adminRefundOrder.order).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 5 });
  });

  it('records a late failure once when two deliveries of it are handled at the same time', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    await staff()(AdminRefundOrderDocument, { tenant, orderId, amount: 4, reason: 'Short', requestKey: randomUUID() });
    const failed = airwallex.moveRefund(refundOf(intent.id).id, 'FAILED');
    // Two events with the same news, each read the refund as succeeded before either recorded the failure.
    expect(await Promise.all([deliver(failed), deliver(arrivingLate(failed))])).toEqual([200, 200]);
    const order = await orderAtTheDesk(orderId);
    expect(order.history.filter((entry) => entry.event === 'refundFailed')).toHaveLength(1);
    expect(order).toMatchObject({ paymentStatus: 'paid', refunded: 0 });
  });

  it('settles a refund whose answer was lost when its refund event comes, with no second refund request', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    loseNextAnswer = true;
    const lost = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId,
      amount: 7.25,
      reason: 'Short measure',
      requestKey: randomUUID(),
    });
    expect(lost.data!.adminRefundOrder.refund.status).toBe('pending');
    const before = refundCalls();

    expect(await deliver(airwallex.moveRefund(refundOf(intent.id).id, 'ACCEPTED'))).toBe(200);
    const order = await orderAtTheDesk(orderId);
    expect(order.refunds).toMatchObject([{ id: lost.data!.adminRefundOrder.refund.id, status: 'succeeded' }]);
    expect(order).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 7.25 });
    expect(order.history.filter((entry) => entry.event === 'refunded')).toHaveLength(1);
    expect(refundCalls()).toBe(before);
  });

  it('changes nothing for a refund event that is not signed by Airwallex', async () => {
    const { orderId, intent } = await paidOrder(shopper());
    await staff()(AdminRefundOrderDocument, { tenant, orderId, amount: 5, reason: 'Damp', requestKey: randomUUID() });
    const forged = airwallex.moveRefund(refundOf(intent.id).id, 'FAILED');
    expect(await deliver({ ...forged, signature: 'f'.repeat(64) })).toBe(401);
    expect(await orderAtTheDesk(orderId)).toMatchObject({ paymentStatus: 'partlyRefunded', refunded: 5 });
  });
});
