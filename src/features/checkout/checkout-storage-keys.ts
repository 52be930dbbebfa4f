/** sessionStorage keys of the checkout's kept state (one place, so sign-out can clear them). */
export const CHECKOUT_STEP_KEY = 'checkout:step';
export const CHECKOUT_DRAFT_KEY = 'checkout:draft';

/**
 * Earlier builds kept these in localStorage, where a guest's name, email, phone and address
 * outlived the visit on a shared computer: removed on the next visit.
 */
export function forgetCheckoutKeptByEarlierBuilds(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
    storage?.removeItem(CHECKOUT_STEP_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
