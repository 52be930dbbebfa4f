import type { IncomingHttpHeaders } from 'node:http';

/**
 * Parts of the names of headers that reverse proxies, CDNs and load balancers add to what they
 * forward (Forwarded, X-Forwarded-*, Via, X-Real-IP, X-Client-IP, Fastly-Client-IP,
 * X-Cluster-Client-IP, X-Azure-ClientIP, X-Original-Forwarded-For, True-Client-IP, CF-Connecting-IP,
 * …). The list
 * fails closed: a name merely containing one of these counts, because each product names its own
 * header and a request carrying one came from somewhere else, however local its socket and Host
 * look (nginx's `proxy_pass http://localhost:…` makes every internet request arrive from
 * 127.0.0.1 with a loopback Host).
 */
const FORWARDED_NAME_PARTS = ['forwarded', 'client-ip', 'clientip', 'real-ip', 'original', 'true-client', 'cluster-client', 'via'] as const;
const FORWARDED_NAME_STARTS = ['x-forwarded', 'x-real', 'cf-connecting'] as const;

/** Whether a header name (any case) is one a proxy adds, by FORWARDED_NAME_PARTS and _STARTS. */
export function isForwardedHeaderName(name: string): boolean {
  const lower = name.toLowerCase();
  return FORWARDED_NAME_PARTS.some((part) => lower.includes(part)) || FORWARDED_NAME_STARTS.some((start) => lower.startsWith(start));
}

/** The first forwarded-style header `headers` carries (lower case), or null when it has none. */
export function forwardedHeaderIn(headers: IncomingHttpHeaders): string | null {
  for (const name of Object.keys(headers)) if (isForwardedHeaderName(name)) return name.toLowerCase();
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
    const proxied = forwardedHeaderIn(headers);
    if (!proxied) return;
    warned = true;
    warn(
      `WARNING: a request reached this development server through a proxy (it carries ${proxied}). Development mode must not be put behind a proxy: it hands sign-in codes to local requests. Run NODE_ENV=production behind nginx or any proxy.`,
    );
  };
}
