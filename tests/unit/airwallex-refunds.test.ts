import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardGateway, RefundRequest } from '../../commerce/payments/gateway.ts';
import { airwallexRequestId, createAirwallexGateway } from '../../commerce/payments/airwallex/gateway.ts';
import { fakeClock, LOCAL_AIRWALLEX_CARDS, startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';

let airwallex: LocalAirwallex;
let gateway: CardGateway;
let refundNumber = 0;

beforeEach(async () => {
  const clock = fakeClock('2026-11-18T10:00:00Z');
  airwallex = await startLocalAirwallex({ now: clock.now });
  gateway = createAirwallexGateway(
    { baseUrl: airwallex.baseUrl, clientId: airwallex.clientId, apiKey: airwallex.apiKey, webhookSecret: airwallex.webhookSecret },
    { now: clock.now },
  );
});

afterEach(async () => {
  await airwallex.close();
});

/** An intent of £100.00 the shopper paid, as a real payment leaves it at Airwallex. */
async function paidIntent(amountPence = 10_000): Promise<string> {
  const handedOver = await gateway.charge({
    idempotencyKey: `attempt-${++refundNumber}`,
    orderId: `order-${refundNumber}`,
    amountPence,
    currencyCode: 'GBP',
    cardToken: null,
    browser: { screenHeight: 900, screenWidth: 1440, language: 'en-GB', javaEnabled: false, colorDepth: 24, origin: 'https://shop.test' },
    returnUrl: 'https://shop.test/return',
    rememberProviderRef: async () => {},
  });
  if (handedOver.status !== 'awaitingConfirmation') throw new Error(`expected a client secret, got ${handedOver.status}`);
  await airwallex.confirmAsCardElement(
    { intentId: handedOver.providerRef, clientSecret: handedOver.clientSecret },
    LOCAL_AIRWALLEX_CARDS.success,
  );
  return handedOver.providerRef;
}

const refundOf = (paymentRef: string, amountPence: number, key = `refund-${++refundNumber}`): RefundRequest => ({
  idempotencyKey: key,
  paymentRef,
  amountPence,
  currencyCode: 'GBP',
  reason: 'Logs arrived damp',
});
const refundCalls = () => airwallex.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/pa/refunds/create').length;

describe('refunds through Airwallex', () => {
  it('creates a refund of the intent in major units, with the request_id derived from the refund and the reason', async () => {
    const intentId = await paidIntent();
    const request = refundOf(intentId, 2550);
    const outcome = await gateway.refund(request);
    const [made] = [...airwallex.refunds.values()];
    expect(outcome).toEqual({ status: 'succeeded', providerRef: made!.id });
    expect(made).toMatchObject({
      payment_intent_id: intentId,
      amount: 25.5,
      reason: 'Logs arrived damp',
      status: 'RECEIVED',
      request_id: airwallexRequestId(request.idempotencyKey, 'refund'),
    });
  });

  it('a replayed refund meets duplicate_request and answers with the refund already made: money goes back once', async () => {
    const intentId = await paidIntent();
    const request = refundOf(intentId, 1000);
    const first = await gateway.refund(request);
    const again = await gateway.refund(request);
    expect(again).toEqual(first);
    expect(airwallex.refunds.size).toBe(1);
    expect(refundCalls()).toBe(2);
  });

  it('reports Airwallex refusing more than is left as a failure in words, nothing refunded', async () => {
    const intentId = await paidIntent(5000);
    expect((await gateway.refund(refundOf(intentId, 3000))).status).toBe('succeeded');
    const refused = await gateway.refund(refundOf(intentId, 2001));
    expect(refused).toEqual({
      status: 'failed',
      providerRef: null,
      message: 'Airwallex refused the refund: The refund amount exceeds the amount that can be refunded',
    });
    expect(airwallex.refunds.size).toBe(1);
    expect((await gateway.refund(refundOf(intentId, 2000))).status).toBe('succeeded');
  });

  it('refuses to refund an intent nobody paid', async () => {
    const handedOver = await gateway.charge({
      idempotencyKey: 'unpaid',
      orderId: 'order-unpaid',
      amountPence: 1000,
      currencyCode: 'GBP',
      cardToken: null,
      browser: { screenHeight: 900, screenWidth: 1440, language: 'en-GB', javaEnabled: false, colorDepth: 24, origin: 'https://shop.test' },
      returnUrl: 'https://shop.test/return',
      rememberProviderRef: async () => {},
    });
    const outcome = await gateway.refund(refundOf(handedOver.providerRef!, 500));
    expect(outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('cannot be refunded') });
  });

  it('throws when Airwallex cannot be reached, so the shop keeps the refund pending and asks again', async () => {
    const intentId = await paidIntent();
    const offline = createAirwallexGateway(
      { baseUrl: airwallex.baseUrl, clientId: airwallex.clientId, apiKey: airwallex.apiKey, webhookSecret: airwallex.webhookSecret },
      { fetch: async () => Promise.reject(new TypeError('fetch failed')) },
    );
    await expect(offline.refund(refundOf(intentId, 100))).rejects.toThrow('fetch failed');
    expect(airwallex.refunds.size).toBe(0);
  });
});
