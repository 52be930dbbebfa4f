import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { developmentRequestRefusal } from '../../commerce/development-request-guard.ts';
import type { PoolUser } from './cognito-local-client.ts';
import type { LocalPoolConfig } from './pool-config.ts';
import { mintTokens, type PoolTokenSettings } from './pool-tokens.ts';
import type { RefreshSessions } from './refresh-sessions.ts';
import type { JwtSigningKey } from './rs256-jwt.ts';

/**
 * A stand-in for the user pool's hosted UI domain (OAuth 2 authorization-code flow with PKCE),
 * for testing federated sign-in with redirect. Its "identity provider" is a page on which you
 * name the email of a pool user and continue (signed in as that user, as if their Google
 * account were linked) or cancel (the provider's access_denied). Amplify always calls the
 * domain over https, hence TLS.
 */
export interface HostedUiOptions {
  tls: { key: string; cert: string };
  pool: LocalPoolConfig;
  tokens: PoolTokenSettings;
  key: JwtSigningKey;
  sessions: RefreshSessions;
  getUser(username: string): Promise<PoolUser | null>;
  findUserByEmail(email: string): Promise<PoolUser | null>;
  now: () => Date;
  log: (line: string) => void;
}

interface IssuedCode {
  username: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

const CODE_LIFETIME_MS = 5 * 60_000;
/** Local callbacks only: the shop's own /login on this machine. */
const ALLOWED_REDIRECT = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/login$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 16_384) throw new Error('Form too large.');
  }
  return new URLSearchParams(body);
}

function redirect(response: ServerResponse, to: string) {
  response.writeHead(302, { location: to, 'cache-control': 'no-store' });
  response.end();
}

function callbackUrl(redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

function providerPage(query: URLSearchParams): string {
  const hidden = [...query]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const provider = escapeHtml(query.get('identity_provider') ?? 'your identity provider');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (local stand-in)</title></head>
<body><main><h1>Sign in with ${provider}</h1><p>Local stand-in for the hosted sign-in: no real provider is called.</p>
<form method="post" action="/oauth2/authorize">${hidden}
<label for="email">Email address</label> <input id="email" name="email" type="email" autocomplete="email">
<button name="action" value="continue">Continue</button> <button name="action" value="cancel">Cancel</button></form></main></body></html>`;
}

export async function startHostedUi(options: HostedUiOptions) {
  const { pool } = options;
  const codes = new Map<string, IssuedCode>();

  function checkAuthorizeRequest(query: URLSearchParams): string | null {
    if (query.get('client_id') !== pool.clientId) return 'client_id is not this pool’s app client.';
    if (query.get('response_type') !== 'code') return 'Only response_type=code is enabled.';
    if (!ALLOWED_REDIRECT.test(query.get('redirect_uri') ?? '')) return 'redirect_uri is not an allowed callback URL.';
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) return 'PKCE (S256) is required.';
    return null;
  }

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = request.method === 'POST' ? await readForm(request) : url.searchParams;
    const problem = checkAuthorizeRequest(query);
    if (problem) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(problem);
      return;
    }
    const redirectUri = query.get('redirect_uri')!;
    const state = query.get('state') ?? '';
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(providerPage(query));
      return;
    }
    if (query.get('action') !== 'continue') {
      return redirect(
        response,
        callbackUrl(redirectUri, { error: 'access_denied', error_description: 'The user cancelled the sign-in.', state }),
      );
    }
    const user = await options.findUserByEmail((query.get('email') ?? '').trim().toLowerCase());
    if (!user) {
      return redirect(
        response,
        callbackUrl(redirectUri, {
          error: 'invalid_request',
          error_description: 'No account of this shop is linked to that identity.',
          state,
        }),
      );
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      username: user.username,
      redirectUri,
      codeChallenge: query.get('code_challenge')!,
      expiresAt: options.now().getTime() + CODE_LIFETIME_MS,
    });
    redirect(response, callbackUrl(redirectUri, { code, state }));
  }

  async function token(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>) {
    const form = await readForm(request);
    const reply = (status: number, body: Record<string, unknown>) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      form.get('client_id') !== pool.clientId ||
      !issued ||
      issued.expiresAt <= options.now().getTime() ||
      issued.redirectUri !== form.get('redirect_uri') ||
      createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge
    ) {
      return reply(400, { error: 'invalid_grant' });
    }
    const poolUser = await options.getUser(issued.username);
    if (!poolUser) return reply(400, { error: 'invalid_grant' });
    const now = options.now();
    const { session, refreshToken } = options.sessions.start({
      username: poolUser.username,
      clientId: pool.clientId,
      authTime: Math.floor(now.getTime() / 1000),
      expiresAt: now.getTime() + pool.refreshTokenValidityHours * 3_600_000,
    });
    const tokens = mintTokens({ user: poolUser, session, settings: options.tokens, key: options.key, now });
    reply(200, {
      id_token: tokens.IdToken,
      access_token: tokens.AccessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: tokens.ExpiresIn,
    });
  }

  const server = createServer({ key: options.tls.key, cert: options.tls.cert }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://localhost');
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      vary: 'origin',
    };
    const handle = async () => {
      // A development convenience: only this machine's browser and tools (development-request-guard.ts).
      const refusal = developmentRequestRefusal(request, 'The hosted-UI stand-in');
      if (refusal) return void response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refusal);
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      if (url.pathname === '/oauth2/authorize') return authorize(request, response, url);
      if (url.pathname === '/oauth2/token' && request.method === 'POST') return token(request, response, cors);
      if (url.pathname === '/logout') {
        const logoutUri = url.searchParams.get('logout_uri') ?? '';
        if (url.searchParams.get('client_id') === pool.clientId && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(logoutUri))
          return redirect(response, logoutUri);
        return void response.writeHead(400, { 'content-type': 'text/plain' }).end('logout_uri is not an allowed sign-out URL.');
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
    };
    handle().catch((error: unknown) => {
      options.log(`[hosted-ui] ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Hosted UI stand-in failed; see the server log.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    domain: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
