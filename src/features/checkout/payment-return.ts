import type { ReturnVerdict } from './payment-outcome.ts';

export interface SettleOptions {
  /** Asks the server once where the payment stands. */
  check: () => Promise<ReturnVerdict>;
  /** Waits between asks (setTimeout in the browser, instant in tests). */
  wait: (ms: number) => Promise<void>;
  /** Asks in all, the first included. */
  attempts?: number;
  /** Before the second ask; each later wait is twice the one before. */
  firstDelayMs?: number;
}

/** About 1 + 2 + 4 seconds: long enough for a bank that is slow to answer, short enough to wait on. */
export const SETTLE_ATTEMPTS = 4;
export const SETTLE_FIRST_DELAY_MS = 1000;

/**
 * Asks until the payment is decided: a bank may still be working when the shopper lands on the
 * return page, and the connection may drop for a moment. Stops at once on a decision or on an
 * error that asking again cannot fix; otherwise answers the last verdict (pending or error).
 */
export async function settlePayment(options: SettleOptions): Promise<ReturnVerdict> {
  const attempts = Math.max(1, options.attempts ?? SETTLE_ATTEMPTS);
  let delay = options.firstDelayMs ?? SETTLE_FIRST_DELAY_MS;
  let verdict: ReturnVerdict = { kind: 'pending' };
  for (let asked = 1; asked <= attempts; asked += 1) {
    verdict = await options.check();
    if (verdict.kind === 'placed' || verdict.kind === 'failed') return verdict;
    if (verdict.kind === 'error' && !verdict.retryable) return verdict;
    if (asked < attempts) {
      await options.wait(delay);
      delay *= 2;
    }
  }
  return verdict;
}

/**
 * The pages a return leads to. A placed order's page names it (the id is its receipt: see the
 * order page); the pages about a payment still under way or just failed name nothing, as the
 * order may be a cart again: they read it from the browser's own record (payment-memory.ts).
 */
export function placedOrderPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}/?placed=1`;
}

export const PAYMENT_FAILED_PATH = '/payment-failed/';

/** Where a payment that is in flight, with nothing for the shopper to do, gets settled. */
export const CARD_RETURN_PATH = '/checkout/card-return/';

/**
 * A return page's own query without an order id: an old return address (or a provider that still
 * sends one) must not leave the id in the address bar, the history or the Referer of what follows.
 */
export function searchWithoutOrderId(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('orderId')) return search;
  params.delete('orderId');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
