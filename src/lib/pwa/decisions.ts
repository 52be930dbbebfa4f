/**
 * The service worker's and the reload's rules, as pure functions. The inline script in
 * BaseLayout ships these very functions (by their source text), so what the tests check is
 * what runs in the browser: keep each one self-contained (no imports, no helpers, no closures).
 */

export interface LocationLike {
  protocol: string;
  hostname: string;
}

/** Register /sw.js only over https, or on this machine (browsers treat localhost as secure). */
export function shouldRegisterServiceWorker(location: LocationLike, supported: boolean): boolean {
  if (!supported) return false;
  if (location.protocol === 'https:') return true;
  var host = location.hostname.toLowerCase();
  return location.protocol === 'http:' && (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]');
}

export interface UpdateState {
  /** A new service worker reached "installed" (or later) while an older one controlled the page. */
  updateInstalled: boolean;
  /** Script, style or image loads that failed on this page before the update (old hashed files gone). */
  failedResourceLoads: number;
}

/** When an update is installed and earlier resource loads failed, the page reloads. */
export function shouldReloadAfterUpdate(state: UpdateState): boolean {
  return state.updateInstalled && state.failedResourceLoads > 0;
}

/** A failed dynamic import (a script chunk of an older build, gone after a deploy). */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reload at most once in a while for a chunk failure, so a build that is truly broken does not
 * reload forever. `lastReloadAt` is what the page stored before its previous reload (ms).
 */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < 10000);
}

/**
 * The analytics data-layer event for a page change. An order's or a shared cart's id in the path is
 * its secret (a guest's order answers to it): it becomes `[id]`, and such a page, like the other
 * pages of personal data (private-pages.ts), gives no query string, which may hold a receipt key or
 * an email. Self-contained: the page's inline script carries this function's source.
 */
export function routeChangeEvent(location: { pathname: string; search: string }, title: string): Record<string, string> {
  const path = location.pathname.replace(/^\/(order|cart)\/[^/]+/, '/$1/[id]');
  const personal = path !== location.pathname || /^\/(?:checkout|account|admin|login|tracking|payment-failed)(?:\/|\.html$|$)/.test(path);
  return { event: 'route-change', page_path: personal ? path : path + location.search, page_title: title };
}

export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetch pages a shopper may open next, except on 2g or data-saver connections and for bots.
 * Self-contained: the page's inline script carries this function's source.
 */
export function shouldPrefetch(connection: ConnectionLike | undefined, userAgent: string): boolean {
  // Crawlers and headless tools: prefetching for them only costs the shop bandwidth.
  if (/bot|crawl|spider|slurp|lighthouse|headless|preview|facebookexternalhit/i.test(userAgent)) return false;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;
/** After this long, a page the shopper asked for says it is still on its way. */
export const DELAYED_LOAD_NOTICE_MS = 1000;

/** Pages a page links to that are worth fetching ahead: same site, content only, each once. Self-contained, as above. */
export function prefetchCandidates(hrefs: readonly string[], current: string): string[] {
  const seen = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0]!.split('?')[0]!;
    // Baskets, checkout and accounts are per shopper and change: never fetched ahead.
    if (path === current || /^\/(cart|checkout|account|admin|order|login|secure|tracking)(\/|$)/.test(path)) continue;
    seen.add(path);
  }
  return [...seen];
}

/** Splits prefetches into batches, fetched one batch at a time (4, 3 s apart). Self-contained, as above. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * A friend's referral code from a shared link (/?ref=CODE): letters and digits, 3 to 20, upper
 * case as the shop stores it; anything else is ignored. Self-contained: the page's inline script
 * carries this function's source.
 */
export function referralCodeFromUrl(search: string): string | null {
  var match = /[?&]ref=([A-Za-z0-9]{3,20})(?:&|$)/.exec(search);
  return match ? match[1]!.toUpperCase() : null;
}
