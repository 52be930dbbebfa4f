import { timingSafeEqual } from 'node:crypto';
import type { SiteChange } from './affected-pages.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Kysely } from 'kysely';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { clientIp } from '../../commerce/limits/client-ip.ts';
import { type HttpRoute, readBody } from '../../commerce/http-routes.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { claimWebhookDelivery } from './webhook-deliveries.store.ts';

export const SANITY_WEBHOOK_PATH = '/webhooks/sanity';

/** A webhook's body is one document or a projection of it: a few KB. Larger is refused unread. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/** A signature older (or further ahead) than this is refused, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Sanity sends a burst of a few dozen in seconds; a stranger's flood gets 429 long before it costs anything. */
const DELIVERIES_PER_MINUTE = 120;

/** Documents not yet published: they never reach the public site, so they build nothing. */
const UNPUBLISHED = /^(drafts|versions)\./;

/** The parts of the body read here; the rest of the document is the build's business. */
const deliveryBody = z.looseObject({ _id: z.string().max(200).optional(), _type: z.string().max(100).optional() });

export interface SanityWebhookOptions {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
  requestRebuild: (trigger: string, change?: SiteChange) => void;
  trustedProxies: number;
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>, extra: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify(body));
  return true;
}

/** One header's value; a header sent twice counts as absent (the signature's, refused). */
function single(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * `POST /webhooks/sanity`: Sanity says a document changed. The signature (`sanity-webhook-signature`,
 * HMAC-SHA256 over the timestamp and the raw body) must verify with SANITY_WEBHOOK_SECRET and be at
 * most five minutes old; anything else is 401 and nothing is written. Drafts and release versions
 * are acknowledged and ignored. A delivery seen before (its idempotency key, or the very same
 * signature replayed) is acknowledged without a second build. Every refusal says the same short
 * words, so a prober learns nothing about the secret.
 */
export function sanityWebhookRoute(options: SanityWebhookOptions): HttpRoute {
  const tries = new RateLimiterMemory({ keyPrefix: 'sanity-webhook', points: DELIVERIES_PER_MINUTE, duration: 60 });
  return async (req, res, url) => {
    if (url.pathname !== SANITY_WEBHOOK_PATH) return false;
    if (req.method !== 'POST') return reply(res, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    const ip = clientIp(new Headers(req.headers as Record<string, string>), { req }, options.trustedProxies);
    try {
      await tries.consume(ip);
    } catch {
      return reply(res, 429, { error: 'Too many requests' }, { 'retry-after': '60' });
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_WEBHOOK_BODY_BYTES) return reply(res, 413, { error: 'Body too large' });
    const body = await readBody(req, MAX_WEBHOOK_BODY_BYTES);
    if (body === null) return reply(res, 413, { error: 'Body too large' });

    const given = single(req, SIGNATURE_HEADER_NAME);
    const signature = given && body ? await verifiedSignature(body, given, options) : null;
    if (!signature) return reply(res, 401, { error: 'Invalid signature' });

    let parsed: z.infer<typeof deliveryBody>;
    try {
      parsed = deliveryBody.parse(JSON.parse(body));
    } catch {
      return reply(res, 400, { error: 'The body is not a document' });
    }
    // The body is signed, the headers are not: the body's id wins.
    const documentId = parsed._id ?? single(req, 'sanity-document-id') ?? '';
    if (UNPUBLISHED.test(documentId)) return reply(res, 200, { ignored: 'unpublished' });

    const idempotencyKey = single(req, 'idempotency-key');
    const keys = [`signature:${signature}`, ...(idempotencyKey ? [`key:${idempotencyKey.slice(0, 200)}`] : [])];
    if (!(await claimWebhookDelivery(options.db, keys, options.now()))) return reply(res, 200, { duplicate: true });
    // The document named lets the pipeline render only the pages that read it; without a type it cannot say.
    const change: SiteChange | undefined =
      documentId && parsed._type ? { kind: 'document', id: documentId, type: parsed._type } : undefined;
    options.requestRebuild(`Sanity: ${parsed._type ?? 'document'} changed`, change);
    return reply(res, 202, { accepted: true });
  };
}

/**
 * The signature in its one canonical form (the header this server computes for the body and
 * timestamp), or null when it is stale, future, malformed or wrong. The replay guard remembers
 * this form, never the header as sent: the comparison trims white space (a no-break space
 * included), so keying on the raw header let a replay with an added space pass as a new delivery.
 */
async function verifiedSignature(body: string, signature: string, options: SanityWebhookOptions): Promise<string | null> {
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(signature));
  } catch {
    return null;
  }
  if (Math.abs(options.now().getTime() - timestamp) > SIGNATURE_TOLERANCE_MS) return null;
  // The library signs asynchronously (Web Crypto): without the await a promise would be compared.
  // Its own isValidSignature compares with !==, which can leak by timing how much of a guess is
  // right; the same header it would compare is compared here in constant time.
  const canonical = await encodeSignatureHeader(body, timestamp, options.secret);
  const expected = Buffer.from(canonical);
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given) ? canonical : null;
}
