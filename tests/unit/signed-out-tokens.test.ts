import { describe, expect, it } from 'vitest';
import { signedOutBefore } from '../../commerce/domain/signed-out-tokens.ts';

const signedOutAt = new Date('2026-11-18T10:00:00.500Z');

describe('a token and its user’s last sign-out everywhere', () => {
  it('is refused when issued before or at the sign-out, kept when issued after', () => {
    expect(signedOutBefore(new Date('2026-11-18T09:59:59Z'), signedOutAt)).toBe(true);
    expect(signedOutBefore(new Date(signedOutAt), signedOutAt)).toBe(true);
    expect(signedOutBefore(new Date('2026-11-18T10:00:00.501Z'), signedOutAt)).toBe(false);
  });

  it('refuses a token of the same second as the sign-out: its whole-second iat is at or before it', () => {
    const iatOfTheSameSecond = new Date('2026-11-18T10:00:00Z');
    expect(signedOutBefore(iatOfTheSameSecond, signedOutAt)).toBe(true);
  });

  it('keeps every token of a user who never signed out everywhere', () => {
    expect(signedOutBefore(new Date(0), null)).toBe(false);
  });
});
