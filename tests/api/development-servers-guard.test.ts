import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTlsCertificate } from '../../dev/local-cognito/self-signed-tls.ts';
import { processTestCardVault } from '../../dev/test-card/card-vault.ts';
import { startCardFrameServer, type CardFrameServer } from '../../dev/test-card/card-frame/frame-server.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';
import { startTestCognito, type TestCognito } from '../fixtures/identity-local-cognito.ts';

/*
 * Every development server (local Cognito's wrapper, its hosted-UI stand-in, the test card
 * gateway; the dev mailbox: dev-mailbox.test.ts) answers through one guard
 * (commerce/development-request-guard.ts): a request that came through a proxy is refused,
 * whatever header the proxy named its client by.
 */

const PROXY_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-client-ip': '203.0.113.9' },
  { 'fastly-client-ip': '203.0.113.9' },
  { 'x-cluster-client-ip': '203.0.113.9' },
  { 'x-original-forwarded-for': '203.0.113.9' },
  { via: '1.1 nginx' },
];

describe('local Cognito’s wrapper and hosted-UI stand-in', () => {
  let local: TestCognito;
  let tls: { key: string; cert: string };
  beforeAll(async () => {
    const plain = await startTestCognito();
    tls = localTlsCertificate(plain.dataDirectory);
    await plain.dispose();
    local = await startTestCognito({ hostedUi: { tls } });
  });
  afterAll(() => local?.dispose());

  const keys = () => `${local.cognito.url}/${local.cognito.userPoolId}/.well-known/jwks.json`;

  it('the wrapper answers this machine, and refuses a request carrying any proxy header', async () => {
    expect((await fetch(keys())).status).toBe(200);
    for (const headers of PROXY_HEADERS) {
      const reply = await fetch(keys(), { headers });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(((await reply.json()) as { message: string }).message).toBe(
        `Local Cognito does not answer through a proxy (the request carries ${Object.keys(headers)[0]}).`,
      );
    }
    // A DNS-rebinding page's request: fetch cannot set Host, so a raw request does.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(keys(), { headers: { host: 'rebind.evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(403);
  });

  /** One https GET to the stand-in, trusting its self-signed certificate. */
  const hostedUi = (headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`https://${local.cognito.hostedUiDomain}/oauth2/authorize`, { ca: tls.cert, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end();
    });

  it('the hosted-UI stand-in refuses a request carrying any proxy header', async () => {
    expect((await hostedUi({})).status).not.toBe(403);
    for (const headers of PROXY_HEADERS) {
      const reply = await hostedUi(headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body).toContain('The hosted-UI stand-in does not answer through a proxy');
    }
  });
});

describe.each(backends)('the test card gateway on $name', (backend) => {
  const shop = useShop(backend);
  let gateway: CardFrameServer;
  beforeAll(async () => {
    gateway = await startCardFrameServer({
      db: shop.db,
      now: shop.clock.now,
      vault: processTestCardVault,
      assets: { script: '', walletScript: '', walletSheetScript: '', style: '' },
      shopOrigins: ['http://localhost:4321'],
      host: '127.0.0.1',
      port: 0,
    });
  });
  afterAll(() => gateway?.close());

  it('serves its frame to this machine, and refuses a request carrying any proxy header', async () => {
    const frame = `${gateway.origin}/card-frame?parent=${encodeURIComponent('http://localhost:4321')}`;
    expect((await fetch(frame)).status).toBe(200);
    for (const headers of PROXY_HEADERS) {
      const reply = await fetch(frame, { headers });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(await reply.json()).toEqual({
        error: `The test card gateway does not answer through a proxy (the request carries ${Object.keys(headers)[0]}).`,
      });
    }
  });
});
