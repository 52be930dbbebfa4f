import type { ServerResponse } from 'node:http';

/**
 * The security headers only a document acts on: its Content-Security-Policy, whether it may be
 * framed, which browser features it may use, and what Referer its own requests send. A script,
 * a style sheet, a picture or a font ignores them, and the policy alone (the hash of every inline
 * script and style of the build) is about 2 KB: sent with every file, the headers outweighed the
 * product page's JavaScript. Headers every reply needs (nosniff, HSTS) are not in this list.
 */
export const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy'] as const;

/**
 * A worker's script is its document: the service worker and the search's worker run under the
 * policy their own script arrives with, so they keep it.
 */
export function isWorkerScript(pathname: string): boolean {
  return pathname === '/sw.js' || /^\/workbox-[\w-]+\.js$/.test(pathname) || pathname === '/pagefind/pagefind-worker.js';
}

const isDocumentType = (type: unknown) => /^text\/html\b/i.test(String(type ?? ''));

/** The content type a writeHead call is about to send: its own headers' (object or raw list), else the ones already set. */
function contentTypeOf(res: ServerResponse, args: unknown[]): unknown {
  for (const arg of args) {
    if (Array.isArray(arg)) {
      for (let i = 0; i + 1 < arg.length; i += 2) if (String(arg[i]).toLowerCase() === 'content-type') return arg[i + 1];
    } else if (typeof arg === 'object' && arg !== null) {
      for (const [name, value] of Object.entries(arg)) if (name.toLowerCase() === 'content-type') return value;
    }
  }
  return res.getHeader('content-type');
}

/**
 * Sets `headers` on this reply when it turns out to be a document (HTML) or a worker's script,
 * decided when its head is written, so whoever answers (the static files, Astro, a route) need
 * not know. A header the answer set itself wins (the 3-D Secure page's own Referrer-Policy, an
 * on-demand page's widened policy).
 */
export function setOnDocuments(res: ServerResponse, pathname: string, headers: Readonly<Record<string, string>>): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (isWorkerScript(pathname) || isDocumentType(contentTypeOf(res, args))) {
      for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/** The build's security headers split into the ones every reply carries and the documents' own. */
export function splitSecurityHeaders(headers: Readonly<Record<string, string>>): {
  everyReply: Record<string, string>;
  documentOnly: Record<string, string>;
} {
  const everyReply: Record<string, string> = {};
  const documentOnly: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if ((DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name)) documentOnly[name] = value;
    else everyReply[name] = value;
  }
  return { everyReply, documentOnly };
}
