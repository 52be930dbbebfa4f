import { ISLAND_READY } from './island-events.ts';
import { whenPageIdle } from './when-page-idle.ts';

/** How long after the load a page with no shopper reaching for its island counts as quiet. */
export const QUIET_AFTER_LOAD_MS = 2000;

/**
 * Calls `then` once: when `island` says it is ready (the shopper reached for it, or the page
 * hydrated it after a press), or once the page has been loaded QUIET_AFTER_LOAD_MS and the main
 * thread is free, whichever is first. For work a later press elsewhere needs (a wallet's own
 * button must be on the page before its press) that must not share the network, the server or
 * the main thread with a first press on the island: a press right after the load waits only for
 * its own add. Kept small: it is in the product page's start-up file.
 */
export function afterIslandOrQuiet(island: Element, then: () => void, win: Window = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  island.addEventListener(ISLAND_READY, once, { once: true });
  whenPageIdle(() => win.setTimeout(() => whenPageIdle(once, win), QUIET_AFTER_LOAD_MS), win);
}
