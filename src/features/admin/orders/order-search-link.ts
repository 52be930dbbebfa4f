/**
 * The desk links to an order search with the fragment `#find=<what>` (a customer's card links
 * each of their orders as `#find=1042`): the Find tab opens and searches at once.
 */
export function searchFromHash(hash: string): string | null {
  const match = /^#?find=(.+)$/.exec(hash);
  if (!match) return null;
  try {
    const text = decodeURIComponent(match[1]!).trim();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
