import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { answerChallenge, describeChallenge } from './test-card/challenge.ts';

/** A route outside GraphQL: answers and returns true, or returns false for someone else's path. */
export type HttpRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

const BODY_LIMIT = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const PAYMENT_ID = /^[0-9a-f-]{36}$/i;

/**
 * The test gateway's pretend bank, behind our 3-D Secure page: GET describes the challenge
 * (amount and card ending), POST takes the shopper's answer from the page's plain HTML form
 * and sends them on to the shop's return page, as an issuer's ACS would.
 */
export function testCardChallengeRoute(db: Kysely<Database>, now: () => Date): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/payments/test-card/challenge') return false;
    if (req.method === 'GET') {
      const payment = url.searchParams.get('payment') ?? '';
      const view = PAYMENT_ID.test(payment) ? await describeChallenge(db, payment, now()) : null;
      send(res, view ? 200 : 404, view ?? { error: 'There is no card check with that reference.' });
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const body = await readBody(req);
    const form = new URLSearchParams(body ?? '');
    const payment = form.get('payment') ?? '';
    const outcome = form.get('outcome');
    if (body === null || !PAYMENT_ID.test(payment) || (outcome !== 'approve' && outcome !== 'fail')) {
      send(res, 400, { error: 'Send payment (the reference) and outcome (approve or fail).' });
      return true;
    }
    const returnUrl = await answerChallenge(db, payment, outcome === 'approve', now());
    if (!returnUrl) {
      send(res, 404, { error: 'There is no card check with that reference.' });
      return true;
    }
    res.writeHead(303, { location: returnUrl, 'cache-control': 'no-store' }).end();
    return true;
  };
}
