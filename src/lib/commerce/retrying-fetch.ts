/** What the shopper reads while a call that could not reach the shop is tried again. */
export const RETRYING_MESSAGE = 'We could not reach the shop, trying again.';

/** Dispatched on `window` before each new try, so the island in view can say so. */
export const SHOP_RETRYING_EVENT = 'shop:retrying';

/** The waits before the second, third and fourth tries: about seven seconds in all. */
export const RETRY_WAITS_MS: readonly number[] = [1000, 2000, 4000];

export interface RetryingFetchOptions {
  send?: typeof fetch;
  waits?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** Told before each new try (the browser: the `shop:retrying` event). */
  retrying?: () => void;
  /**
   * False when the device itself is offline: then trying again cannot help, and the caller says
   * "check your connection" at once (the browser's navigator.onLine).
   */
  online?: () => boolean;
}

/**
 * A fetch that tries again, waiting longer each time, while the shop answers 503: the API could
 * not reach its database and did nothing, so sending the same call again is safe. No answer at all
 * is not tried again: the call may have arrived and been done (an add would then be added twice),
 * so the caller says the shop could not be reached and the shopper decides, looking at the basket.
 * Any other answer is returned as it is, and a device that is offline is not kept waiting. Not for
 * placing an order: a payment whose answer was lost is settled by asking about it (checkout's
 * payment-store.ts), never by paying again.
 */
export function retryingFetch(options: RetryingFetchOptions = {}): typeof fetch {
  const {
    send = (...args) => fetch(...args),
    waits = RETRY_WAITS_MS,
    wait = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    retrying = () => dispatchEvent(new Event(SHOP_RETRYING_EVENT)),
    online = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  } = options;
  return async (input, init) => {
    for (let tried = 0; ; tried += 1) {
      const last = tried >= waits.length || !online();
      const response = await send(input, init);
      if (response.status !== 503 || last) return response;
      retrying();
      await wait(waits[tried]!);
    }
  };
}
