import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A bearer secret kept only as its hash: a guest order's receipt key, the test gateway's 3-D
 * Secure challenge token. 32 random bytes, base64url (43 characters), handed out once; the
 * store keeps its SHA-256, so neither the database nor a copy of it can present one.
 */
interface MintedSecret {
  secret: string;
  /** SHA-256 of the secret, base64url: what the store keeps. */
  hash: string;
}

const SECRET_BYTES = 32;
const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

export function mintSecret(random: (size: number) => Buffer = randomBytes): MintedSecret {
  const secret = random(SECRET_BYTES).toString('base64url');
  return { secret, hash: secretHash(secret) };
}

/** Whether a presented secret is the one whose hash was kept; in constant time. */
export function secretMatches(storedHash: string | null, presented: string | null | undefined): boolean {
  if (!storedHash || !presented || !SECRET_FORMAT.test(presented)) return false;
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
