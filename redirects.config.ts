/**
 * Permanent redirects from the shop's old product paths. The server answers them
 * with 301, matching the path in any letter case.
 */
export interface Redirect {
  from: string;
  to: string;
  /** 301 unless an editor marks a redirect temporary (302). */
  status?: 301 | 302;
}

const crateVariants = (species: 'ash' | 'birch'): Redirect[] => [
  { from: `/firewood/kiln-dried-${species}-firewood`, to: `/firewood/${species}` },
  ...(['full', 'standard', 'max'] as const).map((size) => ({
    from: `/firewood/kiln-dried-${species}-firewood-${size}-crate`,
    to: `/firewood/${species}/${size}-crate`,
  })),
];

export const redirects: readonly Redirect[] = [
  ...crateVariants('ash'),
  ...crateVariants('birch'),
  // The old shop kept Ante's pellets under /wood-pellets/; they now have a range of their own.
  { from: '/wood-pellets/ante-wood-pellets', to: '/ante-wood-pellets' },
  // The old shop's failure page: its address read like a code name to shoppers.
  { from: '/order/PaymentFailedMessage/', to: '/payment-failed/' },
  { from: '/wood-pellets/ante-wood-pellets-6mm-750-kg', to: '/ante-wood-pellets/6mm-750-kg' },
  { from: '/wood-pellets/ante-wood-pellets-975-kg', to: '/ante-wood-pellets/6mm-975-kg' },
  { from: '/wood-pellets/bulk-bag-wood-pellets', to: '/wood-pellets' },
  { from: '/wood-pellets/firepower-wood-pellets', to: '/wood-pellets/firepower' },
  ...([975, 750, 375] as const).map((kg) => ({
    from: `/wood-pellets/firepower-wood-pellets-6mm-${kg}-kg`,
    to: `/wood-pellets/firepower/6mm-${kg}-kg`,
  })),
  // An old link to the delivery article carried an encoded trailing space.
  { from: '/knowledge-base/our-delivery-approach%20', to: '/knowledge-base/our-delivery-approach' },
];

/**
 * Normalises a request path for lookup: percent-decoded (so "/x%20" and "/x " are one key),
 * lower case, no trailing slash (but "/" stays "/").
 */
export function redirectKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape ("%zz") is looked up as written.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Finds the redirect (target and status) for a request path, or undefined. */
export function createRedirectMatcher(table: readonly Redirect[]): (pathname: string) => Redirect | undefined {
  const byPath = new Map<string, Redirect>();
  // The first entry for a path wins, so the reviewed table in this file beats later additions.
  for (const r of table) if (!byPath.has(redirectKey(r.from))) byPath.set(redirectKey(r.from), r);
  return (pathname) => byPath.get(redirectKey(pathname));
}

/** Finds the redirect target for a request path, or undefined. Query strings are the caller's to keep. */
export function createRedirectLookup(table: readonly Redirect[]): (pathname: string) => string | undefined {
  const match = createRedirectMatcher(table);
  return (pathname) => match(pathname)?.to;
}
