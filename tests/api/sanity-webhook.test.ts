import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOK_BODY_BYTES,
  SANITY_WEBHOOK_PATH,
  SIGNATURE_TOLERANCE_MS,
  sanityWebhookRoute,
} from '../../server/content-pipeline/sanity-webhook-route.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';

const SECRET = 'a-webhook-secret-of-some-length';
const article = (id: string) => JSON.stringify({ _id: id, _type: 'knowledgeBaseArticle', _rev: 'r1', title: 'Storing logs' });

describe.each(backends)('POST /webhooks/sanity on $name', (backend) => {
  const shop = useShop(backend);
  const rebuilds: string[] = [];
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    // The route's own rate limit is per process: each test file's server has its own.
    const route = sanityWebhookRoute({
      db: shop.db,
      secret: SECRET,
      now: shop.clock.now,
      requestRebuild: (trigger) => rebuilds.push(trigger),
      trustedProxies: 0,
    });
    const server = createServer((req, res) => {
      void route(req, res, new URL(req.url ?? '/', 'http://localhost')).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(async () => {
    rebuilds.length = 0;
    await shop.db.deleteFrom('content_webhook_delivery').execute();
  });

  const deliver = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${SANITY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const signed = async (body: string, at = shop.clock.now().getTime(), secret = SECRET) => ({
    'sanity-webhook-signature': await encodeSignatureHeader(body, at, secret),
  });
  const deliveries = () => shop.db.selectFrom('content_webhook_delivery').selectAll().execute();

  it('takes a delivery signed with the secret, and asks for one rebuild', async () => {
    const body = article('storing-logs');
    const reply = await deliver(body, { ...(await signed(body)), 'idempotency-key': 'delivery-1' });
    expect(reply.status).toBe(202);
    expect(rebuilds).toEqual(['Sanity: knowledgeBaseArticle changed']);
    expect(await deliveries()).toHaveLength(2);
  });

  it('refuses a missing, malformed, wrongly keyed, tampered, stale or future signature with 401, writing nothing', async () => {
    const body = article('storing-logs');
    const now = shop.clock.now().getTime();
    const refused = [
      {},
      { 'sanity-webhook-signature': 'nonsense' },
      await signed(body, now, 'another-secret-entirely'),
      await signed(article('other-article')),
      await signed(body, now - SIGNATURE_TOLERANCE_MS - 1000),
      await signed(body, now + SIGNATURE_TOLERANCE_MS + 1000),
    ];
    for (const headers of refused) {
      const reply = await deliver(body, { ...headers, 'idempotency-key': 'k' });
      expect(reply.status).toBe(401);
      expect(await reply.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(rebuilds).toEqual([]);
    expect(await deliveries()).toEqual([]);
    // Inside the tolerance an older signature still counts (a queued delivery).
    expect((await deliver(body, await signed(body, now - SIGNATURE_TOLERANCE_MS + 1000))).status).toBe(202);
  });

  it('acknowledges a draft or a release version and builds nothing', async () => {
    for (const id of ['drafts.storing-logs', 'versions.rSpring.storing-logs']) {
      const body = article(id);
      const reply = await deliver(body, await signed(body));
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual({ ignored: 'unpublished' });
    }
    expect(rebuilds).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('drops a duplicate delivery (same idempotency key, or the same signature replayed) without a second build', async () => {
    const body = article('storing-logs');
    const first = await signed(body);
    expect((await deliver(body, { ...first, 'idempotency-key': 'delivery-7' })).status).toBe(202);
    // Sanity's retry: signed again, same key.
    shop.clock.set(new Date(shop.clock.now().getTime() + 1000));
    const retry = await deliver(body, { ...(await signed(body)), 'idempotency-key': 'delivery-7' });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ duplicate: true });
    // A replay of the captured delivery under a made-up key: the signature itself was seen.
    expect(await (await deliver(body, { ...first, 'idempotency-key': 'made-up' })).json()).toEqual({ duplicate: true });
    // The same replay with white space the comparison trims (a no-break space, a tab) is the
    // same signature: it must not pass as a new one.
    for (const padding of ['\u00a0', '\t\u00a0']) {
      const padded = { 'sanity-webhook-signature': `${first['sanity-webhook-signature']}${padding}` };
      const replay = await deliver(body, { ...padded, 'idempotency-key': `made-up-${padding.length}` });
      expect(await replay.json(), JSON.stringify(padding)).toEqual({ duplicate: true });
    }
    expect(rebuilds).toHaveLength(1);
    // Two processes handed the same delivery at once: one build between them.
    const again = article('another');
    const headers = { ...(await signed(again)), 'idempotency-key': 'delivery-8' };
    const replies = await Promise.all([deliver(again, headers), deliver(again, headers)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 202]);
    expect(rebuilds).toHaveLength(2);
  });

  it('refuses a body over the limit unread, a body that is not JSON, and any method but POST', async () => {
    const big = JSON.stringify({ _id: 'x', text: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) });
    expect((await deliver(big, await signed(big))).status).toBe(413);
    expect((await deliver('not json', await signed('not json'))).status).toBe(400);
    expect((await fetch(`${base}${SANITY_WEBHOOK_PATH}`)).status).toBe(405);
    expect(rebuilds).toEqual([]);
  });

  it('limits deliveries per address: a flood gets 429', async () => {
    const body = article('x');
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await deliver(body, {})).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
  });
});
