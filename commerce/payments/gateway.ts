/**
 * The port every card provider sits behind. The order flow never knows which provider it
 * talks to: it asks for a charge under an idempotency key, and later asks what became of it.
 *
 * Rules every adapter keeps:
 * - `charge` with the same `idempotencyKey` twice charges once and answers the same.
 * - `refund` with the same `idempotencyKey` twice refunds once and answers the same.
 * - `charge`, `lookup` and `refund` are called outside any database transaction (they are network calls).
 * - Amounts are integer pence here; an adapter converts to its provider's units.
 */

import type { BrowserDetails } from '../shared/payment-details.ts';

export type { BrowserDetails };

export interface ChargeRequest {
  /** Unique per payment attempt; the provider's idempotency key (its request id). */
  idempotencyKey: string;
  orderId: string;
  amountPence: number;
  currencyCode: string;
  /**
   * The provider's token for the card the shopper typed into the provider's own fields (the test
   * gateway's frame); null where the provider takes the card in the browser against the payment
   * it names (a provider's card element). Never the card itself: our code does not see it.
   */
  cardToken: string | null;
  browser: BrowserDetails;
  /** Absolute URL the provider sends the shopper back to after a 3-D Secure challenge. */
  returnUrl: string;
  /**
   * Called as soon as the provider has named the payment (before it is confirmed), so a crash
   * after that point can still find it. May be called more than once with the same reference.
   */
  rememberProviderRef(providerRef: string): Promise<void>;
}

export type FailureReason = 'declined' | 'insufficientFunds' | 'authenticationFailed' | 'expiredCard' | 'abandoned';

export type PaymentOutcome =
  /** The money is taken (or authorised for capture): the order may be placed. */
  | { status: 'succeeded'; providerRef: string }
  /** The shopper must pass a challenge at `redirectUrl` (3-D Secure) before it is decided. */
  | { status: 'requiresAction'; providerRef: string; redirectUrl: string }
  /** No money is taken; `message` is for the shopper and says what to do next. */
  | { status: 'failed'; providerRef: string | null; reason: FailureReason; message: string }
  /** The provider has not decided yet, or (from lookup) has no payment under this key so far. */
  | { status: 'pending'; providerRef: string | null }
  /**
   * The provider made the payment and waits for the shopper's browser to confirm it with the card
   * typed into the provider's own element: `clientSecret` goes to that browser only,
   * in placeOrder's reply, and is never stored. To the order flow it is still pending.
   */
  | { status: 'awaitingConfirmation'; providerRef: string; clientSecret: string };

/** What the order flow knows about an attempt when it asks the provider again. */
export interface AttemptRef {
  idempotencyKey: string;
  orderId: string;
  providerRef: string | null;
}

/** Money back to the card a payment was taken from, whole or part. */
export interface RefundRequest {
  /** Unique per refund; the provider's idempotency key (its request id). */
  idempotencyKey: string;
  /** The payment being refunded, as the provider named it (the attempt's provider_ref). */
  paymentRef: string;
  amountPence: number;
  currencyCode: string;
  /** The staff's reason, for the provider's records. */
  reason: string;
}

/** A refund the order desk wrote down, as a provider's refund event leads back to it. */
export interface RefundRef {
  /** The refund's own key, as `refund` sent it. */
  idempotencyKey: string;
  /** The payment it refunds, as the provider named it. */
  paymentRef: string;
}

export type RefundOutcome =
  /** The provider took the refund: the money is on its way back to the card. */
  | { status: 'succeeded'; providerRef: string }
  /** The provider refused it; `message` is for the shop's staff and says why. Nothing went back. */
  | { status: 'failed'; providerRef: string | null; message: string }
  /** The provider has not said (a refund it took but cannot show yet): ask again with the same key. */
  | { status: 'pending'; providerRef: string | null };

export interface CardGateway {
  charge(request: ChargeRequest): Promise<PaymentOutcome>;
  /** Asks the provider what became of an attempt: after a crash, a 3-D Secure return or a webhook. */
  lookup(attempt: AttemptRef): Promise<PaymentOutcome>;
  /**
   * Withdraws a payment still waiting on the shopper (a 3-D Secure check they walked away from),
   * so a late answer to it can no longer take money. Answers what the payment now is: failed
   * ('abandoned') once withdrawn, or what it became if it was decided first (say, approved a
   * moment before). A provider without it cannot have a check abandoned: the shopper is sent
   * back to the check instead.
   */
  cancel?(attempt: AttemptRef): Promise<PaymentOutcome>;
  /**
   * Refunds part or all of a succeeded payment. A provider that throws (a timeout, a dropped
   * connection) has not said no: the refund may have gone through, so the caller keeps it
   * pending and asks again with the same key.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Asks the provider what became of a refund made under `idempotencyKey`: one it took may fail
   * later, and one whose answer was lost may have gone through. Pending when
   * the provider has no refund under that key. A provider without it reports no late changes.
   */
  refundState?(refund: RefundRef): Promise<RefundOutcome>;
}
