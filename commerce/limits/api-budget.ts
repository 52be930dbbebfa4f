import type { Plugin } from 'graphql-yoga';
import { clientIp, type CommerceServerContext } from './client-ip.ts';
import { type RateLimits, waitMessage } from './rate-limits.ts';
import { log } from '../log.ts';
import { shopUnavailableError } from '../errors.ts';

/**
 * The general per-IP budget: every request to the API takes a point of the `api` limit before
 * anything else runs (no parsing, no database read). Over it, the answer is HTTP 429 with
 * Retry-After and the same RATE_LIMITED error the doors give, so a client can read either.
 */
export function apiBudget(limits: RateLimits, trustedProxies: number): Plugin<object, CommerceServerContext> {
  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      let verdict: Awaited<ReturnType<RateLimits['take']>>;
      try {
        verdict = await limits.take('api', clientIp(request.headers, serverContext, trustedProxies));
      } catch (error) {
        // The limits' store failed: closed, not open (and not a crash: this hook's throws are uncaught).
        log.error({ err: error }, 'The rate limit store did not answer.');
        const unavailable = shopUnavailableError();
        const body = {
          errors: [
            { message: unavailable.message, extensions: { code: 'SHOP_UNAVAILABLE', retryAfter: unavailable.extensions.retryAfter } },
          ],
        };
        endResponse(
          new fetchAPI.Response(JSON.stringify(body), {
            status: 503,
            headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(unavailable.extensions.retryAfter) },
          }),
        );
        return;
      }
      if (verdict.allowed) return;
      const { retryAfterSeconds } = verdict;
      const body = {
        errors: [{ message: waitMessage(retryAfterSeconds), extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds } }],
      };
      endResponse(
        new fetchAPI.Response(JSON.stringify(body), {
          status: 429,
          headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfterSeconds) },
        }),
      );
    },
  };
}
