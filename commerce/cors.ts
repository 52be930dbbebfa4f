import type { CORSOptions } from 'graphql-yoga';

/** What a storefront page sends: JSON, the publishable key, a customer's ID token. */
const CORS_REQUEST_HEADERS = ['content-type', 'accept', 'x-api-key', 'authorization'];

/**
 * The API's CORS answer to a request from `origin`: only the shop's own origins, never with
 * credentials (the API authenticates by header, not cookie); false: no CORS headers at all.
 */
export function apiCorsOptions(origin: string | null, allowedOrigins: readonly string[]): CORSOptions {
  if (!origin || !allowedOrigins.includes(origin)) return false;
  return { origin: [origin], credentials: false, methods: ['GET', 'POST'], allowedHeaders: CORS_REQUEST_HEADERS, maxAge: 600 };
}

/**
 * A Vary value that names Origin, keeping what it named before. Every reply of the API depends on
 * the request's Origin (allowed: Access-Control-Allow-Origin; otherwise none), so each says so,
 * or a shared cache could hand one origin's reply, with or without the allow header, to another.
 */
export function varyingOnOrigin(vary: string | null | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'origin')) return names.join(', ');
  return [...names, 'Origin'].join(', ');
}

/**
 * The same answer as headers, for the replies the HTTP layer gives before the API runs (a body
 * too large, one of unstated length), so a page of the shop can read why its call was refused.
 */
export function apiCorsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const options = apiCorsOptions(origin, allowedOrigins);
  // A refusal without the allow header is as much the Origin's answer as one with it.
  if (!options) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin!,
    'access-control-allow-methods': options.methods!.join(', '),
    'access-control-allow-headers': options.allowedHeaders!.join(', '),
    'access-control-max-age': String(options.maxAge),
    vary: 'Origin',
  };
}
