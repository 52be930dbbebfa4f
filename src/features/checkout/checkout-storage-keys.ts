/** localStorage keys of the checkout's persisted state (one place, so sign-out can clear them). */
export const CHECKOUT_STEP_KEY = 'checkout:step';
export const CHECKOUT_DRAFT_KEY = 'checkout:draft';
