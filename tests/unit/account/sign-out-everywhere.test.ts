import { describe, expect, it } from 'vitest';
import type { AccountResult } from '../../../src/features/account/account-session.ts';
import { SIGN_OUT_EVERYWHERE_FAILED, signOutEverywhere } from '../../../src/features/account/sign-out-everywhere.ts';
import { CommerceError } from '../../../src/lib/commerce/client.ts';

function steps(recorded: AccountResult<boolean>) {
  const done: string[] = [];
  return {
    done,
    steps: {
      record: async () => {
        done.push('record');
        return recorded;
      },
      signOutGlobally: async () => void done.push('signOutGlobally'),
      leave: () => void done.push('leave'),
    },
  };
}

describe('signing out everywhere from the account', () => {
  it('records the sign-out with the API first, then signs out globally, then leaves', async () => {
    const { done, steps: run } = steps({ kind: 'done', value: true });
    expect(await signOutEverywhere(run)).toBeNull();
    expect(done).toEqual(['record', 'signOutGlobally', 'leave']);
  });

  it('keeps the shopper signed in, and says so, when the API did not record it', async () => {
    const error = new CommerceError('We could not reach the shop.', 'NETWORK');
    const { done, steps: run } = steps({ kind: 'failed', message: error.message, error });
    expect(await signOutEverywhere(run)).toBe(SIGN_OUT_EVERYWHERE_FAILED);
    expect(done).toEqual(['record']);
  });

  it('does nothing more when the sign-in had already lapsed (the shopper is on the way to sign in)', async () => {
    const { done, steps: run } = steps({ kind: 'signedOut' });
    expect(await signOutEverywhere(run)).toBeNull();
    expect(done).toEqual(['record']);
  });
});
