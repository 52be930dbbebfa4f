import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Page links (nextToken) are opaque to clients and signed, so a client can neither forge one
 * nor edit one to jump into rows its query would not reach. The token is
 * base64url(JSON) + "." + base64url(HMAC-SHA256(secret, that JSON text)).
 */

/** Used only when no secret is configured and NODE_ENV is not production. */
export const DEVELOPMENT_CURSOR_SECRET = 'hearth-development-cursor-secret-not-for-production';

const MIN_CURSOR_SECRET_LENGTH = 32;

/**
 * Checks the secret page links are signed with. Every API process must share it, or a link
 * made by one process is refused by the next, so a per-process random secret would not do.
 */
export function checkCursorSecret(secret: string): string {
  if (secret.length < MIN_CURSOR_SECRET_LENGTH)
    throw new Error(`The cursor secret must be at least ${MIN_CURSOR_SECRET_LENGTH} characters.`);
  return secret;
}

function sign(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export function encodeCursor(secret: string, cursor: unknown): string {
  const text = JSON.stringify(cursor);
  return `${Buffer.from(text).toString('base64url')}.${sign(secret, text).toString('base64url')}`;
}

/** The cursor a token was made from, or null when the token is malformed, forged or altered. */
export function decodeCursor(secret: string, token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  const text = Buffer.from(body, 'base64url').toString('utf8');
  // base64url decoding skips stray characters; re-encoding catches a body that was edited that way.
  if (Buffer.from(text).toString('base64url') !== body) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (given.toString('base64url') !== signature) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
