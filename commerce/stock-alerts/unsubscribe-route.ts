import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { secretHash } from '../hashed-secret.ts';
import { clientIp } from '../limits/index.ts';
import { type HttpRoute, readBody } from '../http-routes.ts';
import type { Database } from '../store/tables.ts';
import { UNSUBSCRIBE_PATH } from './stock-alert-sweep.ts';
import { unsubscribeByToken } from './stock-alerts.store.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

// The page's own policy: no script, its one form posts back here.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_POLICY,
    // The token is in the URL: it must not leave in a Referer.
    'referrer-policy': 'no-referrer',
  });
  res.end(
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Stock alerts</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1rem}</style></head><body>${body}<p><a href="/">Back to the shop</a></p></body></html>`,
  );
}

const DONE = '<h1>You are unsubscribed</h1><p>We will not email you about stock again.</p>';

/**
 * The stock-alert mail's one-click unsubscribe (RFC 8058). POST (what a mail client's button sends,
 * body `List-Unsubscribe=One-Click`, and what the page's button sends) unsubscribes; GET only shows
 * that button, because link scanners open every link in a mail. Every token, known or not, gets
 * the same answer, so the page tells no one whether an address asked for alerts. Tries are limited
 * per address (a guess is 256 bits anyway).
 */
export function stockAlertUnsubscribeRoute(options: { db: Kysely<Database>; trustedProxies: number }): HttpRoute {
  const tries = new RateLimiterMemory({ keyPrefix: 'unsubscribe', points: 30, duration: 15 * 60 });
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (url.pathname !== UNSUBSCRIBE_PATH) return false;
    const token = url.searchParams.get('token') ?? '';
    if (req.method === 'GET' || req.method === 'HEAD') {
      page(
        res,
        200,
        `<h1>Stop stock alerts?</h1><p>We email you when something you asked about is back in stock.</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
      return true;
    }
    if (req.method !== 'POST') return false;
    const ip = clientIp(new Headers(req.headers as Record<string, string>), { req }, options.trustedProxies);
    try {
      await tries.consume(ip);
    } catch {
      res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '900' });
      res.end('Too many tries. Please wait 15 minutes.');
      return true;
    }
    // The body is RFC 8058's fixed one; read (and capped) so the connection is left clean.
    await readBody(req, 1024);
    if (TOKEN.test(token)) await unsubscribeByToken(options.db, secretHash(token));
    page(res, 200, DONE);
    return true;
  };
}
