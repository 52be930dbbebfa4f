import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isWorkerScript, setOnDocuments, splitSecurityHeaders } from '../../server/document-headers.ts';

const DOCUMENT = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real server whose one answer is written by `answer`, with the document headers hooked in first. */
async function headersOf(path: string, answer: (res: ServerResponse) => void): Promise<Headers> {
  server = createServer((req, res) => {
    setOnDocuments(res, new URL(req.url ?? '/', 'http://localhost').pathname, DOCUMENT);
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const reply = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}${path}`);
  await reply.text();
  return reply.headers;
}

describe('headers only documents act on', () => {
  it('go with an HTML answer, whether its type was set before or in writeHead', async () => {
    const set = await headersOf('/', (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<p>hi</p>');
    });
    expect(set.get('content-security-policy')).toBe("default-src 'self'");
    expect(set.get('x-frame-options')).toBe('DENY');
    const inHead = await headersOf('/', (res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>no</p>'));
    expect(inHead.get('content-security-policy')).toBe("default-src 'self'");
    const raw = await headersOf('/', (res) => res.writeHead(200, ['Content-Type', 'text/html']).end('<p>raw</p>'));
    expect(raw.get('x-frame-options')).toBe('DENY');
  });

  it('stay off a script, a style sheet, a picture and JSON', async () => {
    for (const [path, type] of [
      ['/_astro/page.js', 'text/javascript; charset=utf-8'],
      ['/_astro/page.css', 'text/css; charset=utf-8'],
      ['/media/logo.svg', 'image/svg+xml'],
      ['/identity/config.json', 'application/json'],
    ] as const) {
      const headers = await headersOf(path, (res) => res.writeHead(200, { 'content-type': type }).end('x'));
      expect(headers.get('content-security-policy'), path).toBeNull();
      expect(headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it("go with a worker's script, whose policy is its own", async () => {
    expect(['/sw.js', '/workbox-8f272903.js', '/pagefind/pagefind-worker.js'].every(isWorkerScript)).toBe(true);
    expect(['/_astro/sw.js', '/pagefind/pagefind.js', '/sw.js.map'].some(isWorkerScript)).toBe(false);
    const headers = await headersOf('/sw.js', (res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end('x'));
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it("leave a header the answer set itself (an on-demand page's own policy)", async () => {
    const headers = await headersOf('/order/1', (res) => {
      res.setHeader('content-security-policy', "default-src 'none'");
      res.writeHead(200, { 'content-type': 'text/html' }).end('x');
    });
    expect(headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('are the policy, framing, features and referrer; nosniff and HSTS go with every reply', () => {
    const { everyReply, documentOnly } = splitSecurityHeaders({
      'content-security-policy': 'p',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=()',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=1',
    });
    expect(Object.keys(documentOnly).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'x-frame-options',
    ]);
    expect(everyReply).toEqual({ 'x-content-type-options': 'nosniff', 'strict-transport-security': 'max-age=1' });
  });
});
