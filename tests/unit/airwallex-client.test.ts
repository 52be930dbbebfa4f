import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AirwallexApiError,
  createAirwallexClient,
  majorUnitsToPence,
  parseAirwallexTimestamp,
  penceToMajorUnits,
  type AirwallexClient,
} from '../../commerce/payments/airwallex/client.ts';
import { readAirwallexConfig } from '../../commerce/payments/airwallex/config.ts';
import { fakeClock, startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';

const MINUTE = 60_000;

let airwallex: LocalAirwallex;
let clock: ReturnType<typeof fakeClock>;
let client: AirwallexClient;

beforeEach(async () => {
  clock = fakeClock('2026-11-18T10:00:00Z');
  airwallex = await startLocalAirwallex({ now: clock.now });
  client = createAirwallexClient({ baseUrl: airwallex.baseUrl, clientId: airwallex.clientId, apiKey: airwallex.apiKey, now: clock.now });
});

afterEach(async () => {
  await airwallex.close();
});

let orderNumber = 0;
const createIntent = (amountPence = 1000, merchantOrderId = `order-${++orderNumber}`) =>
  client.createPaymentIntent({
    requestId: `req-${merchantOrderId}-${amountPence}`,
    amountPence,
    currency: 'GBP',
    merchantOrderId,
    returnUrl: 'https://www.hearth.example/checkout/return',
  });

const apiCalls = () => airwallex.requests.map((r) => `${r.method} ${r.path.replace(/int_[0-9a-f]+/, 'int_x')}`);

describe('pence and major units', () => {
  it('converts pence to major units exactly', () => {
    expect(penceToMajorUnits(1)).toBe(0.01);
    expect(penceToMajorUnits(43999)).toBe(439.99);
    expect(penceToMajorUnits(1234)).toBe(12.34);
    expect(penceToMajorUnits(100)).toBe(1);
    expect(penceToMajorUnits(0)).toBe(0);
  });

  it('round-trips every amount up to £2,000 and prints as two decimals', () => {
    for (let pence = 0; pence <= 200_000; pence++) {
      const major = penceToMajorUnits(pence);
      const expected = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
      // Checked by hand: 200,001 expect() calls would dominate the run time.
      if (majorUnitsToPence(major) !== pence || major.toFixed(2) !== expected || !expected.startsWith(JSON.stringify(major))) {
        throw new Error(`${pence} pence became ${JSON.stringify(major)}`);
      }
    }
  });

  it('refuses fractions of a penny and negative amounts', () => {
    expect(() => penceToMajorUnits(1.5)).toThrow(RangeError);
    expect(() => penceToMajorUnits(-1)).toThrow(RangeError);
    expect(() => majorUnitsToPence(1.005)).toThrow(RangeError);
    expect(() => majorUnitsToPence(-1)).toThrow(RangeError);
  });

  it('sends amounts to Airwallex in major units', async () => {
    const small = await createIntent(1);
    const large = await createIntent(43999);
    expect(airwallex.intents.get(small.id)?.amount).toBe(0.01);
    expect(airwallex.intents.get(large.id)?.amount).toBe(439.99);
    // And reads them back as pence.
    expect(small.amountPence).toBe(1);
    expect(large.amountPence).toBe(43999);
  });
});

describe('access token', () => {
  it('logs in once for many calls', async () => {
    const intent = await createIntent();
    await client.retrievePaymentIntent(intent.id);
    await client.retrievePaymentIntent(intent.id);
    await client.listPaymentIntents({ merchantOrderId: intent.merchantOrderId! });
    expect(airwallex.logins).toBe(1);
  });

  it('shares one login between concurrent first calls', async () => {
    await Promise.all([createIntent(), createIntent(), createIntent()]);
    expect(airwallex.logins).toBe(1);
  });

  it('logs in again shortly before expires_at, without waiting for a 401', async () => {
    const intent = await createIntent();
    clock.advance(28 * MINUTE);
    await client.retrievePaymentIntent(intent.id);
    expect(airwallex.logins).toBe(1);

    // 29.5 minutes: the token is still valid at Airwallex, but inside the one-minute margin.
    clock.advance(1.5 * MINUTE);
    await client.retrievePaymentIntent(intent.id);
    expect(airwallex.logins).toBe(2);
    expect(apiCalls()).toEqual([
      'POST /api/v1/authentication/login',
      'POST /api/v1/pa/payment_intents/create',
      'GET /api/v1/pa/payment_intents/int_x',
      'POST /api/v1/authentication/login',
      'GET /api/v1/pa/payment_intents/int_x',
    ]);
  });

  it('logs in again once on a 401 and retries the call', async () => {
    const intent = await createIntent();
    airwallex.revokeTokens();
    const again = await client.retrievePaymentIntent(intent.id);
    expect(again.id).toBe(intent.id);
    expect(airwallex.logins).toBe(2);
    expect(apiCalls().slice(2)).toEqual([
      'GET /api/v1/pa/payment_intents/int_x',
      'POST /api/v1/authentication/login',
      'GET /api/v1/pa/payment_intents/int_x',
    ]);
  });

  it('gives up after one re-login when Airwallex keeps answering 401', async () => {
    const alwaysUnauthorised: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).includes('/authentication/login')) return response;
      return new Response(JSON.stringify({ code: 'unauthorized', message: 'Access denied' }), { status: 401 });
    };
    const stubborn = createAirwallexClient({
      baseUrl: airwallex.baseUrl,
      clientId: airwallex.clientId,
      apiKey: airwallex.apiKey,
      now: clock.now,
      fetch: alwaysUnauthorised,
    });
    const error = await stubborn.retrievePaymentIntent('int_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AirwallexApiError);
    expect((error as AirwallexApiError).code).toBe('unauthorized');
    expect((error as AirwallexApiError).httpStatus).toBe(401);
    expect(airwallex.logins).toBe(2);
  });

  it('reports bad credentials as a typed error', async () => {
    const wrong = createAirwallexClient({
      baseUrl: airwallex.baseUrl,
      clientId: airwallex.clientId,
      apiKey: 'not-the-key',
      now: clock.now,
    });
    const error = await wrong.retrievePaymentIntent('int_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AirwallexApiError);
    expect((error as AirwallexApiError).httpStatus).toBe(401);
    expect((error as AirwallexApiError).message).not.toContain('not-the-key');
  });

  it("reads expires_at in Airwallex's colon-less offset format", () => {
    expect(parseAirwallexTimestamp('2026-05-12T00:00:00+0000')?.toISOString()).toBe('2026-05-12T00:00:00.000Z');
    expect(parseAirwallexTimestamp('2026-05-12T08:00:00+0800')?.toISOString()).toBe('2026-05-12T00:00:00.000Z');
    expect(parseAirwallexTimestamp('soon')).toBeNull();
  });
});

describe('payment intent calls', () => {
  it('creates and retrieves an intent', async () => {
    const created = await createIntent(2599, 'order-retrieve');
    expect(created).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      currency: 'GBP',
      merchantOrderId: 'order-retrieve',
      amountPence: 2599,
    });
    // The client secret is for the browser's card element; Airwallex gives it when it creates.
    expect(created.clientSecret).toMatch(/^\S{16,}$/);
    const retrieved = await client.retrievePaymentIntent(created.id);
    expect(retrieved).toEqual({ ...created, clientSecret: null });
  });

  it('lists intents by merchant_order_id', async () => {
    const first = await createIntent(100, 'order-a');
    const second = await createIntent(200, 'order-a');
    await createIntent(300, 'order-b');
    const page = await client.listPaymentIntents({ merchantOrderId: 'order-a' });
    expect(page.items.map((i) => i.id).sort()).toEqual([first.id, second.id].sort());
    expect(page.hasMore).toBe(false);
    const firstPage = await client.listPaymentIntents({ merchantOrderId: 'order-a', pageNum: 0, pageSize: 1 });
    expect(firstPage.hasMore).toBe(true);
  });

  it('raises Airwallex errors with their code and message', async () => {
    const error = await client.retrievePaymentIntent('int_nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AirwallexApiError);
    expect(error).toMatchObject({ code: 'resource_not_found', httpStatus: 404 });
    expect((error as AirwallexApiError).providerMessage).toContain('int_nope');
  });

  it('answers a repeated request_id with duplicate_request, creating nothing', async () => {
    await createIntent(500, 'order-dup');
    const error = await createIntent(500, 'order-dup').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'duplicate_request', httpStatus: 400 });
    expect(airwallex.intents.size).toBe(1);
  });

  it('reads the issuer response code of a decline from the retrieved intent (the browser confirmed it)', async () => {
    const intent = await createIntent(8051, 'order-decline');
    expect(await airwallex.confirmAsCardElement({ intentId: intent.id, clientSecret: intent.clientSecret! }, '4012000300001003')).toBe(400);
    const retrieved = await client.retrievePaymentIntent(intent.id);
    expect(retrieved.latestPaymentAttempt).toMatchObject({
      status: 'FAILED',
      failureCode: 'issuer_declined',
      providerOriginalResponseCode: '51',
    });
  });

  it('cannot confirm an intent with a card: the card goes from the browser to Airwallex, never through the shop', async () => {
    expect('confirmPaymentIntent' in client).toBe(false);
    const intent = await createIntent(1000, 'order-no-card');
    await expect(
      client.confirmWithRedirectMethod(intent.id, {
        requestId: 'req-no-card',
        method: { type: 'card', details: {} },
        returnUrl: 'https://shop.test/',
      }),
    ).rejects.toThrow('A card is confirmed by the browser, never by the shop.');
    expect(airwallex.intents.get(intent.id)!.confirmations).toBe(0);
  });
});

describe('configuration', () => {
  const full = {
    AIRWALLEX_BASE_URL: 'https://api-demo.airwallex.com/',
    AIRWALLEX_CLIENT_ID: 'client',
    AIRWALLEX_API_KEY: 'key-secret-value',
    AIRWALLEX_WEBHOOK_SECRET: 'hook-secret-value',
  };

  it('is off when nothing is set', () => {
    expect(readAirwallexConfig({})).toBeNull();
    expect(readAirwallexConfig({ AIRWALLEX_API_KEY: '' })).toBeNull();
  });

  it('reads all four settings', () => {
    expect(readAirwallexConfig(full)).toEqual({
      baseUrl: 'https://api-demo.airwallex.com',
      clientId: 'client',
      apiKey: 'key-secret-value',
      webhookSecret: 'hook-secret-value',
    });
  });

  it('names the missing variables when only some are set, without echoing secrets', () => {
    let message = '';
    try {
      readAirwallexConfig({ AIRWALLEX_BASE_URL: full.AIRWALLEX_BASE_URL, AIRWALLEX_API_KEY: full.AIRWALLEX_API_KEY });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/set AIRWALLEX_CLIENT_ID, AIRWALLEX_WEBHOOK_SECRET /);
    expect(message).not.toMatch(/AIRWALLEX_BASE_URL|AIRWALLEX_API_KEY|key-secret-value|api-demo/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => readAirwallexConfig({ ...full, AIRWALLEX_BASE_URL: 'api.airwallex.com' })).toThrow(/AIRWALLEX_BASE_URL/);
  });

  it('takes only https in production (the API key and card payments go over it), http only in development', () => {
    const plain = { ...full, AIRWALLEX_BASE_URL: 'http://api.airwallex.com' };
    expect(() => readAirwallexConfig(plain, { production: true })).toThrow(/AIRWALLEX_BASE_URL must be https in production/);
    expect(() => readAirwallexConfig({ ...plain, AIRWALLEX_BASE_URL: 'HTTP://api.airwallex.com' }, { production: true })).toThrow(
      /must be https/,
    );
    expect(readAirwallexConfig(full, { production: true })?.baseUrl).toBe('https://api-demo.airwallex.com');
    expect(readAirwallexConfig({ ...plain, AIRWALLEX_BASE_URL: 'http://127.0.0.1:4010' }, { production: false })?.baseUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });
});
