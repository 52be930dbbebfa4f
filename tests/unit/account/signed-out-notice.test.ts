import { describe, expect, it } from 'vitest';
import { rememberSignedOut, SIGNED_OUT_NOTICE_KEY, takeNotice } from '../../../src/features/account/signed-out-notice.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the signed-out notice', () => {
  it('shows on the next page once, after sign-out only', () => {
    const storage = memoryStorage();
    expect(takeNotice(storage, SIGNED_OUT_NOTICE_KEY)).toBe(false);
    rememberSignedOut(storage);
    expect(takeNotice(storage, SIGNED_OUT_NOTICE_KEY)).toBe(true);
    expect(takeNotice(storage, SIGNED_OUT_NOTICE_KEY)).toBe(false);
  });

  it('is left out, not an error, where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberSignedOut(refusing)).not.toThrow();
    expect(takeNotice(refusing, SIGNED_OUT_NOTICE_KEY)).toBe(false);
  });
});
