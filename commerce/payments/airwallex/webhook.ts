import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Checks an Airwallex webhook delivery. Airwallex sends `x-timestamp` (Unix milliseconds) and
 * `x-signature`, the hex HMAC-SHA256 of the timestamp followed directly by the raw body, keyed
 * with the endpoint's webhook secret. Verification must use the body's exact bytes, so callers
 * pass what came off the wire, before any JSON parsing.
 *
 * Airwallex does not set a replay window; we refuse timestamps more than `toleranceMs` away
 * from our clock in either direction. Redelivered events keep their id: the caller drops ids it
 * has already handled.
 */

export interface AirwallexWebhookEvent {
  id: string;
  /** e.g. payment_intent.succeeded, payment_attempt.authorization_failed. */
  name: string;
  accountId: string | null;
  createdAt: string | null;
  /** The resource the event is about: a payment intent or a payment attempt, as the API returns it. */
  object: Record<string, unknown>;
}

type WebhookVerification = { ok: true; event: AirwallexWebhookEvent } | { ok: false; status: 400 | 401; reason: string };

interface VerifyAirwallexWebhookInput {
  rawBody: string | Uint8Array;
  /** The x-timestamp header; null/undefined when absent. */
  timestamp: string | null | undefined;
  /** The x-signature header; null/undefined when absent. */
  signature: string | null | undefined;
  secret: string;
  now: Date | (() => Date);
  toleranceMs?: number;
}

const DEFAULT_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

// The event envelope; Airwallex's own samples spell the account field both ways.
const eventEnvelope = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  account_id: z.string().nullish(),
  accountId: z.string().nullish(),
  created_at: z.string().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The hex signature Airwallex puts in x-signature for this timestamp and body. */
function signAirwallexWebhook(rawBody: string | Uint8Array, timestamp: string, secret: string): string {
  return createHmac('sha256', secret).update(Buffer.from(timestamp, 'utf8')).update(Buffer.from(rawBody)).digest('hex');
}

export function verifyAirwallexWebhook(input: VerifyAirwallexWebhookInput): WebhookVerification {
  if (input.secret === '') throw new Error('The Airwallex webhook secret is empty.');
  const toleranceMs = input.toleranceMs ?? DEFAULT_WEBHOOK_TOLERANCE_MS;
  const { timestamp, signature } = input;

  if (!timestamp) return { ok: false, status: 400, reason: 'Missing x-timestamp header.' };
  if (!signature) return { ok: false, status: 400, reason: 'Missing x-signature header.' };
  if (!/^\d{1,16}$/.test(timestamp)) return { ok: false, status: 400, reason: 'x-timestamp is not Unix milliseconds.' };

  const expected = Buffer.from(signAirwallexWebhook(input.rawBody, timestamp, input.secret), 'hex');
  // Length is not secret (it is always 32 bytes); the bytes are compared in constant time.
  const given = /^[0-9a-fA-F]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) return { ok: false, status: 401, reason: 'Bad signature.' };

  const nowMs = (typeof input.now === 'function' ? input.now() : input.now).getTime();
  const ageMs = nowMs - Number(timestamp);
  if (ageMs > toleranceMs) return { ok: false, status: 401, reason: 'Timestamp too old.' };
  if (ageMs < -toleranceMs) return { ok: false, status: 401, reason: 'Timestamp in the future.' };

  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(input.rawBody).toString('utf8'));
  } catch {
    return { ok: false, status: 400, reason: 'Body is not JSON.' };
  }
  const parsed = eventEnvelope.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, reason: 'Body is not an Airwallex event.' };
  const e = parsed.data;
  return {
    ok: true,
    event: {
      id: e.id,
      name: e.name,
      accountId: e.account_id ?? e.accountId ?? null,
      createdAt: e.created_at ?? null,
      object: e.data.object,
    },
  };
}

type PaymentEventKind = 'succeeded' | 'failed' | 'cancelled' | 'other';

interface PaymentEventSummary {
  eventId: string;
  /** The payment intent the event concerns; null for events about something else. */
  paymentIntentId: string | null;
  kind: PaymentEventKind;
}

// Event names from Airwallex's Online Payments event list. "Succeeded" follows the port: money
// taken or authorised for capture. A failed attempt leaves the intent open for another card,
// but for this attempt it is over. Anything else is worth a lookup at most.
const SUCCEEDED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.requires_capture']);
const FAILED_EVENTS = new Set([
  'payment_attempt.failed',
  'payment_attempt.authentication_failed',
  'payment_attempt.authorization_failed',
  'payment_attempt.failed_to_process',
  'payment_attempt.risk_declined',
  'payment_attempt.expired',
  'payment_intent.payment_failed',
]);
const CANCELLED_EVENTS = new Set(['payment_intent.cancelled']);

/** What a verified event means for an order: which intent, and whether it succeeded, failed or was cancelled. */
export function readAirwallexPaymentEvent(event: AirwallexWebhookEvent): PaymentEventSummary {
  const object = event.object;
  const asId = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  // payment_intent.* carry the intent itself; payment_attempt.* carry an attempt naming its intent.
  const paymentIntentId = event.name.startsWith('payment_intent.')
    ? asId(object.id)
    : event.name.startsWith('payment_attempt.')
      ? asId(object.payment_intent_id)
      : null;
  const kind: PaymentEventKind = SUCCEEDED_EVENTS.has(event.name)
    ? 'succeeded'
    : FAILED_EVENTS.has(event.name)
      ? 'failed'
      : CANCELLED_EVENTS.has(event.name)
        ? 'cancelled'
        : 'other';
  return { eventId: event.id, paymentIntentId, kind: paymentIntentId === null ? 'other' : kind };
}

/**
 * The payment intent a refund event (refund.received, refund.accepted, refund.settled,
 * refund.failed: Airwallex's refund object, which names its intent) is about; null for any other
 * event. Only which payment to ask about is read from it: what its refunds became is asked of
 * Airwallex.
 */
export function refundEventPaymentIntent(event: AirwallexWebhookEvent): string | null {
  if (!event.name.startsWith('refund.')) return null;
  const intentId = event.object.payment_intent_id;
  return typeof intentId === 'string' && intentId !== '' ? intentId : null;
}
