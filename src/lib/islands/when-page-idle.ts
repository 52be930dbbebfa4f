/**
 * Calls `then` once the page has loaded and the main thread has a moment free: work for later
 * (fetching code a press will need) that must not compete with the page's own load. Browsers
 * without `requestIdleCallback` (Safari before 18) wait a short while after the load instead.
 */
export function whenPageIdle(then: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(then, FALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** The longest the idle wait may last on a page that is never idle: the code is still fetched. */
const IDLE_TIMEOUT_MS = 3000;
const FALLBACK_DELAY_MS = 300;
