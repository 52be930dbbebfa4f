import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../server/static-files.ts';

describe('static files', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'hearth-static-'));
    const site = join(root, 'client');
    mkdirSync(join(site, '_astro'), { recursive: true });
    mkdirSync(join(site, 'firewood'), { recursive: true });
    writeFileSync(join(site, 'firewood', 'index.html'), '<h1>Firewood</h1>');
    writeFileSync(join(site, '_astro', 'app.abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.txt'), 'do not serve');
    const serve = createStaticFiles(site);
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (!(await serve(req, res, url.pathname))) res.writeHead(404).end('next handler');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a folder page and revalidates it', async () => {
    const response = await fetch(`${base}/firewood`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    expect(await response.text()).toBe('<h1>Firewood</h1>');
  });

  it('caches hashed assets for a year and compresses text', async () => {
    const response = await fetch(`${base}/_astro/app.abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each(['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/firewood/..%2f..%2fsecret.txt', '/%00'])(
    'never serves outside the site: %s',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(await response.text()).toBe('next handler');
    },
  );
});
