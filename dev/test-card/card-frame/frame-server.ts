import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { developmentRequestRefusal } from '../../../commerce/development-request-guard.ts';
import { londonDate } from '../../../commerce/domain/london-clock.ts';
import { consumeFrom, limiterIn, waitMessage } from '../../../commerce/limits/rate-limits.ts';
import type { Database } from '../../../commerce/store/tables.ts';
import { acceptedCardsOfGatewayType } from '../../../commerce/payments/gateways.store.ts';
import { readBody } from '../../../commerce/http-routes.ts';
import type { TestCardVault } from '../card-vault.ts';
import { answerChallenge, describeChallenge } from '../challenge.ts';
import { checkCard, vaultCard } from './card-checks.ts';
import type { FrameAssets } from './frame-assets.ts';
import { cardFramePage, cardFramePolicy, challengePage, challengePagePolicy, walletButtonPage, walletSheetPage } from './frame-pages.ts';

/**
 * The test gateway's own web server: its own origin (its own port), as a card provider's hosted
 * fields are, so the card is typed into a page the shop's scripts cannot read and posted to a
 * server the shop's API is not. It serves:
 * - GET /card-frame?parent=<shop origin>: the card fields, framed only by that shop page;
 * - GET /wallet-button?parent=<shop origin>&wallet=<name>: the wallet button stand-in (wallet-script.ts);
 * - GET /wallet-sheet?parent=<shop origin>&wallet=<name>: express checkout's wallet sheet stand-in (wallet-sheet-script.ts);
 * - GET /assets/card-frame.js, /assets/wallet-button.js, /assets/wallet-sheet.js, /assets/card-frame.css: the frames' scripts and style;
 * - POST /tokens: the card (from the frame, same origin) in, a single-use token out;
 * - GET /secure?payment=…&token=…, POST /secure: the pretend bank's 3-D Secure check, which
 *   sends the shopper on to the shop's return page.
 * It logs no request body: a card never reaches a log.
 */

export interface CardFrameServerOptions {
  db: Kysely<Database>;
  now: () => Date;
  vault: TestCardVault;
  assets: FrameAssets;
  /** The shop pages that may frame the card fields and receive its tokens. */
  shopOrigins: readonly string[];
  host: string;
  /** 0: any free port (the browser tests). */
  port: number;
  /** Tokenise tries per IP per minute before RATE_LIMITED (a card-testing bot's door). */
  tokensPerMinute?: number;
}

export interface CardFrameServer {
  /** This gateway's origin, e.g. http://127.0.0.1:4326. */
  origin: string;
  close(): Promise<void>;
}

const PAYMENT_ID = /^[0-9a-f-]{36}$/i;
const CHALLENGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MAX_CARD_BODY = 4 * 1024;
const WALLET_NAME = /^[A-Za-z ]{1,40}$/;

/** The frames' scripts, by the route each is served at. */
const SCRIPTS: Partial<Record<string, 'script' | 'walletScript' | 'walletSheetScript'>> = {
  'GET /assets/card-frame.js': 'script',
  'GET /assets/wallet-button.js': 'walletScript',
  'GET /assets/wallet-sheet.js': 'walletSheetScript',
};

/**
 * The card as typed. The schemes it must be one of are the gateway's own (its rows), never the
 * caller's: a caller's list let any number through, and its patterns, compiled here, could hold
 * the shop's whole process in a catastrophic backtrack. Any other field is ignored.
 */
const cardRequest = z.object({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  name: z.string().max(200),
});

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string, policy: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    // The address may hold a challenge token: never send it to another site as a Referer. (Not
    // no-referrer: that would also make the page's own form post say `Origin: null`.)
    'referrer-policy': 'same-origin',
  });
  res.end(html);
}

/** The page's origin as the browser named it: a frame or challenge post from any other page is refused. */
function postedFromHere(req: IncomingMessage, ownOrigin: string): boolean {
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== ownOrigin) return false;
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return origin !== undefined || fetchSite !== undefined;
}

export async function startCardFrameServer(options: CardFrameServerOptions): Promise<CardFrameServer> {
  const shopOrigins = new Set(options.shopOrigins);
  const limiter = limiterIn(
    { kind: 'memory' },
    {
      keyPrefix: 'card-frame-tokens',
      points: options.tokensPerMinute ?? 30,
      durationSeconds: 60,
      blockSeconds: 0,
      sweepsExpiredRows: false,
      blocksInMemory: false,
    },
  );
  let ownOrigin = '';
  const shopCartUrl = `${[...shopOrigins][0] ?? ''}/cart/`;

  async function tokens(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!postedFromHere(req, ownOrigin)) return sendJson(res, 403, { error: 'Send the card from the card fields.' });
    const verdict = await consumeFrom(limiter, req.socket.remoteAddress ?? 'unknown');
    if (!verdict.allowed) {
      return sendJson(res, 429, { error: waitMessage(verdict.retryAfterSeconds) }, { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    const body = await readBody(req, MAX_CARD_BODY);
    let json: unknown = null;
    try {
      json = body === null ? null : JSON.parse(body);
    } catch {
      json = null;
    }
    const parsed = cardRequest.safeParse(json);
    if (!parsed.success) return sendJson(res, 400, { error: 'Send number, expiry, cvc and name as JSON.' });
    const draft = parsed.data;
    const acceptedCards = await acceptedCardsOfGatewayType(options.db, 'testCard');
    const today = londonDate(options.now());
    const card = vaultCard(draft, acceptedCards, today);
    if (!card) return sendJson(res, 400, { errors: checkCard(draft, acceptedCards, today) });
    sendJson(res, 201, { token: options.vault.tokenise(card), last4: card.number.slice(-4) });
  }

  async function secure(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const policy = challengePagePolicy([...shopOrigins]);
    if (req.method === 'GET') {
      const paymentId = url.searchParams.get('payment') ?? '';
      const token = url.searchParams.get('token') ?? '';
      const view =
        PAYMENT_ID.test(paymentId) && CHALLENGE_TOKEN.test(token)
          ? await describeChallenge(options.db, { paymentId, token }, options.now())
          : null;
      return sendHtml(res, view ? 200 : 404, challengePage(view, token, shopCartUrl), policy);
    }
    if (!postedFromHere(req, ownOrigin)) return sendJson(res, 403, { error: 'Answer the card check from the page your bank opened.' });
    const body = await readBody(req);
    const form = new URLSearchParams(body ?? '');
    const paymentId = form.get('payment') ?? '';
    const token = form.get('token') ?? '';
    const outcome = form.get('outcome');
    if (body === null || !PAYMENT_ID.test(paymentId) || (outcome !== 'approve' && outcome !== 'fail')) {
      return sendJson(res, 400, { error: 'Send payment (the reference), token and outcome (approve or fail).' });
    }
    const returnUrl = await answerChallenge(options.db, { paymentId, token }, outcome === 'approve', options.now());
    if (!returnUrl) return sendHtml(res, 404, challengePage(null, '', shopCartUrl), policy);
    res.writeHead(303, { location: returnUrl, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).end();
  }

  const server = createServer(async (req, res) => {
    try {
      // A development convenience: only this machine's browser and tools (development-request-guard.ts).
      const refusal = developmentRequestRefusal(req, 'The test card gateway');
      if (refusal) return sendJson(res, 403, { error: refusal });
      const url = new URL(req.url ?? '/', 'http://gateway.invalid');
      const method = req.method ?? 'GET';
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /card-frame') {
        const parent = url.searchParams.get('parent') ?? '';
        if (!shopOrigins.has(parent)) return sendJson(res, 400, { error: 'parent must be the origin of a page of this shop.' });
        return sendHtml(res, 200, cardFramePage(), cardFramePolicy(parent));
      }
      if (route === 'GET /wallet-button') {
        const parent = url.searchParams.get('parent') ?? '';
        if (!shopOrigins.has(parent)) return sendJson(res, 400, { error: 'parent must be the origin of a page of this shop.' });
        const wallet = url.searchParams.get('wallet') ?? '';
        if (!WALLET_NAME.test(wallet)) return sendJson(res, 400, { error: 'wallet must name the wallet (letters and spaces).' });
        return sendHtml(res, 200, walletButtonPage(wallet), cardFramePolicy(parent));
      }
      if (route === 'GET /wallet-sheet') {
        const parent = url.searchParams.get('parent') ?? '';
        if (!shopOrigins.has(parent)) return sendJson(res, 400, { error: 'parent must be the origin of a page of this shop.' });
        const wallet = url.searchParams.get('wallet') ?? '';
        if (!WALLET_NAME.test(wallet)) return sendJson(res, 400, { error: 'wallet must name the wallet (letters and spaces).' });
        return sendHtml(res, 200, walletSheetPage(wallet), cardFramePolicy(parent));
      }
      const script = SCRIPTS[route];
      if (script) {
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-cache',
          'x-content-type-options': 'nosniff',
        });
        return void res.end(options.assets[script]);
      }
      if (route === 'GET /assets/card-frame.css') {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
        return void res.end(options.assets.style);
      }
      if (route === 'POST /tokens') return await tokens(req, res);
      if (url.pathname === '/secure' && (method === 'GET' || method === 'POST')) return await secure(req, res, url);
      sendJson(res, 404, { error: 'Not found.' });
    } catch (error) {
      // The error, never the request: a body here may hold a card.
      console.error('Test card gateway: a request failed.', error instanceof Error ? error.message : 'unknown error');
      if (!res.headersSent) sendJson(res, 500, { error: 'The payment gateway failed; please try again.' });
      else res.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  ownOrigin = `http://${host}:${port}`;
  return {
    origin: ownOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
