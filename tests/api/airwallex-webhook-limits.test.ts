import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../../commerce/limits/rate-limits.ts';
import { airwallexWebhookRoute } from '../../commerce/payments/airwallex/webhook-route.ts';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { loadServerConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';

/*
 * /webhooks/airwallex is a door anyone can knock on: each delivery costs a signature check, and a
 * signed one a look-up at Airwallex. It is limited per IP, generously: Airwallex sends a handful
 * of events per payment from a few addresses, and retries a delivery that got 429 later.
 */

const PER_MINUTE = RATE_LIMITS.paymentWebhookByIp.points;

/** An unsigned delivery: refused (400) by the signature check, so each try costs only the limit. */
const knock = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/webhooks/airwallex`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

async function knockTimes(base: string, times: number, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await knock(base, headers)).status);
  return statuses;
}

describe.each(backends)('the Airwallex webhook’s limit per IP, on $name', (backend) => {
  const shop = useShop(backend);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    // The shop's production limits, in the store the server would use for this backend.
    const rateLimits = createRateLimits(backend.kind === 'postgres' ? { kind: 'postgres', db: shop.db } : { kind: 'memory' });
    const payments = paymentRegistry([testCardProvider(shop.db, shop.clock.now)], { siteOrigin: 'https://shop.test' });
    const route = airwallexWebhookRoute(
      { db: shop.db, now: shop.clock.now, payments, recheckRefunds: recheckRefundsOfPayment },
      'whsec-test',
      { rateLimits, trustedProxies: 1 },
    );
    server = createServer((req, res) => {
      void route(req, res, new URL(req.url ?? '/', 'http://localhost')).then((handled) => handled || res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(`serves ${PER_MINUTE} deliveries a minute from one address, refuses the next with 429 and Retry-After, and not another address`, async () => {
    const flooder = { 'x-forwarded-for': `198.51.100.${backend.kind === 'postgres' ? 7 : 8}` };
    const statuses = await knockTimes(base, PER_MINUTE, flooder);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await knock(base, flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: 'Too many requests' });
    expect((await knock(base, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(400);
  });
});

describe('/webhooks/airwallex on a production server', () => {
  let server: RunningServer | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-airwallex-limit-'));
    const config = loadServerConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_CURSOR_SECRET: 'x'.repeat(32),
      HEARTH_SITE_ORIGIN: 'https://shop.example',
      AIRWALLEX_BASE_URL: 'https://api-demo.airwallex.com',
      AIRWALLEX_CLIENT_ID: 'client-id',
      AIRWALLEX_API_KEY: 'api-key',
      AIRWALLEX_WEBHOOK_SECRET: 'whsec-test',
      ...PRODUCTION_MAIL_ENV,
    });
    await recordSellerBeforeStart(config.store);
    server = await startServer(config, { serveSite: false, identity: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is rate limited per IP', async () => {
    const statuses = await knockTimes(server!.url, PER_MINUTE + 1);
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
