import { describe, expect, it } from 'vitest';
import { createRedirectLookup, redirects } from '../../redirects.config.ts';

const lookup = createRedirectLookup(redirects);

describe('redirect table', () => {
  it.each([
    ['/firewood/kiln-dried-ash-firewood', '/firewood/ash'],
    ['/firewood/kiln-dried-ash-firewood-full-crate', '/firewood/ash/full-crate'],
    ['/firewood/kiln-dried-birch-firewood-max-crate', '/firewood/birch/max-crate'],
    ['/wood-pellets/bulk-bag-wood-pellets', '/wood-pellets'],
    ['/wood-pellets/firepower-wood-pellets-6mm-375-kg', '/wood-pellets/firepower/6mm-375-kg'],
    ['/wood-pellets/ante-wood-pellets-975-kg', '/ante-wood-pellets/6mm-975-kg'],
  ])('sends %s to %s', (from, to) => {
    expect(lookup(from)).toBe(to);
  });

  it('matches in any letter case and with a trailing slash', () => {
    expect(lookup('/Firewood/KILN-DRIED-ASH-FIREWOOD/')).toBe('/firewood/ash');
  });

  it('leaves other paths alone', () => {
    expect(lookup('/firewood/ash')).toBeUndefined();
    expect(lookup('/')).toBeUndefined();
  });

  it('never sends a path to itself or into a chain', () => {
    const sources = new Set(redirects.map((r) => r.from.toLowerCase()));
    for (const { from, to } of redirects) {
      expect(to.toLowerCase()).not.toBe(from.toLowerCase());
      expect(sources.has(to.toLowerCase())).toBe(false);
    }
  });
});
