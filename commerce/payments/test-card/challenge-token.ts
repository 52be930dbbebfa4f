import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret that answers one 3-D Secure challenge of the test gateway. It travels only in the
 * redirect URL placeOrder gives the paying browser (and from there in the /secure page's form);
 * the gateway keeps its SHA-256, so neither its ledger nor a copy of the database can answer.
 */
export interface ChallengeToken {
  /** 32 random bytes, base64url (43 characters). */
  token: string;
  /** SHA-256 of the token, base64url: what the ledger keeps. */
  hash: string;
}

const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function challengeTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function mintChallengeToken(random: (size: number) => Buffer = randomBytes): ChallengeToken {
  const token = random(TOKEN_BYTES).toString('base64url');
  return { token, hash: challengeTokenHash(token) };
}

/** Whether a presented token is the one whose hash the ledger keeps; in constant time. */
export function challengeTokenMatches(storedHash: string | null, presented: string | null | undefined): boolean {
  if (!storedHash || !presented || !TOKEN_FORMAT.test(presented)) return false;
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
