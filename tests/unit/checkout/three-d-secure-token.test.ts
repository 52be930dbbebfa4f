import { describe, expect, it } from 'vitest';
import { mintSecret, secretHash, secretMatches } from '../../../commerce/hashed-secret.ts';

describe('hashed secrets: the test gateway’s 3-D Secure token and a guest order’s receipt key', () => {
  it('is 32 random bytes in base64url, and the ledger keeps only its SHA-256', () => {
    const minted = mintSecret((size) => Buffer.alloc(size, 0xab));
    expect(minted.secret).toBe(Buffer.alloc(32, 0xab).toString('base64url'));
    expect(minted.secret).toHaveLength(43);
    expect(minted.hash).toBe(secretHash(minted.secret));
    expect(minted.hash).not.toContain(minted.secret);
    const tokens = new Set(Array.from({ length: 200 }, () => mintSecret().secret));
    expect(tokens.size).toBe(200);
  });

  it('matches only the token it was minted as', () => {
    const { secret: token, hash } = mintSecret();
    expect(secretMatches(hash, token)).toBe(true);
    const other = mintSecret().secret;
    for (const presented of [
      other,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.slice(1),
      `${token} `,
      '',
      null,
      undefined,
    ]) {
      expect(secretMatches(hash, presented), String(presented)).toBe(false);
    }
    // A payment with no challenge (no hash) answers to nothing, not even an empty token.
    expect(secretMatches(null, token)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    // A hash is not a token: knowing what the ledger keeps answers nothing.
    expect(secretMatches(hash, hash)).toBe(false);
  });
});
