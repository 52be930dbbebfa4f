/**
 * How many times each thing (here, a certificate URL) may be fetched in a sliding window. Each
 * key has its own count, so fetches of one URL never use up another's: a flood of made-up URLs
 * cannot starve the one a real message names. At most `maxKeys` keys are remembered; past that
 * the longest-unused is forgotten, which only ever allows a fetch, never refuses one.
 */
export function fetchBudget(options: { perKey: number; windowMs: number; maxKeys: number; now: () => Date }) {
  const fetchesByKey = new Map<string, number[]>();
  return {
    /** Counts a fetch of `key` and says true, or says false when its budget for the window is spent. */
    take(key: string): boolean {
      const now = options.now().getTime();
      const recent = (fetchesByKey.get(key) ?? []).filter((at) => at > now - options.windowMs);
      fetchesByKey.delete(key);
      if (recent.length >= options.perKey) {
        fetchesByKey.set(key, recent);
        return false;
      }
      recent.push(now);
      fetchesByKey.set(key, recent);
      // A Map iterates in insertion order and every take re-inserts its key: the first is the longest-unused.
      while (fetchesByKey.size > options.maxKeys) fetchesByKey.delete(fetchesByKey.keys().next().value as string);
      return true;
    },
  };
}
