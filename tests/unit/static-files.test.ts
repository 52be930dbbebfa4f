import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressSite } from '../../server/precompress.ts';
import { createStaticFiles } from '../../server/static-files.ts';

/** Big enough to be worth compressing (precompress skips files under 1 KB). */
const APP_JS = `console.log(${JSON.stringify('x'.repeat(3000))});`;
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
    writeFileSync(join(site, '_astro', 'app.abc123.js'), APP_JS);
    // What the build does after astro build: brotli and gzip copies beside the text files.
    expect(precompressSite(site)).toBe(1);
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

  it('caches hashed assets for a year and sends the brotli or gzip copy made at build, as the browser takes it', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }>((resolve, reject) => {
        request(`${base}/_astro/app.abc123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }));
        })
          .on('error', reject)
          .end();
      });
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(APP_JS);
    expect(brotli.body.length).toBeLessThan(APP_JS.length / 10);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('answers a revalidation with 304 when the ETag still matches', async () => {
    const first = await fetch(`${base}/firewood/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${base}/firewood/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves the compressed copies by their own names', async () => {
    for (const path of ['/_astro/app.abc123.js.br', '/_astro/app.abc123.js.gz'])
      expect(await rawGet(base, path)).toEqual({ status: 404, body: 'next handler' });
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
