import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airwallexRequestId, createAirwallexGateway } from '../../commerce/payments/airwallex/gateway.ts';
import type { PaymentAdapters } from '../../commerce/payments/adapters.ts';
import { defaultPaymentAdapters } from '../../commerce/payments/default-adapters.ts';
import type { CardGateway } from '../../commerce/payments/gateway.ts';
import { AdminRefundOrderDocument } from '../../src/features/admin/gql/graphql.ts';
import { AirwallexCheckPaymentIntentDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { LOCAL_AIRWALLEX_CARDS, startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';
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
  let adapters: PaymentAdapters;
  /** Set by a test: the next refund reaches Airwallex, and its answer is lost on the way back. */
  let loseNextAnswer = false;

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ now: shop.clock.now });
    const real = createAirwallexGateway(
      { baseUrl: airwallex.baseUrl, clientId: airwallex.clientId, apiKey: airwallex.apiKey, webhookSecret: airwallex.webhookSecret },
      { now: shop.clock.now },
    );
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
    adapters = defaultPaymentAdapters(shop.db, shop.clock.now, { siteOrigin: 'https://shop.test', airwallex: flaky });
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
});
