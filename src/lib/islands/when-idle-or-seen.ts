import { whenPageIdle } from './when-page-idle.ts';

/**
 * Calls `then` once, when the page is idle after its load or when `element` comes into view after
 * the load, whichever is first: code a shopper's press will need on that element (a wallet's own
 * button, which must be on the page before the press) never competes with the page's own start,
 * and a shopper who scrolls to it at once does not wait for the page to fall idle. Kept small: it
 * is in the product page's start-up file.
 */
export function whenIdleOrSeen(element: Element, then: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) once();
  });
  let done = false;
  const once = () => {
    if (!done) then();
    done = true;
    observer.disconnect();
  };
  // A module script runs before the page's load event: watching starts once the page has loaded.
  addEventListener('load', () => done || observer.observe(element), { once: true });
  whenPageIdle(once);
}
