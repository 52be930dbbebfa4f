import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../server/static-files.ts';
import { rawGet } from '../fixtures/raw-http.ts';

let root: string;
let outside: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hearth-static-'));
  outside = mkdtempSync(join(tmpdir(), 'hearth-outside-'));
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'delivery'));
  mkdirSync(join(root, 'media', '_private'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'delivery', 'index.html'), '<h1>Delivery</h1>');
  writeFileSync(join(root, '_astro', 'app.abc123.js'), 'run()');
  writeFileSync(join(root, '_redirects'), '/old /new 301');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(root, 'media', '_private', 'a.png'), 'png');
  writeFileSync(join(root, 'notes.md'), '# build notes');
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'linked.txt'));
  const serve = createStaticFiles(root);
  server = createServer(async (req, res) => {
    // The path as it came off the wire (query aside): the files must hold whatever they are handed.
    if (!(await serve(req, res, (req.url ?? '/').split('?')[0]!))) res.writeHead(404).end('next handler');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('Static files (server/static-files.ts)', () => {
  it('serves the pages and hashed assets of the build', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('<h1>Home</h1>');
    expect(await (await fetch(`${base}/delivery`)).text()).toBe('<h1>Delivery</h1>');
    const asset = await fetch(`${base}/_astro/app.abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it("leaves the build's own files, dotfiles, unknown types and links out of the build to the next handler", async () => {
    for (const path of ['/_redirects', '/.env', '/%2eenv', '/media/_private/a.png', '/notes.md', '/linked.txt', '/_astro/../_redirects']) {
      // Sent as written: fetch would turn /_astro/../_redirects into /_redirects before it left.
      const reply = await rawGet(base, path);
      expect(`${path} ${reply.status} ${reply.body}`).toBe(`${path} 404 next handler`);
    }
  });
});
