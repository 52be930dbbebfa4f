import { whenPageIdle } from './when-page-idle.ts';

/**
 * Calls `then` once, when the page is idle after its load or when `element` comes into view after
 * the load, whichever is first: code a shopper's press will need on that element (a wallet's own
 * button, which must be on the page before the press) never competes with the page's own start,
 * and a shopper who scrolls to it at once does not wait for the page to fall idle.
 */
export function whenIdleOrSeen(element: Element, then: () => void, win: Window = window): void {
  let done = false;
  let observer: IntersectionObserver | null = null;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const watch = () => {
    const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
    if (done || typeof Observer !== 'function') return;
    observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    });
    observer.observe(element);
  };
  if (win.document.readyState === 'complete') watch();
  else win.addEventListener('load', watch, { once: true });
  whenPageIdle(once, win);
}
