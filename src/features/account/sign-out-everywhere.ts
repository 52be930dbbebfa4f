import type { AccountResult } from './account-session.ts';

/** What the account's "Sign out everywhere" does, step by step (injected, so the order is testable). */
export interface SignOutEverywhereSteps {
  /** Tells the API, with the customer's own ID token: every token issued until now is refused from its reply on. */
  record: () => Promise<AccountResult<boolean>>;
  /** Ends the session here and asks the identity service to revoke the refresh tokens of every device. */
  signOutGlobally: () => Promise<void>;
  /** Forgets the account on this device and leaves the account area. */
  leave: () => void;
}

export const SIGN_OUT_EVERYWHERE_FAILED = 'We could not sign you out everywhere just now. You are still signed in: please try again.';

/**
 * Records the sign-out first, while the token still opens the API: a shopper told "signed out
 * everywhere" must be, so a failure keeps them signed in here and says so. Answers the words to
 * show, or null when the page is being left (signed out, or sent to sign in again).
 */
export async function signOutEverywhere(steps: SignOutEverywhereSteps): Promise<string | null> {
  const recorded = await steps.record();
  if (recorded.kind === 'signedOut') return null;
  if (recorded.kind === 'failed') return SIGN_OUT_EVERYWHERE_FAILED;
  await steps.signOutGlobally();
  steps.leave();
  return null;
}
