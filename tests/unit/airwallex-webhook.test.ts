import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readAirwallexPaymentEvent,
  verifyAirwallexWebhook,
  type AirwallexWebhookEvent,
} from '../../commerce/payments/airwallex/webhook.ts';
import { startLocalAirwallex, type LocalAirwallex } from '../fixtures/airwallex-local.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
const MINUTE = 60_000;

// The stand-in signs as Airwallex documents (hex HMAC-SHA256 of x-timestamp + raw body),
// independently of the code under test.
let airwallex: LocalAirwallex;
beforeAll(async () => {
  airwallex = await startLocalAirwallex({ webhookSecret: 'whsec-test-secret', now: () => NOW });
});
afterAll(async () => {
  await airwallex.close();
});

const eventBody = JSON.stringify({
  id: 'evt_hkpdp_123',
  name: 'payment_intent.succeeded',
  account_id: 'acct_abc',
  created_at: '2026-11-18T09:59:58+0000',
  data: { object: { id: 'int_abc', status: 'SUCCEEDED', merchant_order_id: 'order-1', amount: 439.99 } },
});

function delivery(overrides: { body?: string; at?: number; signWith?: string } = {}) {
  const body = overrides.body ?? eventBody;
  const timestamp = String(overrides.at ?? NOW.getTime() - 2_000);
  const signature = overrides.signWith === undefined ? airwallex.signWebhook(body, timestamp) : overrides.signWith;
  return { rawBody: body, timestamp, signature, secret: 'whsec-test-secret', now: NOW };
}

describe('verifyAirwallexWebhook', () => {
  it('accepts a correctly signed event and returns it', () => {
    const result = verifyAirwallexWebhook(delivery());
    expect(result).toEqual({
      ok: true,
      event: {
        id: 'evt_hkpdp_123',
        name: 'payment_intent.succeeded',
        accountId: 'acct_abc',
        createdAt: '2026-11-18T09:59:58+0000',
        object: { id: 'int_abc', status: 'SUCCEEDED', merchant_order_id: 'order-1', amount: 439.99 },
      },
    });
  });

  it('accepts the raw body as bytes and a clock function', () => {
    const d = delivery();
    const result = verifyAirwallexWebhook({ ...d, rawBody: Buffer.from(d.rawBody, 'utf8'), now: () => NOW });
    expect(result.ok).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    const d = delivery();
    expect(verifyAirwallexWebhook({ ...d, secret: 'another-secret' })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a tampered body', () => {
    const d = delivery();
    const tampered = d.rawBody.replace('439.99', '0.01');
    expect(tampered).not.toBe(d.rawBody);
    expect(verifyAirwallexWebhook({ ...d, rawBody: tampered })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a timestamp changed after signing', () => {
    const d = delivery();
    expect(verifyAirwallexWebhook({ ...d, timestamp: String(Number(d.timestamp) + 1) })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a malformed signature', () => {
    expect(verifyAirwallexWebhook(delivery({ signWith: 'not-hex' }))).toMatchObject({ ok: false, status: 401 });
    expect(verifyAirwallexWebhook(delivery({ signWith: 'ab'.repeat(31) }))).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses missing headers', () => {
    const d = delivery();
    expect(verifyAirwallexWebhook({ ...d, signature: undefined })).toMatchObject({
      ok: false,
      status: 400,
      reason: expect.stringMatching(/missing x-signature/i),
    });
    expect(verifyAirwallexWebhook({ ...d, signature: '' })).toMatchObject({ ok: false, status: 400 });
    expect(verifyAirwallexWebhook({ ...d, timestamp: null })).toMatchObject({
      ok: false,
      status: 400,
      reason: expect.stringMatching(/missing x-timestamp/i),
    });
  });

  it('refuses a timestamp that is not Unix milliseconds', () => {
    const d = delivery();
    expect(verifyAirwallexWebhook({ ...d, timestamp: '2026-11-18T10:00:00Z' })).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses stale timestamps beyond five minutes, accepts them within', () => {
    expect(verifyAirwallexWebhook(delivery({ at: NOW.getTime() - 5 * MINUTE })).ok).toBe(true);
    expect(verifyAirwallexWebhook(delivery({ at: NOW.getTime() - 5 * MINUTE - 1 }))).toMatchObject({
      ok: false,
      status: 401,
      reason: expect.stringMatching(/old/),
    });
  });

  it('refuses timestamps from the future beyond the tolerance', () => {
    expect(verifyAirwallexWebhook(delivery({ at: NOW.getTime() + 5 * MINUTE })).ok).toBe(true);
    expect(verifyAirwallexWebhook(delivery({ at: NOW.getTime() + 5 * MINUTE + 1 }))).toMatchObject({
      ok: false,
      status: 401,
      reason: expect.stringMatching(/future/),
    });
  });

  it('honours a custom tolerance', () => {
    const d = delivery({ at: NOW.getTime() - 2 * MINUTE });
    expect(verifyAirwallexWebhook({ ...d, toleranceMs: MINUTE })).toMatchObject({ ok: false, status: 401 });
    expect(verifyAirwallexWebhook({ ...d, toleranceMs: 3 * MINUTE }).ok).toBe(true);
  });

  it('refuses a correctly signed body that is not JSON', () => {
    expect(verifyAirwallexWebhook(delivery({ body: '{"id": "evt_1", "name": ' }))).toMatchObject({
      ok: false,
      status: 400,
      reason: expect.stringMatching(/JSON/),
    });
  });

  it('refuses correctly signed JSON that is not an event', () => {
    expect(verifyAirwallexWebhook(delivery({ body: JSON.stringify({ hello: 'world' }) }))).toMatchObject({ ok: false, status: 400 });
    expect(verifyAirwallexWebhook(delivery({ body: '[]' }))).toMatchObject({ ok: false, status: 400 });
  });

  it('will not verify against an empty secret', () => {
    expect(() => verifyAirwallexWebhook({ ...delivery(), secret: '' })).toThrow(/secret/);
  });
});

describe('readAirwallexPaymentEvent', () => {
  const event = (name: string, object: Record<string, unknown>): AirwallexWebhookEvent => ({
    id: 'evt_1',
    name,
    accountId: null,
    createdAt: null,
    object,
  });

  it.each([
    ['payment_intent.succeeded', { id: 'int_1' }, 'succeeded'],
    ['payment_intent.requires_capture', { id: 'int_1' }, 'succeeded'],
    ['payment_intent.cancelled', { id: 'int_1' }, 'cancelled'],
    ['payment_intent.created', { id: 'int_1' }, 'other'],
    ['payment_intent.requires_customer_action', { id: 'int_1' }, 'other'],
    ['payment_attempt.authorization_failed', { id: 'att_1', payment_intent_id: 'int_1' }, 'failed'],
    ['payment_attempt.authentication_failed', { id: 'att_1', payment_intent_id: 'int_1' }, 'failed'],
    ['payment_attempt.risk_declined', { id: 'att_1', payment_intent_id: 'int_1' }, 'failed'],
    ['payment_attempt.failed', { id: 'att_1', payment_intent_id: 'int_1' }, 'failed'],
    ['payment_attempt.authorized', { id: 'att_1', payment_intent_id: 'int_1' }, 'other'],
  ] as const)('%s is about int_1 and means %s', (name, object, kind) => {
    expect(readAirwallexPaymentEvent(event(name, object))).toEqual({ eventId: 'evt_1', paymentIntentId: 'int_1', kind });
  });

  it('names no intent for events about other things', () => {
    expect(readAirwallexPaymentEvent(event('refund.received', { id: 'rfd_1', payment_intent_id: 'int_1' }))).toEqual({
      eventId: 'evt_1',
      paymentIntentId: null,
      kind: 'other',
    });
    expect(readAirwallexPaymentEvent(event('payment_attempt.failed', { id: 'att_1' }))).toEqual({
      eventId: 'evt_1',
      paymentIntentId: null,
      kind: 'other',
    });
  });

  it('works on an event straight from verification', () => {
    const result = verifyAirwallexWebhook(delivery());
    if (!result.ok) throw new Error(result.reason);
    expect(readAirwallexPaymentEvent(result.event)).toEqual({ eventId: 'evt_hkpdp_123', paymentIntentId: 'int_abc', kind: 'succeeded' });
  });
});
