import type { WritableAtom } from 'nanostores';
import type { CommerceError } from './client.ts';
import type { CartOrder } from './orders.ts';
import { withFailure, type FailureListener } from './outcome.ts';

/** The atoms a change to the held order reports through; the cart and the checkout share one set. */
export interface HeldOrderRequestState {
  slice: WritableAtom<{ order: CartOrder | null }>;
  /** True while a request is in flight; always cleared when it ends, however it ends. */
  updating: WritableAtom<boolean>;
  /** The last failure, in words for the shopper; cleared by the next request. */
  message: WritableAtom<string | null>;
  /** The last failure as the server gave it (code, field), so a form can show it beside its field. */
  failure?: WritableAtom<CommerceError | null>;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Runs one request whose reply is the whole order: the reply replaces the held order; a failure
 * keeps it and shows why, in the failing call's words. The updating flag is cleared even when the
 * request throws, so a failed request never leaves the basket looking busy.
 */
export function heldOrderRequestRunner(state: HeldOrderRequestState) {
  return async function run(change: (onError: FailureListener) => Promise<CartOrder | null>): Promise<boolean> {
    state.updating.set(true);
    state.message.set(null);
    state.failure?.set(null);
    try {
      const [order, failure] = await withFailure(change);
      if (order) {
        state.slice.set({ order });
        // A "trying again" said while the request was retried (retrying-fetch.ts) is over.
        state.message.set(null);
        return true;
      }
      state.message.set(failure?.message ?? FALLBACK_MESSAGE);
      state.failure?.set(failure);
      return false;
    } finally {
      state.updating.set(false);
    }
  };
}
