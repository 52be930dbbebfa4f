import { CommerceError, type CommerceTransport } from '../../lib/commerce/client.ts';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { orderCalls } from '../../lib/commerce/orders.ts';
import type { FailureListener } from '../../lib/commerce/outcome.ts';
import { paymentCalls } from '../../lib/commerce/payments.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { reviewCalls } from './review-calls.ts';
import { needsSignInAgain, signInPath } from '../../lib/identity/sign-in-again.ts';
import { signedInTransport } from '../../lib/identity/session.ts';

/** Every call the account area makes, bound to the signed-in customer's ID token. */
function boundCalls(transport: CommerceTransport) {
  return {
    customers: customerCalls(transport, shopChannel),
    orders: orderCalls(transport, shopChannel),
    payments: paymentCalls(transport, shopChannel),
    reviews: reviewCalls(transport, shopChannel),
    /** For the calls a lazily loaded part binds itself (the delivery plans), so the page does not carry them. */
    transport,
  };
}

export type AccountCalls = ReturnType<typeof boundCalls>;

export type AccountResult<T> =
  | { kind: 'done'; value: T }
  | { kind: 'failed'; message: string; error: CommerceError }
  /** Nobody is signed in (any more): the shopper is already on the way to the sign-in page. */
  | { kind: 'signedOut' };

export function sendToSignIn(): void {
  window.location.assign(signInPath(window.location.pathname, window.location.search));
}

const FALLBACK = new CommerceError('Something went wrong. Please try again.', 'CLIENT');

/**
 * Runs one own-data call with a fresh transport: the identity library refreshes the ID token,
 * so a page left open for hours still sends a valid one. A lapsed sign-in, found before the
 * call or by the API's refusal, sends the shopper to sign in and comes back here after.
 */
export async function withAccount<T>(run: (calls: AccountCalls, onError: FailureListener) => Promise<T | null>): Promise<AccountResult<T>> {
  const transport = await signedInTransport();
  if (!transport) {
    sendToSignIn();
    return { kind: 'signedOut' };
  }
  const failures: CommerceError[] = [];
  const value = await run(boundCalls(transport), (error) => void failures.push(error));
  const failure = failures[0];
  if (failure && needsSignInAgain(failure)) {
    sendToSignIn();
    return { kind: 'signedOut' };
  }
  // A call that reported a failure failed, whatever it answered (some answer a stand-in text).
  if (failure) return { kind: 'failed', message: failure.message, error: failure };
  if (value !== null) return { kind: 'done', value };
  return { kind: 'failed', message: FALLBACK.message, error: FALLBACK };
}
