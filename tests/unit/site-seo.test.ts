import { describe, expect, it } from 'vitest';
import { catalogueFacts } from '../../src/lib/seo/catalogue-facts.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '../../src/lib/seo/json-ld.ts';
import { robotsTxt, sitemapXml } from '../../src/lib/seo/sitemap.ts';

const site = 'https://www.hearth.example';

describe('JSON-LD', () => {
  it('cannot close its script element, whatever the CMS says', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('describes a product with its GBP offer and rating from the catalogue of record', () => {
    const facts = catalogueFacts('LOG-ASH-FULL');
    expect(facts).toMatchObject({ pricePence: 21900, inStock: true, ratings: [5, 4] });
    const ld = productJsonLd(
      { name: 'Ash logs', description: 'Dry', sku: 'LOG-ASH-FULL', path: '/firewood/ash/full-crate', brand: 'Hearth', ...facts },
      site,
    );
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '219.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url: `${site}/firewood/ash/full-crate`,
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Hearth' });
  });

  it('offers a pre-sold product as a pre-order from its date, and an out-of-stock one as out of stock', () => {
    const base = { name: 'Oak', description: 'Dry', sku: 'LOG-OAK', path: '/x', brand: 'Hearth', pricePence: 15900, inStock: false };
    expect(productJsonLd({ ...base, presaleDate: '2026-12-03' }, site).offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2026-12-03',
    });
    const outOfStock = productJsonLd(base, site).offers as Record<string, unknown>;
    expect(outOfStock.availability).toBe('https://schema.org/OutOfStock');
    expect(outOfStock).not.toHaveProperty('availabilityStarts');
  });

  it('leaves out the rating where there are no reviews, and the offer where there is no price', () => {
    const facts = catalogueFacts('LOG-BIR-MAX');
    expect(facts.ratings).toEqual([]);
    const ld = productJsonLd({ name: 'Birch', description: 'Dry', sku: 'LOG-BIR-MAX', path: '/x', brand: 'Hearth', ...facts }, site);
    expect(ld.aggregateRating).toBeUndefined();
    expect(
      productJsonLd({ name: 'X', description: 'Y', sku: 'NOPE', path: '/x', brand: 'Hearth', ...catalogueFacts('NOPE') }, site).offers,
    ).toBeUndefined();
  });

  it('lists breadcrumbs with absolute URLs in order', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Firewood', path: '/firewood' },
      ],
      site,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Firewood', item: `${site}/firewood` },
    ]);
  });

  it('describes the organisation, articles and questions', () => {
    expect(organizationJsonLd({ brand: 'Hearth', site })).toMatchObject({ '@type': 'Organization', name: 'Hearth', url: `${site}/` });
    expect(
      articleJsonLd(
        { title: 'T', description: 'D', path: '/knowledge-base/t', publishedAt: '2026-01-01T00:00:00Z', brand: 'Hearth' },
        site,
      ),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2026-01-01T00:00:00Z',
      author: { name: 'Hearth' },
    });
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});

describe('sitemap and robots', () => {
  it('lists each URL once, escaped', () => {
    const xml = sitemapXml([{ loc: `${site}/a?b=1&c=2` }, { loc: `${site}/a?b=1&c=2` }, { loc: `${site}/k`, lastmod: '2026-10-01' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://www.hearth.example/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-10-01</lastmod>');
  });

  it('points robots to the sitemap and keeps private pages out', () => {
    const text = robotsTxt(`${site}/sitemap.xml`);
    expect(text).toContain('Sitemap: https://www.hearth.example/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /admin');
  });
});
