import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_SESSION_PATH, type PreviewSessionRouteOptions, previewSessionRoute } from '../../server/preview-session-route.ts';
import { createPreviewTryLimiter } from '../../src/features/preview/preview-limits.ts';
import { PREVIEW_COOKIE, previewSessionValid } from '../../src/features/preview/preview-session.ts';

const SECRET = 'k3Jv9Qx2mZ8pL4wR7tY1uE6oA5sD0fGh';
const NOW = new Date('2026-11-27T10:00:00Z');
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The route on a real HTTP server, as server/main.ts mounts it; what it leaves is a 404 here. */
async function serve(options: Partial<PreviewSessionRouteOptions> = {}): Promise<string> {
  const route = previewSessionRoute({
    env: { HEARTH_PREVIEW_SECRET: SECRET },
    production: false,
    trustedProxies: 0,
    now: () => NOW,
    ...options,
  });
  server = createServer(async (req, res) => {
    if (!(await route(req, res, new URL(req.url ?? '/', 'http://localhost')))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const post = (origin: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${origin}${PREVIEW_SESSION_PATH}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });

describe('POST /preview/session', () => {
  it('exchanges the right secret for an HttpOnly session cookie under /preview, and goes on to the draft', async () => {
    const reply = await post(await serve(), { secret: SECRET, path: 'knowledge-base/splitting-kindling' });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/preview/knowledge-base/splitting-kindling');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Path=/preview; Max-Age=3600; HttpOnly; SameSite=Lax$`));
    expect(cookie).not.toContain(SECRET);
    expect(previewSessionValid(/=([^;]+)/.exec(cookie)?.[1], SECRET, NOW)).toBe(true);
  });

  it('marks the cookie Secure in production', async () => {
    const reply = await post(await serve({ production: true }), { secret: SECRET, path: '' });
    expect(reply.headers.get('location')).toBe('/preview');
    expect(reply.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('sends a wrong or missing secret back to the form, with no cookie', async () => {
    const origin = await serve();
    const forms: Record<string, string>[] = [
      { secret: `${SECRET}x`, path: 'about' },
      { path: 'about' },
      { secret: SECRET.slice(1), path: 'about' },
    ];
    for (const form of forms) {
      const reply = await post(origin, form);
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toBe('/preview/enter?path=about&refused=secret');
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  it('never redirects off the site, whatever path is posted', async () => {
    const reply = await post(await serve(), { secret: SECRET, path: '//evil.example/x' });
    expect(reply.headers.get('location')).toBe('/preview');
  });

  it('refuses a caller past the limit with 429 and Retry-After, keyed by the socket’s address unless proxies are trusted', async () => {
    const callers: string[] = [];
    const limited = createPreviewTryLimiter({ points: 2, durationSeconds: 900 });
    const origin = await serve({ takeTry: (key) => (callers.push(key), limited(key)) });
    // A forged X-Forwarded-For buys no fresh count: with no trusted proxy the header is ignored.
    for (const forged of ['198.51.100.1', '198.51.100.2']) {
      expect((await post(origin, { secret: 'guess', path: '' }, { 'x-forwarded-for': forged })).status).toBe(303);
    }
    const refused = await post(origin, { secret: SECRET, path: '' }, { 'x-forwarded-for': '198.51.100.3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(new Set(callers)).toEqual(new Set(['127.0.0.1']));
  });

  it('is not there while the preview is off (the site answers its 404)', async () => {
    expect((await post(await serve({ env: {} }), { secret: SECRET, path: '' })).status).toBe(404);
    expect((await post(await serve({ env: { HEARTH_PREVIEW_SECRET: 'short' } }), { secret: 'short', path: '' })).status).toBe(404);
    expect((await fetch(`${await serve()}${PREVIEW_SESSION_PATH}`)).status).toBe(404);
  });
});
