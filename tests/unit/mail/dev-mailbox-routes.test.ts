import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxRoute } from '../../../dev/mailbox/dev-mailbox-routes.ts';
import { createLocalMailbox, LOCAL_MAILBOX_CAPACITY } from '../../../dev/mailbox/local-mailbox.ts';

const T0 = new Date('2026-11-23T09:00:00Z');
const mailbox = createLocalMailbox({ now: () => T0 });
const hostile = mailbox.receive({
  messageId: '<order-confirmation%3A1@hearth.test>',
  from: '"Hearth" <orders@hearth.test>',
  to: ['ada@example.co.uk'],
  subject: 'Your order <b>HE-1</b>',
  text: 'Thank you. </pre><script>alert(1)</script>',
  html: '<h1>Thanks</h1><script>parent.document.title="owned"</script><img src=x onerror="alert(2)">',
});
const plain = mailbox.receive({
  messageId: '<code@hearth.test>',
  from: 'codes@hearth.test',
  to: ['bo@example.co.uk'],
  subject: 'Your Hearth sign-in code',
  text: 'Your sign-in code is 123456.',
  html: null,
});

let server: Server;
let port: number;

beforeAll(async () => {
  const route = devMailboxRoute(mailbox);
  server = createServer(async (req, res) => {
    if (!(await route(req, res, new URL(req.url ?? '/', 'http://localhost')))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so Host, Origin and Sec-Fetch-Site are exactly as a browser or an attacker's page sends them. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the dev mailbox pages', () => {
  it('list the messages, newest first, each linking to its page', async () => {
    const page = await get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.indexOf(`/dev/mailbox/${plain.id}`)).toBeLessThan(page.body.indexOf(`/dev/mailbox/${hostile.id}`));
    expect(page.body).toContain('Your order &lt;b&gt;HE-1&lt;/b&gt;');
    expect(page.body).not.toContain('<b>HE-1</b>');
  });

  it('show a message’s HTML only inside a sandboxed srcdoc frame that may not run scripts, and its text escaped', async () => {
    const page = await get(`/dev/mailbox/${hostile.id}`);
    expect(page.status).toBe(200);
    const frames = [...page.body.matchAll(/<iframe\b[^>]*>/g)].map((match) => match[0]);
    expect(frames).toHaveLength(1);
    const sandbox = /\bsandbox="([^"]*)"/.exec(frames[0]!)?.[1];
    expect(sandbox).toBeDefined();
    expect(sandbox!.split(' ')).not.toContain('allow-scripts');
    expect(sandbox!.split(' ')).not.toContain('allow-same-origin');
    // Attribute names are case-insensitive in HTML; React writes this one as srcDoc.
    expect(frames[0]).toMatch(/ srcdoc="&lt;h1&gt;Thanks&lt;\/h1&gt;&lt;script&gt;parent\.document\.title=&quot;owned&quot;/i);
    // Outside the frame's attribute, nothing the message carried is markup.
    expect(page.body.replace(/<iframe\b[^>]*>/g, '')).not.toMatch(/<script|onerror=/i);
    expect(page.body).toContain('Thank you. &lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('say when a message has no HTML part, and 404 for one that does not exist', async () => {
    expect((await get(`/dev/mailbox/${plain.id}`)).body).toContain('This message has no HTML part.');
    expect((await get('/dev/mailbox/999')).status).toBe(404);
    expect((await get(`/dev/mailbox/${plain.id}x`)).status).toBe(404);
  });

  it('give tests the messages as JSON, with no CORS for any other origin', async () => {
    const reply = await get('/dev/mailbox.json', { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse(reply.body).messages.map((mail: { messageId: string }) => mail.messageId)).toEqual([
      hostile.messageId,
      plain.messageId,
    ]);
  });

  it('refuse other sites’ pages and a host name that is not loopback (DNS rebinding), and every write', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { host: `rebind.evil.example:${port}` },
      { host: `127.0.0.1.nip.io:${port}` },
    ] as Record<string, string>[]) {
      for (const path of ['/dev/mailbox.json', '/dev/mailbox', `/dev/mailbox/${plain.id}`]) {
        const reply = await get(path, headers);
        expect(reply.status, `${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(reply.body).not.toContain('123456');
      }
    }
    // Typed into the address bar, or fetched from the page itself: allowed.
    expect((await get('/dev/mailbox', { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await get('/dev/mailbox.json', { host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await get('/dev/mailbox.json', { host: `[::1]:${port}` })).status).toBe(200);
    expect((await get('/dev/mailbox.json', {}, 'POST')).status).toBe(405);
  });

  it('leave other paths to the rest of the server', async () => {
    expect((await get('/dev/mailboxes')).status).toBe(418);
    expect((await get('/dev')).status).toBe(418);
  });
});

describe('the dev mailbox behind a header-less proxy or port forward from another machine', () => {
  let forwarded: Server;
  let forwardedPort: number;
  beforeAll(async () => {
    const route = devMailboxRoute(mailbox);
    forwarded = createServer(async (req, res) => {
      // What the server sees when another host's connection is passed on as it is: that host as the
      // peer, and whatever Host its sender wrote (here a loopback one), with no proxy header at all.
      Object.defineProperty(req.socket, 'remoteAddress', { value: '192.0.2.10' });
      if (!(await route(req, res, new URL(req.url ?? '/', 'http://localhost')))) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => forwarded.listen(0, '127.0.0.1', resolve));
    forwardedPort = (forwarded.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => forwarded.close(() => resolve())));

  it('refuses it though its Host is loopback and it carries no proxy header', async () => {
    const reply = await fetch(`http://127.0.0.1:${forwardedPort}/dev/mailbox.json`);
    expect(reply.status).toBe(403);
    expect(await reply.text()).toBe('The dev mailbox answers only requests from this machine.');
  });
});

describe('the local mailbox', () => {
  it('keeps one message per Message-ID, counting deliveries, and drops the oldest past its capacity', () => {
    const box = createLocalMailbox({ now: () => T0, capacity: 2 });
    const mail = (n: number) => ({
      messageId: `<${n}@hearth.test>`,
      from: 'a@hearth.test',
      to: ['b@example.co.uk'],
      subject: `${n}`,
      text: '',
      html: null,
    });
    box.receive(mail(1));
    expect(box.receive(mail(1))).toMatchObject({ id: 1, deliveries: 2 });
    box.receive(mail(2));
    box.receive(mail(3));
    expect(box.messages().map((kept) => kept.id)).toEqual([2, 3]);
    expect(box.find(1)).toBeUndefined();
    expect(LOCAL_MAILBOX_CAPACITY).toBeGreaterThanOrEqual(100);
  });
});
