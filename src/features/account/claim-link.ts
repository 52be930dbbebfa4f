import type { RemovableStorage } from '../../lib/browser-storage.ts';

/**
 * The link in a guest's order confirmation that adds the order to their account:
 * /account/orders#claim=TOKEN. The token rides in the fragment (never sent to a server or in a
 * Referer). The account page keeps it in this tab's sessionStorage before anything else, because
 * signing in goes to another page and back without the fragment; the orders tab then offers a
 * button, and only pressing it claims (a link scanner opening the mail claims nothing).
 */
export const CLAIM_TOKEN_KEY = 'hearth:order-claim-token';

const CLAIM_FRAGMENT = /^#claim=([A-Za-z0-9_-]{43})$/;

/** The token a claim link's fragment carries; null for any other fragment. */
export function claimTokenFromHash(hash: string): string | null {
  return CLAIM_FRAGMENT.exec(hash)?.[1] ?? null;
}

/** This tab's sessionStorage, or null where it is blocked. */
export function browserSessionStorage(): RemovableStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a claim link's token for this tab; true when the fragment carried one (the caller then drops it from the address). */
export function keepClaimToken(hash: string, storage: RemovableStorage | null): boolean {
  const token = claimTokenFromHash(hash);
  if (!token) return false;
  try {
    storage?.setItem(CLAIM_TOKEN_KEY, token);
  } catch {
    // Storage blocked: the button is offered only while the fragment is still in the address.
  }
  return true;
}

/** The claim token waiting in this tab, if any. */
export function waitingClaimToken(storage: RemovableStorage | null): string | null {
  try {
    return storage?.getItem(CLAIM_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Once the claim is answered (claimed or refused), the token is not offered again. */
export function forgetClaimToken(storage: RemovableStorage | null): void {
  try {
    storage?.removeItem(CLAIM_TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
