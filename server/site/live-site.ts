import type { Site } from './site.ts';

/**
 * The site the server answers from, switched as a whole by replacing one reference: a request
 * that began on the old build finishes on it, the next request gets the new one, and no request
 * sees half of each.
 */
export interface LiveSite {
  current(): Site;
  /**
   * Serves `next` from now on. The build before it stays reachable for hashed assets (a page
   * loaded before the switch may still fetch its islands' chunks, which the new build may name
   * differently); the one before that is returned, no longer used, for its directory to be removed.
   */
  switchTo(next: Site): Site | null;
}

/** Hashed, immutable assets: the only files an older page asks for by a name only its own build has. */
const HASHED_ASSETS = '/_astro/';

function withEarlierAssets(next: Site, earlier: Site): Site {
  return {
    ...next,
    async serveStatic(req, res, pathname) {
      if (await next.serveStatic(req, res, pathname)) return true;
      return pathname.startsWith(HASHED_ASSETS) && earlier.serveStatic(req, res, pathname);
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
  };
}
