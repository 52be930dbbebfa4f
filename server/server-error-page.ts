import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** The build's own "something went wrong" page (src/pages/500.astro), or null when the build has none. */
export function readServerErrorPage(clientDir: string): string | null {
  try {
    return readFileSync(join(clientDir, '500.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Answers a request that failed inside the server: the shop's 500 page, in the shop's words and
 * with its links home, instead of a bare line; plain text only for an API-only process, which has
 * no pages. Never cached, so the failure is not kept after it is fixed. Does nothing to a reply
 * already under way but end it.
 */
export function answerServerError(res: ServerResponse, page: string | null): void {
  if (res.headersSent) return void res.end();
  res.writeHead(500, {
    'content-type': page === null ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(page ?? 'Something went wrong on our side. Please try again in a moment.');
}
