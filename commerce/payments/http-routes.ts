import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { answerChallenge, describeChallenge } from './test-card/challenge.ts';

/** A route outside GraphQL: answers and returns true, or returns false for someone else's path. */
export type HttpRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** The request body as text, or null past `limit` bytes (a webhook's own cap; 64 KB unless said). */
export async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const PAYMENT_ID = /^[0-9a-f-]{36}$/i;

const NO_SUCH_CHECK = { error: 'There is no card check with that reference.' };

interface TestCardChallengeRouteOptions {
  /** The shop's public origin (HEARTH_SITE_ORIGIN), which a proxy in front may not pass on in Host. */
  siteOrigin?: string | null;
}

/** The origin this request was addressed to, as the browser on this site sees it. */
function addressedOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the answer was posted by a page of this shop. A browser names where a POST comes from
 * (Origin, and Sec-Fetch-Site in current browsers): any other site's form or script, or a
 * request naming neither, is refused. The shop's own origin is the configured one or the one the
 * request was addressed to. Checked before the token, so a cross-site post learns nothing.
 */
function isSameOriginPost(req: IncomingMessage, siteOrigin: string | null): boolean {
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const ownOrigins = [siteOrigin ? new URL(siteOrigin).origin : null, addressedOrigin(req)];
  if (origin !== undefined && !ownOrigins.includes(origin)) return false;
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return origin !== undefined || fetchSite !== undefined;
}

/**
 * The test gateway's pretend bank, behind our 3-D Secure page: GET describes the challenge
 * (amount and card ending), POST takes the shopper's answer from the page's plain HTML form
 * and sends them on to the shop's return page, as an issuer's ACS would. Both need the
 * challenge's one-time token, which only the paying browser was given; the POST must also come
 * from this shop's own pages (403 otherwise). A wrong token answers as an unknown payment does.
 */
export function testCardChallengeRoute(db: Kysely<Database>, now: () => Date, options: TestCardChallengeRouteOptions = {}): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/payments/test-card/challenge') return false;
    if (req.method === 'GET') {
      const paymentId = url.searchParams.get('payment') ?? '';
      const token = url.searchParams.get('token') ?? '';
      const view = PAYMENT_ID.test(paymentId) ? await describeChallenge(db, { paymentId, token }, now()) : null;
      send(res, view ? 200 : 404, view ?? NO_SUCH_CHECK);
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    if (!isSameOriginPost(req, options.siteOrigin ?? null)) {
      send(res, 403, { error: 'Answer the card check from the page your bank opened.' });
      return true;
    }
    const body = await readBody(req);
    const form = new URLSearchParams(body ?? '');
    const paymentId = form.get('payment') ?? '';
    const token = form.get('token') ?? '';
    const outcome = form.get('outcome');
    if (body === null || !PAYMENT_ID.test(paymentId) || (outcome !== 'approve' && outcome !== 'fail')) {
      send(res, 400, { error: 'Send payment (the reference), token and outcome (approve or fail).' });
      return true;
    }
    const returnUrl = await answerChallenge(db, { paymentId, token }, outcome === 'approve', now());
    if (!returnUrl) {
      send(res, 404, NO_SUCH_CHECK);
      return true;
    }
    res.writeHead(303, { location: returnUrl, 'cache-control': 'no-store' }).end();
    return true;
  };
}
