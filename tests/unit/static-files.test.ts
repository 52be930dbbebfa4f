import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../server/static-files.ts';
import { rawGet } from '../fixtures/raw-http.ts';

describe('static files', () => {
  let server: Server;
  let base: string;
  const received: string[] = [];

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
      // The path as it came off the wire (query aside): the files must hold whatever they are handed.
      const path = (req.url ?? '/').split('?')[0]!;
      received.push(path);
      if (!(await serve(req, res, path))) res.writeHead(404).end('next handler');
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

  it.each([
    '/../secret.txt',
    '/firewood/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/firewood/..%2f..%2fsecret.txt',
    '/firewood/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00',
  ])('never serves outside the site, for the path sent as it is: %s', async (path) => {
    const reply = await rawGet(base, path);
    // The server saw the traversal itself, not a path a client had already resolved.
    expect(received.at(-1)).toBe(path);
    expect(reply).toEqual({ status: 404, body: 'next handler' });
  });
});
