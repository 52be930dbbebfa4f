import type { Site } from './site.ts';

/**
 * The site the server answers from, switched as a whole by replacing one reference: a request
 * that began on the old build finishes on it, the next request gets the new one, and no request
 * sees half of each.
 */
export interface LiveSite {
  current(): Site;
  /**
   * Serves `next` from now on. The build before it stays reachable for the files a page loaded
   * before the switch may still ask for by a name only its own build has (its islands' chunks,
   * the search index's chunks); the one before that is returned, no longer used, for its
   * directory to be removed.
   */
  switchTo(next: Site): Site | null;
  /** The builds answering now: the one served and the one before it (for its assets). */
  inUse(): Site[];
}

/**
 * The files an older page asks for by a name only its own build has: Astro's hashed assets, and
 * the search index's chunks and fragments, which Pagefind names by their content. A shopper
 * searching while a price change rebuilt the site had the index's script from the old build and
 * asked for chunks the new one does not have.
 */
const EARLIER_BUILD_PATHS = ['/_astro/', '/pagefind/'];

function withEarlierAssets(next: Site, earlier: Site): Site {
  return {
    ...next,
    async serveStatic(req, res, pathname) {
      if (await next.serveStatic(req, res, pathname)) return true;
      return EARLIER_BUILD_PATHS.some((prefix) => pathname.startsWith(prefix)) && earlier.serveStatic(req, res, pathname);
    },
  };
}

export function createLiveSite(first: Site): LiveSite {
  let served = first;
  let current = first;
  let previous: Site | null = null;
  return {
    current: () => served,
    switchTo(next) {
      const retired = previous;
      previous = current;
      current = next;
      served = withEarlierAssets(next, previous);
      return retired;
    },
    inUse: () => (previous ? [current, previous] : [current]),
  };
}
