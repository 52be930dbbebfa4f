import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answerServerError, readServerErrorPage } from '../../server/server-error-page.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server whose every request fails, answered as the shop's server answers a failure. */
async function failingServer(page: string | null, startReply = false): Promise<string> {
  server = createServer((_req, res) => {
    if (startReply) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>half');
    }
    answerServerError(res, page);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

describe('a request the server fails', () => {
  it("answers the build's 500 page as HTML, never cached", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-500-'));
    writeFileSync(join(dir, '500.html'), '<h1>Something went wrong on our side</h1>');
    const reply = await fetch(await failingServer(readServerErrorPage(dir)));
    expect(reply.status).toBe(500);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.text()).toBe('<h1>Something went wrong on our side</h1>');
  });

  it('answers in words without a build (an API-only process), and a build without the page reads as none', async () => {
    expect(readServerErrorPage(mkdtempSync(join(tmpdir(), 'hearth-no-500-')))).toBeNull();
    const reply = await fetch(await failingServer(null));
    expect(reply.status).toBe(500);
    expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await reply.text()).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('ends a reply already under way instead of writing a second head', async () => {
    const reply = await fetch(await failingServer('<h1>500</h1>', true));
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('<p>half');
  });
});
