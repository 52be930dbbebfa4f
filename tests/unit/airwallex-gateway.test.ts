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
function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  attemptNumber++;
  const rest = overrides;
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

/**
 * The whole payment as the shop and the browser make it: the shop's charge creates the intent and
 * hands over its client secret; Airwallex's card element (the stand-in's documented confirm) takes
 * the card in the browser; the shop learns the outcome by retrieving the intent.
 */
async function payWith(request: ChargeRequest, cardNumber: string) {
  const handedOver = await gateway.charge(request);
  if (handedOver.status !== 'awaitingConfirmation') throw new Error(`expected a client secret, got ${handedOver.status}`);
  await airwallex.confirmAsCardElement({ intentId: handedOver.providerRef, clientSecret: handedOver.clientSecret }, cardNumber);
  return lookUp(request, handedOver.providerRef);
}

describe('charge', () => {
  it('creates the intent, names it before anything else, and hands the browser its client secret: no card, no confirm', async () => {
    const request = chargeRequest();
    const outcome = await gateway.charge(request);
    const intent = onlyIntent();
    expect(outcome).toEqual({ status: 'awaitingConfirmation', providerRef: intent.id, clientSecret: intent.client_secret });
    expect(remembered).toEqual([intent.id]);
    expect(intent).toMatchObject({
      amount: 439.99,
      currency: 'GBP',
      merchant_order_id: request.orderId,
      return_url: RETURN_URL,
      confirmations: 0,
    });
    expect(confirmCalls()).toBe(0);
    expect(airwallex.charges).toBe(0);
  });

  it('learns a payment the browser confirmed by retrieving the intent', async () => {
    const outcome = await payWith(chargeRequest(), LOCAL_AIRWALLEX_CARDS.success);
    expect(outcome).toEqual({ status: 'succeeded', providerRef: onlyIntent().id });
    expect(airwallex.charges).toBe(1);
  });

  it('converts the amount to major units exactly', async () => {
    await gateway.charge(chargeRequest({ amountPence: 1 }));
    expect(onlyIntent().amount).toBe(0.01);
  });

  it('reports a declined card with a message that says what to do', async () => {
    const outcome = await payWith(chargeRequest(), LOCAL_AIRWALLEX_CARDS.riskDecline);
    expect(outcome).toEqual({ status: 'failed', providerRef: onlyIntent().id, reason: 'declined', message: FAILURE_MESSAGES.declined });
    expect(FAILURE_MESSAGES.declined).toMatch(/no money has been taken/i);
    expect(FAILURE_MESSAGES.declined).toMatch(/different card/i);
    expect(airwallex.charges).toBe(0);
  });

  it('reports an issuer decline ("do not honour") as declined', async () => {
    const outcome = await payWith(chargeRequest({ amountPence: DO_NOT_HONOUR_AMOUNT_PENCE }), LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('reports insufficient funds', async () => {
    const outcome = await payWith(
      chargeRequest({ amountPence: INSUFFICIENT_FUNDS_AMOUNT_PENCE }),
      LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount,
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
    const outcome = await payWith(chargeRequest(), LOCAL_AIRWALLEX_CARDS.frictionlessFails);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'authenticationFailed', message: FAILURE_MESSAGES.authenticationFailed });
  });

  it('succeeds on a frictionless 3-D Secure card', async () => {
    const outcome = await payWith(chargeRequest(), LOCAL_AIRWALLEX_CARDS.frictionless);
    expect(outcome.status).toBe('succeeded');
  });

  it('refuses zero-decimal currencies rather than charging a hundredfold', async () => {
    await expect(gateway.charge(chargeRequest({ currencyCode: 'JPY' }))).rejects.toThrow(/JPY/);
    expect(airwallex.intents.size).toBe(0);
  });
});

describe('3-D Secure challenge', () => {
  it("is the provider's own flow: the intent asks for the challenge, and lookup finds the payment once the shopper passes", async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.challenge);
    const intent = onlyIntent();
    expect(outcome).toEqual({
      status: 'requiresAction',
      providerRef: intent.id,
      redirectUrl: `${airwallex.baseUrl}/local/3ds/${intent.id}`,
    });
    expect(airwallex.charges).toBe(0);

    // The shopper's browser: the challenge page, then its "pass" link, back to our return URL.
    if (outcome.status !== 'requiresAction') throw new Error('expected a challenge');
    const page = await (await fetch(outcome.redirectUrl)).text();
    const passLink = /href="([^"]*result=pass)"/.exec(page)?.[1];
    const back = await fetch(new URL(passLink!, airwallex.baseUrl), { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(RETURN_URL);

    expect(await lookUp(request, intent.id)).toEqual({ status: 'succeeded', providerRef: intent.id });
    expect(airwallex.charges).toBe(1);
  });

  it('reports a failed challenge as authenticationFailed on lookup', async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.challenge);
    airwallex.completeChallenge(outcome.providerRef!, 'fail');
    expect(await lookUp(request, outcome.providerRef)).toEqual({
      status: 'failed',
      providerRef: outcome.providerRef,
      reason: 'authenticationFailed',
      message: FAILURE_MESSAGES.authenticationFailed,
    });
    expect(airwallex.charges).toBe(0);
  });

  it('reports a card whose challenge can never pass as authenticationFailed', async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.challengeAlwaysFails);
    airwallex.completeChallenge(outcome.providerRef!, 'pass');
    expect(await lookUp(request, outcome.providerRef)).toMatchObject({ status: 'failed', reason: 'authenticationFailed' });
  });
});

describe('idempotency', () => {
  it('makes one intent when the same key is charged twice; the replay names it without its secret', async () => {
    const request = chargeRequest();
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(first.status).toBe('awaitingConfirmation');
    expect(second).toEqual({ status: 'pending', providerRef: first.providerRef });
    expect(airwallex.intents.size).toBe(1);
    expect(remembered).toEqual([first.providerRef, first.providerRef]);
  });

  it('makes one intent when the same key is charged twice at the same moment', async () => {
    const request = chargeRequest();
    const outcomes = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['awaitingConfirmation', 'pending']);
    expect(airwallex.intents.size).toBe(1);
  });

  it('answers a retried charge whose intent the browser already confirmed from the intent: the same failure, or the same challenge', async () => {
    const declined = chargeRequest({ amountPence: INSUFFICIENT_FUNDS_AMOUNT_PENCE });
    const failure = await payWith(declined, LOCAL_AIRWALLEX_CARDS.issuerDeclineByAmount);
    expect(await gateway.charge(declined)).toEqual(failure);
    const challenged = chargeRequest();
    const challenge = await payWith(challenged, LOCAL_AIRWALLEX_CARDS.challenge);
    expect(await gateway.charge(challenged)).toEqual(challenge);
    // Only the browser's element ever confirmed; the shop never did.
    expect(confirmCalls()).toBe(2);
  });

  it('picks up a charge that crashed after creating its intent: that intent, waiting for the browser', async () => {
    const request = chargeRequest();
    const created = await createIntentOnly(request);
    expect(await gateway.charge(request)).toEqual({ status: 'pending', providerRef: created.id });
    expect(onlyIntent().id).toBe(created.id);
  });

  it('refuses a key reused for a different amount', async () => {
    const request = chargeRequest();
    await gateway.charge(request);
    await expect(gateway.charge({ ...request, amountPence: request.amountPence + 1 })).rejects.toThrow(/different amount/);
    expect(airwallex.intents.size).toBe(1);
  });

  it('derives distinct, stable, UUID-shaped request ids per key and step', () => {
    const create = airwallexRequestId('key-1', 'create');
    expect(create).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(airwallexRequestId('key-1', 'create')).toBe(create);
    expect(airwallexRequestId('key-2', 'create')).not.toBe(create);
    expect(airwallexRequestId('key-1', 'cancel')).not.toBe(create);
  });
});

describe('cancel', () => {
  const cancel = (request: ChargeRequest, providerRef: string | null) =>
    gateway.cancel!({ idempotencyKey: request.idempotencyKey, orderId: request.orderId, providerRef });

  it('withdraws an intent the browser never confirmed, so a late confirm cannot take money', async () => {
    const request = chargeRequest();
    const handedOver = await gateway.charge(request);
    if (handedOver.status !== 'awaitingConfirmation') throw new Error('expected a client secret');
    expect(await cancel(request, handedOver.providerRef)).toEqual({
      status: 'failed',
      providerRef: handedOver.providerRef,
      reason: 'abandoned',
      message: FAILURE_MESSAGES.abandoned,
    });
    expect(onlyIntent().status).toBe('CANCELLED');
    const late = await airwallex.confirmAsCardElement(
      { intentId: handedOver.providerRef, clientSecret: handedOver.clientSecret },
      LOCAL_AIRWALLEX_CARDS.success,
    );
    expect(late).toBe(400);
    expect(airwallex.charges).toBe(0);
  });

  it('withdraws a 3-D Secure check the shopper walked away from, found by order when no reference was kept', async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.challenge);
    expect(outcome.status).toBe('requiresAction');
    expect(await cancel(request, null)).toMatchObject({ status: 'failed', reason: 'abandoned' });
    expect(() => airwallex.completeChallenge(outcome.providerRef!, 'pass')).toThrow();
    expect(airwallex.charges).toBe(0);
  });

  it('answers what a payment became when it was paid a moment before', async () => {
    const request = chargeRequest();
    const paid = await payWith(request, LOCAL_AIRWALLEX_CARDS.success);
    expect(await cancel(request, paid.providerRef)).toEqual({ status: 'succeeded', providerRef: paid.providerRef });
    expect(airwallex.charges).toBe(1);
  });

  it('is pending when Airwallex has no intent under the attempt', async () => {
    expect(await cancel(chargeRequest(), null)).toEqual({ status: 'pending', providerRef: null });
  });
});

describe('lookup', () => {
  it('retrieves by providerRef', async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.success);
    expect(await lookUp(request, outcome.providerRef)).toEqual(outcome);
  });

  it('finds the attempt by merchant_order_id when providerRef is null', async () => {
    const request = chargeRequest();
    const outcome = await payWith(request, LOCAL_AIRWALLEX_CARDS.success);
    expect(await lookUp(request, null)).toEqual({ status: 'succeeded', providerRef: outcome.providerRef });
  });

  it('tells apart two attempts on the same order', async () => {
    const declined = chargeRequest();
    const retried = chargeRequest({ orderId: declined.orderId });
    const first = await payWith(declined, LOCAL_AIRWALLEX_CARDS.riskDecline);
    const second = await payWith(retried, LOCAL_AIRWALLEX_CARDS.success);
    expect(first.providerRef).not.toBe(second.providerRef);
    expect(await lookUp(declined, null)).toMatchObject({ status: 'failed', reason: 'declined', providerRef: first.providerRef });
    expect(await lookUp(retried, null)).toEqual({ status: 'succeeded', providerRef: second.providerRef });
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
