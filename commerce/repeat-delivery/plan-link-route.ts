import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { type HttpRoute, readBody } from '../http-routes.ts';
import { clientIp, type RateLimits } from '../limits/index.ts';
import type { Database } from '../store/tables.ts';
import { moveByLink } from './delivery-plans.service.ts';
import { type PlanLinkAction, readPlanLink } from './plan-links.ts';
import { ACCOUNT_PLANS_PATH, PLAN_LINK_PATH } from './round-job.ts';

// The page's own policy: no script, its one form posts back here.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const QUESTIONS: Record<PlanLinkAction, { title: string; button: string; done: string }> = {
  skip: {
    title: 'Skip this delivery?',
    button: 'Skip this delivery',
    done: 'This delivery is skipped. Your plan carries on with the next one.',
  },
  pause: {
    title: 'Pause your plan?',
    button: 'Pause the plan',
    done: 'Your plan is paused. Resume it from your account when you are ready.',
  },
  stop: {
    title: 'Stop your plan?',
    button: 'Stop the plan',
    done: 'Your plan is stopped. We will not make or mail any more baskets for it.',
  },
};

const BROKEN = 'This link does not work any more. See your plan in your account.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_POLICY,
    // The token is in the URL: it must not leave in a Referer.
    'referrer-policy': 'no-referrer',
  });
  res.end(
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your delivery plan</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1rem}</style></head><body>${body}<p><a href="${ACCOUNT_PLANS_PATH}">Your plans</a> · <a href="/">Back to the shop</a></p></body></html>`,
  );
}

/**
 * The skip / pause / stop links of a round's mail: no sign-in, since the signed link is the proof.
 * GET only shows the question and its button (mail scanners open every link); POST acts. A forged,
 * altered, expired or used link gets the same few words, whatever the plan. Tries are limited per
 * address, and without a link secret (production with none set) every link is refused.
 */
export function planLinkRoute(options: {
  db: Kysely<Database>;
  now: () => Date;
  secret: string | null;
  rateLimits: RateLimits;
  trustedProxies: number;
}): HttpRoute {
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (url.pathname !== PLAN_LINK_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
    const ip = clientIp(new Headers(req.headers as Record<string, string>), { req }, options.trustedProxies);
    // Shared by every process through the database, like every other door's limit.
    const verdict = await options.rateLimits.take('planLinkByIp', ip);
    if (!verdict.allowed) {
      res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(verdict.retryAfterSeconds) });
      res.end('Too many tries. Please wait a few minutes and open the link again.');
      return true;
    }
    const token = url.searchParams.get('token') ?? '';
    const reading = options.secret ? readPlanLink(options.secret, token, options.now()) : null;
    if (!reading?.ok) {
      page(res, 404, `<h1>Link not working</h1><p>${BROKEN}</p>`);
      return true;
    }
    const question = QUESTIONS[reading.link.action];
    if (req.method !== 'POST') {
      page(
        res,
        200,
        `<h1>${question.title}</h1><form method="post" action="${PLAN_LINK_PATH}?token=${encodeURIComponent(token)}"><button type="submit">${question.button}</button></form>`,
      );
      return true;
    }
    await readBody(req, 1024);
    const outcome = await moveByLink(options, reading.link);
    if (!outcome.ok) {
      page(res, outcome.reason === 'unknown' ? 404 : 409, `<h1>Nothing changed</h1><p>${escapeHtml(outcome.message)}</p>`);
      return true;
    }
    page(res, 200, `<h1>Done</h1><p>${question.done}</p>`);
    return true;
  };
}
