import { describe, expect, it } from 'vitest';
import {
  CLAIM_TOKEN_KEY,
  claimTokenFromHash,
  forgetClaimToken,
  keepClaimToken,
  waitingClaimToken,
} from '../../src/features/account/claim-link.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const TOKEN = `${'a'.repeat(21)}-_${'B'.repeat(20)}`;

describe('the claim link of an order confirmation', () => {
  it('reads a 43-character token from #claim= and nothing else', () => {
    expect(claimTokenFromHash(`#claim=${TOKEN}`)).toBe(TOKEN);
    expect(claimTokenFromHash(`#claim=${TOKEN}x`)).toBeNull();
    expect(claimTokenFromHash(`#claim=${TOKEN.slice(1)}`)).toBeNull();
    expect(claimTokenFromHash(`#receipt=${TOKEN}`)).toBeNull();
    expect(claimTokenFromHash('#claim=<script>alert(1)</script>')).toBeNull();
    expect(claimTokenFromHash('')).toBeNull();
  });

  it('keeps the token for the tab until the claim is answered, and survives blocked storage', () => {
    const storage = memoryStorage();
    expect(keepClaimToken('#top', storage)).toBe(false);
    expect(waitingClaimToken(storage)).toBeNull();
    expect(keepClaimToken(`#claim=${TOKEN}`, storage)).toBe(true);
    expect(storage.getItem(CLAIM_TOKEN_KEY)).toBe(TOKEN);
    expect(waitingClaimToken(storage)).toBe(TOKEN);
    forgetClaimToken(storage);
    expect(waitingClaimToken(storage)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(keepClaimToken(`#claim=${TOKEN}`, blocked)).toBe(true);
    expect(waitingClaimToken(blocked)).toBeNull();
    expect(() => forgetClaimToken(blocked)).not.toThrow();
    expect(waitingClaimToken(null)).toBeNull();
  });
});
