/**
 * Permanent redirects from the shop's old product paths (brief §2). The server answers them
 * with 301, matching the path in any letter case.
 */
export interface Redirect {
  from: string;
  to: string;
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
  // The old Ante path's first segment is not in the brief; this is the shop's old URL pattern.
  { from: '/wood-pellets/ante-wood-pellets', to: '/ante-wood-pellets' },
  { from: '/wood-pellets/ante-wood-pellets-6mm-750-kg', to: '/ante-wood-pellets/6mm-750-kg' },
  { from: '/wood-pellets/ante-wood-pellets-975-kg', to: '/ante-wood-pellets/6mm-975-kg' },
  { from: '/wood-pellets/bulk-bag-wood-pellets', to: '/wood-pellets' },
  { from: '/wood-pellets/firepower-wood-pellets', to: '/wood-pellets/firepower' },
  ...([975, 750, 375] as const).map((kg) => ({
    from: `/wood-pellets/firepower-wood-pellets-6mm-${kg}-kg`,
    to: `/wood-pellets/firepower/6mm-${kg}-kg`,
  })),
];

/** Normalises a request path for lookup: lower case, no trailing slash (but "/" stays "/"). */
export function redirectKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Finds the redirect for a request path, or undefined. Query strings are the caller's to keep. */
export function createRedirectLookup(table: readonly Redirect[]): (pathname: string) => string | undefined {
  const byPath = new Map(table.map((r) => [redirectKey(r.from), r.to]));
  return (pathname) => byPath.get(redirectKey(pathname));
}
