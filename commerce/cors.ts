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
 * The same answer as headers, for the replies the HTTP layer gives before the API runs (a body
 * too large, one of unstated length), so a page of the shop can read why its call was refused.
 */
export function apiCorsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const options = apiCorsOptions(origin, allowedOrigins);
  if (!options) return {};
  return {
    'access-control-allow-origin': origin!,
    'access-control-allow-methods': options.methods!.join(', '),
    'access-control-allow-headers': options.allowedHeaders!.join(', '),
    'access-control-max-age': String(options.maxAge),
    vary: 'Origin',
  };
}
