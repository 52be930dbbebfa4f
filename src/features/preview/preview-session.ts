import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The preview cookie: HttpOnly, only sent under /preview, so the secret itself never travels again. */
export const PREVIEW_COOKIE = 'hearth_preview';
/** An editor types the secret once an hour at most; a copied cookie is worth no more than that. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;

/**
 * Does the typed secret match? Both sides are hashed first, so the comparison is constant-time
 * over equal lengths (timingSafeEqual needs them) and its time says nothing of the secret's length.
 */
export function secretMatches(offered: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(offered), digest(secret));
}

// Keyed by the secret itself: changing HEARTH_PREVIEW_SECRET ends every preview session at once.
const signature = (secret: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`hearth-preview-session:${expiresAt}`).digest('base64url');

/** A session value: its expiry and a signature over it; nothing to store, valid on every process. */
export function issuePreviewSession(secret: string, now: Date): string {
  const expiresAt = now.getTime() + PREVIEW_SESSION_SECONDS * 1000;
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

/** Is this cookie value a session this secret signed, not yet expired? */
export function previewSessionValid(value: string | undefined, secret: string, now: Date): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  const offered = Buffer.from(match[2]!, 'base64url');
  const expected = Buffer.from(signature(secret, expiresAt), 'base64url');
  if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) return false;
  return now.getTime() < expiresAt && expiresAt - now.getTime() <= PREVIEW_SESSION_SECONDS * 1000;
}
