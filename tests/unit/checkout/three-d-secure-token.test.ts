import { describe, expect, it } from 'vitest';
import { challengeTokenHash, challengeTokenMatches, mintChallengeToken } from '../../../commerce/payments/test-card/challenge-token.ts';
import { challengeDetailsUrl, isChallengeToken } from '../../../src/features/checkout/three-d-secure-challenge.ts';

describe('the test gateway’s 3-D Secure token', () => {
  it('is 32 random bytes in base64url, and the ledger keeps only its SHA-256', () => {
    const minted = mintChallengeToken((size) => Buffer.alloc(size, 0xab));
    expect(minted.token).toBe(Buffer.alloc(32, 0xab).toString('base64url'));
    expect(minted.token).toHaveLength(43);
    expect(minted.hash).toBe(challengeTokenHash(minted.token));
    expect(minted.hash).not.toContain(minted.token);
    const tokens = new Set(Array.from({ length: 200 }, () => mintChallengeToken().token));
    expect(tokens.size).toBe(200);
  });

  it('matches only the token it was minted as', () => {
    const { token, hash } = mintChallengeToken();
    expect(challengeTokenMatches(hash, token)).toBe(true);
    const other = mintChallengeToken().token;
    for (const presented of [
      other,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.slice(1),
      `${token} `,
      '',
      null,
      undefined,
    ]) {
      expect(challengeTokenMatches(hash, presented), String(presented)).toBe(false);
    }
    // A payment with no challenge (no hash) answers to nothing, not even an empty token.
    expect(challengeTokenMatches(null, token)).toBe(false);
    expect(challengeTokenMatches('', '')).toBe(false);
    // A hash is not a token: knowing what the ledger keeps answers nothing.
    expect(challengeTokenMatches(hash, hash)).toBe(false);
  });
});

describe('the /secure page’s token', () => {
  it('echoes only a well-formed token into the form', () => {
    const { token } = mintChallengeToken();
    expect(isChallengeToken(token)).toBe(true);
    for (const value of [null, '', 'short', `${token}x`, `${token.slice(1)}"`, `${token.slice(2)}/+`]) {
      expect(isChallengeToken(value), String(value)).toBe(false);
    }
  });

  it('asks for the details with the payment and the token', () => {
    expect(challengeDetailsUrl('p-1', 'a_b-c')).toBe('/payments/test-card/challenge?payment=p-1&token=a_b-c');
  });
});
