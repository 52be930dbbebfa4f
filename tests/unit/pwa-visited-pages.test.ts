import { describe, expect, it } from 'vitest';
import { pagesToOffer, pageTitle } from '../../src/lib/pwa/visited-pages.ts';

const origin = 'https://hearth.example';

describe('the pages the offline page offers', () => {
  it('lists this shop’s pages once each, the home page first, personal and checkout pages left out', () => {
    const offered = pagesToOffer(
      [
        `${origin}/firewood/`,
        `${origin}/delivery`,
        `${origin}/firewood`,
        `${origin}/`,
        `${origin}/checkout`,
        `${origin}/account/orders`,
        `${origin}/admin`,
        `${origin}/order/abc`,
        `${origin}/offline/`,
        'https://elsewhere.example/firewood',
      ],
      origin,
    );
    expect(offered.map((page) => page.path)).toEqual(['/', '/delivery', '/firewood']);
    expect(offered[2]?.url).toBe(`${origin}/firewood/`);
  });

  it('names a page by its title without the shop’s name, decoding entities', () => {
    expect(pageTitle('<html><head><title>Logs &amp; kindling | Hearth</title></head></html>', '/logs')).toBe('Logs & kindling');
    expect(pageTitle('<title>Ash &#8211; crates</title>', '/ash')).toBe('Ash – crates');
  });

  it('names a page with no title by its path', () => {
    expect(pageTitle('<html></html>', '/delivery')).toBe('/delivery');
    expect(pageTitle('<title> | Hearth</title>', '/delivery')).toBe('/delivery');
  });
});
