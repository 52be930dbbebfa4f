import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardGateway, ChargeRequest } from '../../commerce/payments/gateway.ts';
import { createAirwallexClient } from '../../commerce/payments/airwallex/client.ts';
import { airwallexRequestId, createAirwallexGateway, FAILURE_MESSAGES } from '../../commerce/payments/airwallex/gateway.ts';
import {
  DO_NOT_HONOUR_AMOUNT_PENCE,
  fakeClock,
  INSUFFICIENT_FUNDS_AMOUNT_PENCE,
  LOCAL_AIRWALLEX_CARDS,
  startLocalAirwallex,
  type LocalAirwallex,
} from '../fixtures/airwallex-local.ts';

const RETURN_URL = 'https://www.hearth.example/checkout/return';

let airwallex: LocalAirwallex;
let clock: ReturnType<typeof fakeClock>;
let gateway: CardGateway;
let remembered: string[];

beforeEach(async () => {
  clock = fakeClock('2026-11-18T10:00:00Z');
  airwallex = await startLocalAirwallex({ now: clock.now });
  gateway = localGateway();
  remembered = [];
});

afterEach(async () => {
  await airwallex.close();
});

/** The gateway under test, talking to the local Airwallex at the test clock (through `fetch` when given). */
function localGateway(fetch?: typeof globalThis.fetch): CardGateway {
  return createAirwallexGateway(
    { baseUrl: airwallex.baseUrl, clientId: airwallex.clientId, apiKey: airwallex.apiKey, webhookSecret: airwallex.webhookSecret },
    { now: clock.now, fetch },
  );
}

/** The intent a charge of this request creates first, made on its own: what a run that died before confirming leaves. */
function createIntentOnly(request: ChargeRequest) {
  const client = createAirwallexClient({
    baseUrl: airwallex.baseUrl,
    clientId: airwallex.clientId,
    apiKey: airwallex.apiKey,
    now: clock.now,
  });
  return client.createPaymentIntent({
    requestId: airwallexRequestId(request.idempotencyKey, 'create'),
    amountPence: request.amountPence,
    currency: 'GBP',
    merchantOrderId: request.orderId,
    returnUrl: RETURN_URL,
  });
}

let attemptNumber = 0;
function chargeRequest(overrides: Partial<ChargeRequest> & { cardNumber?: string } = {}): ChargeRequest {
  attemptNumber++;
  const { cardNumber, ...rest } = overrides;
  return {
    idempotencyKey: `attempt-${attemptNumber}`,
    orderId: `order-${attemptNumber}`,
    amountPence: 43999,
    currencyCode: 'GBP',
    cardToken: null,
    browser: {
      screenHeight: 900,
      screenWidth: 1440,
      language: 'en-GB',
      javaEnabled: false,
      colorDepth: 24,
      origin: 'https://www.hearth.example',
    },
    returnUrl: RETURN_URL,
    rememberProviderRef: async (ref) => {
      remembered.push(ref);
    },
    ...rest,
  };
}

/** The gateway's lookup of the attempt this request made, by provider reference or (null) by key. */
const lookUp = (request: ChargeRequest, providerRef: Parameters<CardGateway['lookup']>[0]['providerRef']) =>
  gateway.lookup({ idempotencyKey: request.idempotencyKey, orderId: request.orderId, providerRef });
const confirmCalls = () => airwallex.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/confirm')).length;
const onlyIntent = () => {
  expect(airwallex.intents.size).toBe(1);
  return [...airwallex.intents.values()][0]!;
};

describe('charge', () => {
  it('takes the payment and names the intent before confirming it', async () => {
    const confirmationsWhenNamed: number[] = [];
    const request = chargeRequest({
      rememberProviderRef: async (ref) => {
        remembered.push(ref);
        confirmationsWhenNamed.push(airwallex.intents.get(ref)!.confirmations);
      },
    });
    const outcome = await gateway.charge(request);

    const intent = onlyIntent();
    expect(outcome).toEqual({ status: 'succeeded', providerRef: intent.id });
    expect(remembered).toEqual([intent.id]);
    expect(confirmationsWhenNamed).toEqual([0]);
    expect(airwallex.charges).toBe(1);
    expect(intent).toMatchObject({
      amount: 439.99,
      currency: 'GBP',
      merchant_order_id: request.orderId,
      return_url: RETURN_URL,
      card_name: 'Ada Lovelace',
    });
  });

  it('sends the browser details Airwallex needs for 3-D Secure', async () => {
    await gateway.charge(chargeRequest());
    expect(onlyIntent().device_data).toEqual({
      language: 'en-GB',
      screen_height: 900,
      screen_width: 1440,
      screen_color_depth: 24,
      browser: { java_enabled: false, javascript_enabled: true },
    });
  });

  it('converts the amount to major units exactly', async () => {
    await gateway.charge(chargeRequest({ amountPence: 1 }));
    expect(onlyIntent().amount).toBe(0.01);
  });

  it('reports a declined card with a message that says what to do', async () => {
    const outcome = await gateway.charge(chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.riskDecline }));
    expect(outcome).toEqual({ status: 'failed', providerRef: onlyIntent().id, reason: 'declined', message: FAILURE_MESSAGES.declined });
    expect(FAILURE_MESSAGES.declined).toMatch(/no money has been taken/i);
    expect(FAILURE_MESSAGES.declined).toMatch(/different card/i);
    expect(airwallex.charges).toBe(0);
  });

  it('reports an issuer decline ("do not honour") as declined', async () => {
    const outcome = await gateway.charge(
      chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount, amountPence: DO_NOT_HONOUR_AMOUNT_PENCE }),
    );
    expect(outcome).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('reports insufficient funds', async () => {
    const outcome = await gateway.charge(
      chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount, amountPence: INSUFFICIENT_FUNDS_AMOUNT_PENCE }),
    );
    expect(outcome).toEqual({
      status: 'failed',
      providerRef: onlyIntent().id,
      reason: 'insufficientFunds',
      message: FAILURE_MESSAGES.insufficientFunds,
    });
    expect(FAILURE_MESSAGES.insufficientFunds).toMatch(/insufficient funds/i);
    expect(FAILURE_MESSAGES.insufficientFunds).toMatch(/different card|contact your bank/i);
    expect(airwallex.charges).toBe(0);
  });

  it('reports a failed frictionless 3-D Secure check', async () => {
    const outcome = await gateway.charge(chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.frictionlessFails }));
    expect(outcome).toMatchObject({ status: 'failed', reason: 'authenticationFailed', message: FAILURE_MESSAGES.authenticationFailed });
  });

  it('succeeds on a frictionless 3-D Secure card', async () => {
    const outcome = await gateway.charge(chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.frictionless }));
    expect(outcome.status).toBe('succeeded');
  });

  it('refuses zero-decimal currencies rather than charging a hundredfold', async () => {
    await expect(gateway.charge(chargeRequest({ currencyCode: 'JPY' }))).rejects.toThrow(/JPY/);
    expect(airwallex.intents.size).toBe(0);
  });
});

describe('3-D Secure challenge', () => {
  it('asks for the challenge, then lookup finds the payment taken once the shopper passes', async () => {
    const request = chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.challenge });
    const outcome = await gateway.charge(request);
    const intent = onlyIntent();
    expect(outcome).toEqual({
      status: 'requiresAction',
      providerRef: intent.id,
      redirectUrl: `${airwallex.baseUrl}/local/3ds/${intent.id}`,
    });
    expect(airwallex.charges).toBe(0);

    const attempt = { idempotencyKey: request.idempotencyKey, orderId: request.orderId, providerRef: intent.id };
    expect(await gateway.lookup(attempt)).toMatchObject({ status: 'requiresAction' });

    // The shopper's browser: the challenge page, then its "pass" link, back to our return URL.
    if (outcome.status !== 'requiresAction') throw new Error('expected a challenge');
    const page = await (await fetch(outcome.redirectUrl)).text();
    const passLink = /href="([^"]*result=pass)"/.exec(page)?.[1];
    const back = await fetch(new URL(passLink!, airwallex.baseUrl), { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(RETURN_URL);

    expect(await gateway.lookup(attempt)).toEqual({ status: 'succeeded', providerRef: intent.id });
    expect(airwallex.charges).toBe(1);
  });

  it('reports a failed challenge as authenticationFailed on lookup', async () => {
    const request = chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.challenge });
    const outcome = await gateway.charge(request);
    airwallex.completeChallenge(outcome.providerRef!, 'fail');
    const after = await lookUp(request, outcome.providerRef);
    expect(after).toEqual({
      status: 'failed',
      providerRef: outcome.providerRef,
      reason: 'authenticationFailed',
      message: FAILURE_MESSAGES.authenticationFailed,
    });
    expect(airwallex.charges).toBe(0);
  });

  it('reports a card whose challenge can never pass as authenticationFailed', async () => {
    const request = chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.challengeAlwaysFails });
    const outcome = await gateway.charge(request);
    airwallex.completeChallenge(outcome.providerRef!, 'pass');
    const after = await lookUp(request, outcome.providerRef);
    expect(after).toMatchObject({ status: 'failed', reason: 'authenticationFailed' });
  });
});

describe('idempotency', () => {
  it('charges once and answers the same when the same key is charged twice', async () => {
    const request = chargeRequest();
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    expect(onlyIntent().confirmations).toBe(1);
    expect(confirmCalls()).toBe(1);
    expect(airwallex.charges).toBe(1);
    expect(remembered).toEqual([first.providerRef, first.providerRef]);
  });

  it('charges once when the same key is charged twice at the same moment', async () => {
    const request = chargeRequest();
    const [a, b] = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    expect(a).toEqual(b);
    expect(a.status).toBe('succeeded');
    expect(onlyIntent().confirmations).toBe(1);
    expect(airwallex.charges).toBe(1);
  });

  it('answers a retried declined charge with the same failure, without trying the card again', async () => {
    const request = chargeRequest({
      cardNumber: LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount,
      amountPence: INSUFFICIENT_FUNDS_AMOUNT_PENCE,
    });
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ status: 'failed', reason: 'insufficientFunds' });
    expect(confirmCalls()).toBe(1);
  });

  it('answers a retried challenged charge with the same challenge', async () => {
    const request = chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.challenge });
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
    expect(confirmCalls()).toBe(1);
  });

  it('finishes a charge that crashed after creating its intent, using that intent', async () => {
    const request = chargeRequest();
    // The first run got as far as creating the intent, then died.
    const created = await createIntentOnly(request);

    const outcome = await gateway.charge(request);
    expect(outcome).toEqual({ status: 'succeeded', providerRef: created.id });
    expect(onlyIntent().id).toBe(created.id);
    expect(airwallex.charges).toBe(1);
  });

  it('never confirms twice, even when a listing lags behind the confirm', async () => {
    const request = chargeRequest();
    await gateway.charge(request);

    // A retry whose listing shows the intent as it was before the confirm (a stale read).
    const staleListing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!new URL(String(input)).searchParams.has('merchant_order_id')) return response;
      const page = (await response.json()) as { items: Record<string, unknown>[] };
      for (const item of page.items) Object.assign(item, { status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
      return new Response(JSON.stringify(page), { status: response.status, headers: response.headers });
    };
    const lagging = localGateway(staleListing);
    expect(await lagging.charge(request)).toEqual({ status: 'succeeded', providerRef: onlyIntent().id });
    expect(onlyIntent().confirmations).toBe(1);
    expect(airwallex.charges).toBe(1);
  });

  it('refuses a key reused for a different amount', async () => {
    const request = chargeRequest();
    await gateway.charge(request);
    await expect(gateway.charge({ ...request, amountPence: request.amountPence + 1 })).rejects.toThrow(/different amount/);
    expect(airwallex.charges).toBe(1);
  });

  it('derives distinct, stable, UUID-shaped request ids per key and step', () => {
    const create = airwallexRequestId('key-1', 'create');
    expect(create).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(airwallexRequestId('key-1', 'create')).toBe(create);
    expect(airwallexRequestId('key-1', 'confirm')).not.toBe(create);
    expect(airwallexRequestId('key-2', 'create')).not.toBe(create);
  });
});

describe('lookup', () => {
  it('retrieves by providerRef', async () => {
    const request = chargeRequest();
    const outcome = await gateway.charge(request);
    expect(await lookUp(request, outcome.providerRef)).toEqual(outcome);
  });

  it('finds the attempt by merchant_order_id when providerRef is null', async () => {
    const request = chargeRequest();
    const outcome = await gateway.charge(request);
    const found = await lookUp(request, null);
    expect(found).toEqual({ status: 'succeeded', providerRef: outcome.providerRef });
  });

  it('tells apart two attempts on the same order', async () => {
    const declined = chargeRequest({ cardNumber: LOCAL_AIRWALLEX_CARDS.riskDecline });
    const retried = chargeRequest({ orderId: declined.orderId });
    const first = await gateway.charge(declined);
    const second = await gateway.charge(retried);
    expect(first.providerRef).not.toBe(second.providerRef);

    expect(await lookUp(declined, null)).toMatchObject({
      status: 'failed',
      reason: 'declined',
      providerRef: first.providerRef,
    });
    expect(await lookUp(retried, null)).toEqual({
      status: 'succeeded',
      providerRef: second.providerRef,
    });
  });

  it('is pending while Airwallex has no payment under the key', async () => {
    expect(await gateway.lookup({ idempotencyKey: 'never-charged', orderId: 'order-none', providerRef: null })).toEqual({
      status: 'pending',
      providerRef: null,
    });
    expect(await gateway.lookup({ idempotencyKey: 'never-charged', orderId: 'order-none', providerRef: 'int_unknown' })).toEqual({
      status: 'pending',
      providerRef: null,
    });
  });

  it('is pending for an intent created but never confirmed', async () => {
    const request = chargeRequest();
    const created = await createIntentOnly(request);
    expect(await lookUp(request, null)).toEqual({
      status: 'pending',
      providerRef: created.id,
    });
  });
});
