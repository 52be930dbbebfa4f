import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTlsCertificate } from '../../dev/local-cognito/self-signed-tls.ts';
import { jwtPayload, startTestCognito, testCustomer, type TestCognito } from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer({ givenName: 'Hazel' });
const redirectUri = 'http://localhost:4321/login';
let local: TestCognito;
let tls: { key: string; cert: string };

beforeAll(async () => {
  const plain = await startTestCognito();
  tls = localTlsCertificate(plain.dataDirectory);
  await plain.dispose();
  local = await startTestCognito({ customers: [customer], hostedUi: { tls } });
});

afterAll(async () => {
  await local?.dispose();
});

/** One https request to the stand-in, trusting its self-signed certificate. */
function call(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = request(
      `https://${local.cognito.hostedUiDomain}${path}`,
      { method: init.method ?? 'GET', ca: tls.cert, headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {} },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function authorizeParams(challenge: string) {
  return {
    client_id: local.cognito.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    state: 'abc-next',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    identity_provider: 'Google',
  };
}

async function codeFor(email: string, verifier: string) {
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const reply = await call('/oauth2/authorize', { method: 'POST', form: { ...authorizeParams(challenge), email, action: 'continue' } });
  expect(reply.status).toBe(302);
  return new URL(reply.location!);
}

const exchange = (code: string, verifier: string, uri = redirectUri) =>
  call('/oauth2/token', {
    method: 'POST',
    form: { grant_type: 'authorization_code', code, client_id: local.cognito.clientId, redirect_uri: uri, code_verifier: verifier },
  });

describe('the hosted-UI stand-in (OAuth 2 code flow with PKCE)', () => {
  it('shows the provider page, escapes what it echoes, and refuses a callback on another site', async () => {
    const page = await call(`/oauth2/authorize?${new URLSearchParams({ ...authorizeParams('x'), state: '"><script>alert(1)</script>' })}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Sign in with Google');
    expect(page.body).not.toContain('<script>alert(1)');
    const elsewhere = await call(
      `/oauth2/authorize?${new URLSearchParams({ ...authorizeParams('x'), redirect_uri: 'https://evil.example/login' })}`,
    );
    expect(elsewhere.status).toBe(400);
  });

  it('gives a code for a pool user, and tokens for the code with the right verifier, once', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const back = await codeFor(customer.email, verifier);
    expect(back.searchParams.get('state')).toBe('abc-next');
    const code = back.searchParams.get('code')!;

    const tokens = await exchange(code, verifier);
    expect(tokens.status).toBe(200);
    const { id_token, refresh_token } = JSON.parse(tokens.body) as { id_token: string; refresh_token: string };
    expect(jwtPayload(id_token)).toMatchObject({ 'custom:customer_id': customer.customerId, token_use: 'id', iss: local.cognito.issuer });
    expect(refresh_token).toBeTruthy();
    expect((await exchange(code, verifier)).status).toBe(400);
  });

  it('refuses a code with the wrong verifier or redirect URI, and after five minutes', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const wrongVerifier = (await codeFor(customer.email, verifier)).searchParams.get('code')!;
    expect(JSON.parse((await exchange(wrongVerifier, 'not-the-verifier')).body)).toEqual({ error: 'invalid_grant' });
    const wrongUri = (await codeFor(customer.email, verifier)).searchParams.get('code')!;
    expect((await exchange(wrongUri, verifier, 'http://localhost:9999/login')).status).toBe(400);
    const late = (await codeFor(customer.email, verifier)).searchParams.get('code')!;
    local.clock.advance(5 * 60_000 + 1);
    expect((await exchange(late, verifier)).status).toBe(400);
  });

  it('sends cancel and unknown identities back with an OAuth error', async () => {
    const cancelled = await call('/oauth2/authorize', { method: 'POST', form: { ...authorizeParams('x'), action: 'cancel' } });
    expect(new URL(cancelled.location!).searchParams.get('error')).toBe('access_denied');
    const unknown = await codeFor('stranger@example.co.uk', 'v');
    expect(unknown.searchParams.get('error')).toBe('invalid_request');
    expect(unknown.searchParams.get('code')).toBeNull();
  });
});
