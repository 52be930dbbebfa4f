import { describe, expect, it } from 'vitest';
import { needsWasm, withWasm } from '../../server/search-policy.ts';
import { excerptText, resultsSummary, toHit } from '../../src/features/search/search-results.ts';

describe('a search result as the page shows it', () => {
  it('prints the excerpt as text: marks dropped, entities back to characters, markup never live', () => {
    expect(excerptText('Kiln-dried <mark>ash</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp; birch')).toBe(
      'Kiln-dried ash <script>alert(1)</script> & birch',
    );
  });
  it('links only to paths on this site, without index.html or a trailing slash', () => {
    expect(toHit({ url: '/firewood/ash/full-crate/', excerpt: 'x', meta: { title: 'Ash – Full crate', kind: 'Product' } })).toEqual({
      url: '/firewood/ash/full-crate',
      title: 'Ash – Full crate',
      kind: 'Product',
      excerpt: 'x',
    });
    expect(toHit({ url: '/knowledge-base/seasoning/index.html', excerpt: '', meta: {} })).toMatchObject({
      url: '/knowledge-base/seasoning',
      title: '/knowledge-base/seasoning/index.html',
      kind: 'Guide',
    });
    expect(toHit({ url: 'https://evil.example/', excerpt: '', meta: {} })).toBeNull();
    expect(toHit({ url: '//evil.example/', excerpt: '', meta: {} })).toBeNull();
    expect(toHit({ url: '/\\evil.example/', excerpt: '', meta: {} })).toBeNull();
  });
  it("carries a product's picture and price, an article's picture, and only pictures from this site", () => {
    expect(
      toHit({
        url: '/wood-pellets/bulk-bag-1000-kg/',
        excerpt: '',
        meta: { title: '6mm wood pellets – 1,000 kg bulk bag', kind: 'Product', price: '£1,379.00', image: '/media/products/bulk-bag.svg' },
      }),
    ).toMatchObject({ title: '6mm wood pellets – 1,000 kg bulk bag', price: '£1,379.00', image: '/media/products/bulk-bag.svg' });
    // Pagefind writes meta values HTML-escaped; the picture's address is the real one.
    const article = toHit({
      url: '/knowledge-base/storing-logs/',
      excerpt: '',
      meta: { title: 'Logs &amp; pallets', kind: 'Guide', price: '£1.00', image: '/media/cms/a.jpg?rect=60,40&amp;w=960' },
    });
    expect(article).toMatchObject({ title: 'Logs & pallets', image: '/media/cms/a.jpg?rect=60,40&w=960' });
    expect(article).not.toHaveProperty('price');
    for (const image of ['https://evil.example/a.png', '//evil.example/a.png', 'javascript:alert(1)', '']) {
      expect(toHit({ url: '/firewood/ash/', excerpt: '', meta: { kind: 'Product', image } })).not.toHaveProperty('image');
    }
  });
  it('summarises for the live region', () => {
    expect(resultsSummary(' ash ', 1)).toBe('1 result for “ash”.');
    expect(resultsSummary('ash', 3)).toBe('3 results for “ash”.');
    expect(resultsSummary('zz', 0)).toMatch(/^No results for “zz”/);
    expect(resultsSummary('  ', 0)).toBe('');
  });
  it('says what the shopper typed when the query was corrected', () => {
    expect(resultsSummary('pellet', 10, 'pelet')).toBe('Showing results for “pellet” (you typed “pelet”): 10 results.');
    expect(resultsSummary('ash logs', 1, ' ahs logs ')).toBe('Showing results for “ash logs” (you typed “ahs logs”): 1 result.');
    expect(resultsSummary('ash', 3, 'ash')).toBe('3 results for “ash”.');
  });
});

describe('the search page policy', () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self'";
  it("adds 'wasm-unsafe-eval' to script-src only", () => {
    expect(withWasm(policy)).toBe("default-src 'self'; script-src 'self' 'sha256-abc' 'wasm-unsafe-eval'; style-src 'self'");
  });
  it('applies to the search page and the index files, nowhere else', () => {
    expect(['/search', '/search/', '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js'].every(needsWasm)).toBe(true);
    expect(['/', '/searching', '/firewood/ash', '/account/search'].some(needsWasm)).toBe(false);
  });
});
