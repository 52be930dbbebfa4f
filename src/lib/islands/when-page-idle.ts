/**
 * Calls `then` once the page's document is parsed and the main thread has a moment free: work for
 * later (fetching code a press will need) that must not hold up the page's own scripts. It does
 * not wait for the whole load (images, fonts): a shopper may press as soon as the button is drawn,
 * and a few kilobytes of script fetched at an idle moment take little from an image still coming.
 * Browsers without `requestIdleCallback` (Safari before 18) wait a short while instead.
 */
export function whenPageIdle(then: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(then, FALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'loading') win.addEventListener('DOMContentLoaded', idle, { once: true });
  else idle();
}

/** The longest the idle wait may last on a page that is never idle: the code is still fetched. */
const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 300;
