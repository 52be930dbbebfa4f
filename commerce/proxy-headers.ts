import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers a reverse proxy or CDN adds to what it forwards. A request carrying one came from
 * somewhere else, however local its socket and Host look (nginx's `proxy_pass http://localhost:…`
 * makes every internet request arrive from 127.0.0.1 with a loopback Host).
 */
const PROXY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'] as const;

/** The first proxy header `headers` carries (lower case), or null when it has none. */
export function proxyHeaderIn(headers: IncomingHttpHeaders): string | null {
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-forwarded-') || (PROXY_HEADERS as readonly string[]).includes(lower)) return lower;
  }
  return null;
}

/**
 * Development mode trusts loopback requests (the dev mailbox, local Cognito), so it must never
 * sit behind a proxy. This warns once, loudly, the first time a request shows that it does.
 */
export function proxiedDevelopmentWarning(warn: (line: string) => void): (headers: IncomingHttpHeaders) => void {
  let warned = false;
  return (headers) => {
    if (warned) return;
    const proxied = proxyHeaderIn(headers);
    if (!proxied) return;
    warned = true;
    warn(
      `WARNING: a request reached this development server through a proxy (it carries ${proxied}). Development mode must not be put behind a proxy: it hands sign-in codes to local requests. Run NODE_ENV=production behind nginx or any proxy.`,
    );
  };
}
