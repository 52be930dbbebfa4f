import { clientIp, type RateLimits } from '../../limits/index.ts';
import type { WebhookContext } from '../provider.ts';
import { openAttemptForProviderEvent } from '../attempts.store.ts';
import { recordWebhookEvent, webhookEventSeen } from '../webhook-events.store.ts';
import { type HttpRoute, readBody } from '../../http-routes.ts';
import { resumeAttempt } from '../pay-order.ts';
import { readAirwallexPaymentEvent, refundEventPaymentIntent, verifyAirwallexWebhook } from './webhook.ts';

const AIRWALLEX_WEBHOOK_PATH = '/webhooks/airwallex';

/**
 * Which gateway type's payments an endpoint settles, and where it listens. Airwallex sends every
 * event to each endpoint the account registers, so each way to pay through Airwallex (its card
 * element, a redirect method) has its own endpoint and settles only its own attempts.
 */
export interface AirwallexEndpoint {
  gatewayType: string;
  path: string;
}

const CARD_ENDPOINT: AirwallexEndpoint = { gatewayType: 'airwallex', path: AIRWALLEX_WEBHOOK_PATH };

interface WebhookReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Handles one Airwallex webhook delivery. The event only tells us which payment (or, for a
 * refund event, which payment's refunds) to look at:
 * the answer is settled by asking Airwallex (the same lookup as every other recovery path), so
 * a forged or reordered event can at worst cause a lookup. Deliveries are retried, so an event
 * id already handled is acknowledged and not redone; it is recorded only after it was handled,
 * so a delivery that failed half-way is handled again on the retry.
 */
export async function handleAirwallexWebhook(
  ctx: WebhookContext,
  secret: string,
  delivery: { rawBody: string; timestamp: string | null; signature: string | null },
  gatewayType: string = CARD_ENDPOINT.gatewayType,
): Promise<WebhookReply> {
  const verified = verifyAirwallexWebhook({ ...delivery, secret, now: ctx.now() });
  if (!verified.ok) return { status: verified.status, body: { error: verified.reason } };
  const event = readAirwallexPaymentEvent(verified.event);
  if (await webhookEventSeen(ctx.db, gatewayType, event.eventId)) return { status: 200, body: { received: true, duplicate: true } };

  if (event.paymentIntentId) {
    const merchantOrderId = typeof verified.event.object.merchant_order_id === 'string' ? verified.event.object.merchant_order_id : null;
    // A crash before the intent id was saved leaves only the order to go by.
    const orderId = merchantOrderId && /^[0-9a-f-]{36}$/i.test(merchantOrderId) ? merchantOrderId : null;
    const attempt = await openAttemptForProviderEvent(ctx.db, gatewayType, event.paymentIntentId, orderId);
    if (attempt) await resumeAttempt(ctx, attempt);
  }
  const refundedIntent = refundEventPaymentIntent(verified.event);
  if (refundedIntent) await ctx.recheckRefunds(ctx, gatewayType, refundedIntent);
  await recordWebhookEvent(ctx.db, gatewayType, event.eventId, ctx.now());
  return { status: 200, body: { received: true } };
}

/** The shop's limits and how to find the caller's address (commerce/limits/). */
export interface WebhookLimits {
  rateLimits: RateLimits;
  trustedProxies: number;
}

/**
 * `POST /webhooks/airwallex` (or the endpoint's own path). Each delivery first takes a point of its IP's limit
 * (`paymentWebhookByIp`), before the body is read or a signature checked; over it, 429 with
 * Retry-After, which Airwallex answers by delivering again later.
 */
export function airwallexWebhookRoute(
  ctx: WebhookContext,
  secret: string,
  limits: WebhookLimits,
  endpoint: AirwallexEndpoint = CARD_ENDPOINT,
): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== endpoint.path) return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return true;
    }
    const ip = clientIp(new Headers(req.headers as Record<string, string>), { req }, limits.trustedProxies);
    const verdict = await limits.rateLimits.take('paymentWebhookByIp', ip);
    if (!verdict.allowed) {
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': String(verdict.retryAfterSeconds) })
        .end(JSON.stringify({ error: 'Too many requests' }));
      return true;
    }
    const rawBody = await readBody(req);
    const reply =
      rawBody === null
        ? { status: 413, body: { error: 'The event is too large.' } }
        : await handleAirwallexWebhook(
            ctx,
            secret,
            {
              rawBody,
              timestamp: header(req.headers['x-timestamp']),
              signature: header(req.headers['x-signature']),
            },
            endpoint.gatewayType,
          );
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    return true;
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));
