import { describe, expect, it } from 'vitest';
import { inBatches, prefetchCandidates, shouldPrefetch } from '../../src/lib/pwa/decisions.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('prefetching', () => {
  it('prefetches on ordinary connections', () => {
    expect(shouldPrefetch({ effectiveType: '4g' }, browser)).toBe(true);
    expect(shouldPrefetch(undefined, browser)).toBe(true);
  });

  it('skips 2g, slow-2g and data-saver connections', () => {
    expect(shouldPrefetch({ effectiveType: '2g' }, browser)).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' }, browser)).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: true }, browser)).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' }, browser)).toBe(true);
  });

  it('skips bots', () => {
    expect(shouldPrefetch({ effectiveType: '4g' }, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g' }, 'Mozilla/5.0 Chrome-Lighthouse')).toBe(false);
  });

  it('fetches each content page once, never the current page, baskets, checkout, accounts or the staff desk', () => {
    expect(
      prefetchCandidates(
        [
          '/firewood',
          '/firewood#top',
          '/cart',
          '/checkout',
          '/account/orders',
          '/admin',
          'https://x.example/',
          '//x.example/',
          '/',
          '/knowledge-base?x=1',
        ],
        '/',
      ),
    ).toEqual(['/firewood', '/knowledge-base']);
  });

  it('prefetches in batches of four', () => {
    expect(inBatches([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  });
});
