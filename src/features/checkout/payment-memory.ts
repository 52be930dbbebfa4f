import type { RemovableStorage } from '../../lib/browser-storage.ts';

/**
 * The payment this browser started, kept in its own storage for the pages a payment comes back
 * to (the providers' return pages, the failed-payment page). Those pages used to read the
 * order id from their address; but a cart whose payment failed is a cart again, and its id in a
 * URL (history, a Referer, a shared link) hands the cart to whoever sees it. So the address names
 * no order, and the page asks this record which one it is about.
 */
export const PAYMENT_IN_PROGRESS_KEY = 'hearth:payment';

export type PaymentStorage = RemovableStorage;

export interface PaymentInProgress {
  orderId: string;
  /** The gateway the payment went to: the card return page settles through it. */
  gatewayId: string;
  /**
   * The shopper was sent to the bank's 3-D Secure page. Coming back from there (Back, a reload)
   * means the check was left unfinished: checkout offers the card form again, and paying with
   * it withdraws the old check (commerce/payments/pay-order.ts).
   */
  bankCheck?: boolean;
  /**
   * The product page whose express checkout made this cart (a path on this site): the cart is
   * not the shopper's basket, so a payment that does not go through sends them back there, never
   * to the checkout with their basket.
   */
  expressFrom?: string;
}

/** A path on this site (not `//host`, which would leave it): the only place a payment's record may send the shopper. */
const sitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])[^\s]{0,500}$/.test(value);

export function rememberPayment(storage: PaymentStorage | null, payment: PaymentInProgress): void {
  try {
    storage?.setItem(PAYMENT_IN_PROGRESS_KEY, JSON.stringify(payment));
  } catch {
    // Storage full or blocked: the return page then says there is nothing to confirm, and the
    // server settles the payment on its own (webhook, recovery sweep); the basket shows the result.
  }
}

/** The payment on its way, or null when there is none (or the record is not one of ours). */
export function paymentInProgress(storage: PaymentStorage | null): PaymentInProgress | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PAYMENT_IN_PROGRESS_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { orderId, gatewayId, bankCheck, expressFrom } = parsed as Record<string, unknown>;
    if (typeof orderId !== 'string' || !orderId || typeof gatewayId !== 'string' || !gatewayId) return null;
    return {
      orderId,
      gatewayId,
      ...(bankCheck === true ? { bankCheck } : {}),
      ...(sitePath(expressFrom) ? { expressFrom } : {}),
    };
  } catch {
    return null;
  }
}

/** Whether this browser sent the shopper to the bank's check for this order and they came back without finishing it. */
export function leftBankCheck(storage: PaymentStorage | null, orderId: string): boolean {
  const held = paymentInProgress(storage);
  return held?.orderId === orderId && held.bankCheck === true;
}

/** The payment is over for good (the order is placed): its pages have nothing more to do. */
export function forgetPayment(storage: PaymentStorage | null, orderId: string): void {
  try {
    if (paymentInProgress(storage)?.orderId === orderId) storage?.removeItem(PAYMENT_IN_PROGRESS_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * Why a payment on the provider's own page did not go through (the shopper cancelled there, or it
 * failed), in the shop's words, for the payment step the return page sends the shopper back to.
 * Kept beside the payment record, and read once.
 */
const RETURN_MESSAGE_KEY = 'hearth:payment-message';

export function rememberReturnMessage(storage: PaymentStorage | null, orderId: string, message: string): void {
  try {
    storage?.setItem(RETURN_MESSAGE_KEY, JSON.stringify({ orderId, message }));
  } catch {
    // Blocked storage: the payment step opens without saying why.
  }
}

function returnMessageOf(storage: PaymentStorage | null, orderId: string): string | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RETURN_MESSAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { orderId: heldId, message } = parsed as Record<string, unknown>;
    return heldId === orderId && typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

/** Whether the return page left words for this order's payment step. */
export function hasReturnMessage(storage: PaymentStorage | null, orderId: string): boolean {
  return returnMessageOf(storage, orderId) !== null;
}

/** The return page's words for this order, once: reading them removes them. */
export function takeReturnMessage(storage: PaymentStorage | null, orderId: string): string | null {
  const message = returnMessageOf(storage, orderId);
  try {
    if (message !== null) storage?.removeItem(RETURN_MESSAGE_KEY);
  } catch {
    // Blocked storage keeps nothing.
  }
  return message;
}
