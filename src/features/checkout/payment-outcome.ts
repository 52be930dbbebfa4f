import type { CommerceError } from '../../lib/commerce/client.ts';
import { PAID_STATUSES, PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';
import type { PaymentOrder } from '../../lib/commerce/payments.ts';
import { CONFIRM_IN_PAGE_ACTION, type InPageConfirm } from './in-page-confirm.ts';

/** Why a bank refused a card (PAYMENT_DECLINED's extensions.reason). */
export type DeclineReason = 'declined' | 'insufficientFunds' | 'authenticationFailed' | 'expiredCard';

/** What the storefront does after placeOrder, decided from the reply alone. */
export type PlaceOrderOutcome =
  /** Paid and placed: open the order page. */
  | { kind: 'placed'; order: PaymentOrder }
  /** The bank wants 3-D Secure: send the shopper to `url`. */
  | { kind: 'redirect'; url: string; order: PaymentOrder }
  /** The provider's card element in this page confirms the payment, with what the provider's hand-off gave. */
  | { kind: 'confirmInBrowser'; handOff: unknown; order: PaymentOrder }
  /** In flight with nothing for the shopper to do: let the return page settle it. */
  | { kind: 'pending'; order: PaymentOrder }
  /** The card was refused; the cart is as it was and another card may be tried. */
  | { kind: 'declined'; reason: DeclineReason | null; message: string }
  /** The order changed under the shopper (price, stock, total, delivery) or the input was refused: reload it and show why. */
  | { kind: 'orderChanged'; message: string }
  /** The shop refused before anything was charged (too many tries, not set up): the same card may be tried again. */
  | { kind: 'failed'; message: string }
  /**
   * No answer (network, the shop unreachable, a fault): the card may or may not have been charged.
   * The shopper is told it is being checked, and the payment is settled by asking, never by paying again.
   */
  | { kind: 'unknown'; message: string };

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  declined: 'Your bank declined this card. Nothing was charged. Try another card, or contact your bank.',
  insufficientFunds: 'Your bank declined this card for insufficient funds. Nothing was charged. Try another card.',
  authenticationFailed: 'Your bank could not confirm it was you, so nothing was charged. Try again, or use another card.',
  expiredCard: 'Your bank says this card has expired. Nothing was charged. Check the expiry date or use another card.',
};

const FALLBACK_DECLINE = 'Your bank did not accept this payment. Nothing was charged. Try another card.';
const FALLBACK_FAILURE = 'We could not take the payment just now. Nothing was charged. Please try again.';
export const OUTCOME_BEING_CHECKED =
  'We did not hear back about your payment, so we are checking it now. You will not be charged twice: please keep this page open.';

/** Refusals the API gives before any payment is tried: nothing can have been charged. */
const REFUSED_BEFORE_PAYING = new Set(['RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN', 'SHOP_NOT_SET_UP']);

function declineReason(value: unknown): DeclineReason | null {
  return typeof value === 'string' && value in DECLINE_MESSAGES ? (value as DeclineReason) : null;
}

/** The words the shopper sees for a refused card: ours for the reasons we know, the server's otherwise. */
export function declineMessage(reason: DeclineReason | null, serverMessage?: string): string {
  if (reason) return DECLINE_MESSAGES[reason];
  return serverMessage?.trim() || FALLBACK_DECLINE;
}

/**
 * Only a web address may come out of clientData: a `javascript:` or `data:` URL in a reply
 * must never run in the shop's page. Relative paths are read against the shop's origin.
 */
export function safeRedirectUrl(data: string, origin: string): string | null {
  try {
    const url = new URL(data, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The API words a refused card as a plain sentence, but prefixes other refused paymentData
 * fields with their path ("paymentData.browserDetails.origin: …"), which is for developers;
 * the shopper reads the sentence after it.
 */
export function withoutFieldPath(message: string): string {
  return message.replace(/^paymentData(?:\.[A-Za-z0-9]+)*:\s*/, '');
}

/**
 * placeOrder's reply (or its failure) as the one thing the storefront should do next. `readHandOff`
 * is the chosen card form's reader of its provider's hand-off, for a form that confirms in the page;
 * a hand-off it cannot read (or with no such form) is left to the server, never to an element.
 */
export function placeOrderOutcome(
  order: PaymentOrder | null,
  error: CommerceError | null,
  origin: string,
  readHandOff?: InPageConfirm['read'],
): PlaceOrderOutcome {
  if (order) {
    if (PAID_STATUSES.has(order.status)) return { kind: 'placed', order };
    if (order.status === PAYMENT_PENDING_STATUS) {
      const action = order.clientData;
      if (action?.action === CONFIRM_IN_PAGE_ACTION) {
        const handOff = readHandOff?.(action) ?? null;
        return handOff !== null ? { kind: 'confirmInBrowser', handOff, order } : { kind: 'pending', order };
      }
      const url = action?.type === 'redirect' ? safeRedirectUrl(action.data, origin) : null;
      return url ? { kind: 'redirect', url, order } : { kind: 'pending', order };
    }
    // Back in the cart: either the card failed, or the server listed what stops the order.
    if (order.paymentStatus === 'failed') return { kind: 'declined', reason: null, message: FALLBACK_DECLINE };
    return { kind: 'orderChanged', message: order.errors[0] ?? FALLBACK_FAILURE };
  }
  if (error?.code === 'PAYMENT_DECLINED') {
    const reason = declineReason(error.extensions.reason);
    return { kind: 'declined', reason, message: declineMessage(reason, error.message) };
  }
  if (error?.code === 'CONFLICT' || error?.code === 'BAD_USER_INPUT' || error?.code === 'NOT_FOUND')
    return { kind: 'orderChanged', message: withoutFieldPath(error.message) };
  if (error && REFUSED_BEFORE_PAYING.has(error.code)) return { kind: 'failed', message: FALLBACK_FAILURE };
  return { kind: 'unknown', message: OUTCOME_BEING_CHECKED };
}

/** Where a payment stands when the shopper comes back from the bank or provider. */
export type ReturnVerdict =
  | { kind: 'placed'; orderId: string }
  /** Not paid and back in the cart: the failed-payment page offers another try. */
  | { kind: 'failed'; orderId: string }
  /** The bank has not decided yet: ask again shortly. */
  | { kind: 'pending' }
  /** The question could not be asked or answered (offline, unknown order). */
  | { kind: 'error'; message: string; retryable: boolean };

const UNREACHABLE = 'We could not reach the shop to confirm your payment.';

/** checkOrderCanBePlaced's reply after 3-D Secure, as a verdict. */
export function cardReturnVerdict(order: PaymentOrder | null, error: CommerceError | null): ReturnVerdict {
  if (order) {
    if (PAID_STATUSES.has(order.status)) return { kind: 'placed', orderId: order.id };
    if (order.status === PAYMENT_PENDING_STATUS) return { kind: 'pending' };
    return { kind: 'failed', orderId: order.id };
  }
  if (error?.code === 'NOT_FOUND') return { kind: 'error', message: 'We could not find this order.', retryable: false };
  return { kind: 'error', message: UNREACHABLE, retryable: true };
}

/** checkPayment's true/false (null when it could not be asked), as a verdict. */
export function paymentCheckVerdict(orderId: string, succeeded: boolean | null, error: CommerceError | null): ReturnVerdict {
  if (succeeded === true) return { kind: 'placed', orderId };
  if (succeeded === false) return { kind: 'failed', orderId };
  if (error?.code === 'NOT_FOUND') return { kind: 'error', message: 'We could not find this order.', retryable: false };
  return { kind: 'error', message: UNREACHABLE, retryable: true };
}
