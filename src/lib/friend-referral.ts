import { browserLocalStorage, type RemovableStorage } from './browser-storage.ts';

/** Where a friend's referral code from a shared link (/?ref=CODE) waits: the page's inline script writes it. */
export const REFERRAL_CODE_KEY = 'hearth:referral-code';

/** The code a shared link brought, to offer in the discount box; null when none or storage is blocked. */
export function waitingReferralCode(storage: RemovableStorage | null = browserLocalStorage()): string | null {
  try {
    return storage?.getItem(REFERRAL_CODE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Once the code is on the basket (or refused), it is not offered again. */
export function forgetReferralCode(storage: RemovableStorage | null = browserLocalStorage()): void {
  try {
    storage?.removeItem(REFERRAL_CODE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
