import { describe, expect, it } from 'vitest';
import { affectedPages, type PageReadsManifest, queryTypes, siteChangeOf } from '../../../server/content-pipeline/affected-pages.ts';
import { knowledgeBaseArticlesQuery, siteSettingsQuery, allProductPagesQuery, categoriesQuery } from '../../../src/lib/content/queries.ts';

const page = (file: string, types: string[], skus: string[] = []) => ({ file, types, skus });

// A small site as the build records it: the layout reads siteSettings on every page.
const manifest: PageReadsManifest = {
  version: 1,
  pages: {
    '/': page('index.html', ['page', 'product', 'siteSettings'], ['LOG-ASH-STD', 'PEL-750']),
    '/offline': page('offline/index.html', ['siteSettings']),
    '/404': page('404.html', ['siteSettings']),
    '/knowledge-base': page('knowledge-base/index.html', ['knowledgeBaseArticle', 'siteSettings']),
    '/knowledge-base/storing-logs': page(
      'knowledge-base/storing-logs/index.html',
      ['*', 'knowledgeBaseArticle', 'siteSettings'],
      ['LOG-ASH-STD'],
    ),
    '/firewood/ash/standard-crate': page('firewood/ash/standard-crate/index.html', ['*', 'product', 'siteSettings'], ['LOG-ASH-STD']),
    '/wood-pellets/750': page('wood-pellets/750/index.html', ['*', 'product', 'siteSettings'], ['PEL-750']),
    '/search': page('search/index.html', ['category', 'siteSettings']),
    '/contact': page('contact/index.html', ['siteSettings']),
  },
};

describe('which pages a change touches', () => {
  it('renders an article again where it is read: its page, the index, and pages whose queries follow references', () => {
    expect(affectedPages(manifest, [{ kind: 'document', id: 'kb-storing-logs', type: 'knowledgeBaseArticle' }])).toEqual({
      kind: 'pages',
      pages: ['/firewood/ash/standard-crate', '/knowledge-base', '/knowledge-base/storing-logs', '/wood-pellets/750'],
    });
  });

  it('renders a price change on every page that shows the SKU, and on no other', () => {
    expect(affectedPages(manifest, [{ kind: 'sku', sku: 'PEL-750', reason: 'price' }])).toEqual({
      kind: 'pages',
      pages: ['/', '/wood-pellets/750'],
    });
    expect(affectedPages(manifest, [{ kind: 'sku', sku: 'LOG-ASH-STD', reason: 'stock' }])).toEqual({
      kind: 'pages',
      pages: ['/', '/firewood/ash/standard-crate', '/knowledge-base/storing-logs'],
    });
  });

  it('joins the pages of several changes', () => {
    const plan = affectedPages(manifest, [
      { kind: 'sku', sku: 'PEL-750', reason: 'reviews' },
      { kind: 'document', id: 'category-firewood', type: 'category' },
    ]);
    expect(plan).toEqual({
      kind: 'pages',
      pages: ['/', '/firewood/ash/standard-crate', '/knowledge-base/storing-logs', '/search', '/wood-pellets/750'],
    });
  });

  it('builds everything for the layout, a redirect, or a type the layout-only pages read', () => {
    expect(affectedPages(manifest, [{ kind: 'document', id: 'siteSettings', type: 'siteSettings' }])).toMatchObject({ kind: 'full' });
    expect(affectedPages(manifest, [{ kind: 'document', id: 'r1', type: 'redirect' }])).toMatchObject({ kind: 'full' });
    const withNavigation: PageReadsManifest = {
      version: 1,
      pages: { ...manifest.pages, '/offline': page('offline/index.html', ['navigation', 'siteSettings']) },
    };
    expect(affectedPages(withNavigation, [{ kind: 'document', id: 'nav', type: 'navigation' }])).toMatchObject({ kind: 'full' });
  });

  it('builds everything for what it cannot place: an unknown type, an unshown SKU, a product added or retired, no change named', () => {
    expect(affectedPages(manifest, [{ kind: 'document', id: 'x', type: 'newSchemaType' }])).toMatchObject({ kind: 'full' });
    expect(affectedPages(manifest, [{ kind: 'sku', sku: 'NEVER-SHOWN', reason: 'price' }])).toMatchObject({ kind: 'full' });
    expect(affectedPages(manifest, [{ kind: 'sku', sku: 'PEL-750', reason: 'added' }])).toMatchObject({ kind: 'full' });
    expect(affectedPages(manifest, [{ kind: 'sku', sku: 'PEL-750', reason: 'removed' }])).toMatchObject({ kind: 'full' });
    expect(affectedPages(manifest, [])).toMatchObject({ kind: 'full' });
    // One change that needs everything makes the whole set a full build.
    expect(
      affectedPages(manifest, [
        { kind: 'sku', sku: 'PEL-750', reason: 'price' },
        { kind: 'document', id: 'siteSettings', type: 'siteSettings' },
      ]),
    ).toMatchObject({ kind: 'full' });
  });
});

describe('the document types a query reads', () => {
  it('names the types it filters on, and any type when it follows references', () => {
    expect(queryTypes(siteSettingsQuery)).toEqual(['siteSettings']);
    expect(queryTypes(knowledgeBaseArticlesQuery)).toEqual(['knowledgeBaseArticle']);
    expect(queryTypes(categoriesQuery)).toEqual(['category']);
    expect(queryTypes(allProductPagesQuery)).toEqual(expect.arrayContaining(['*', 'product', 'knowledgeBaseArticle']));
    expect(queryTypes('*[_type in ["a", "b"]]')).toEqual(['a', 'b']);
    // A query by id, or one naming no type, may read anything.
    expect(queryTypes('*[_id == $id][0]')).toEqual(['*']);
  });
});

describe('a catalogue change as a site change', () => {
  it('names the SKU for price, stock and reviews, and nothing for the seller or delivery (a full build)', () => {
    expect(siteChangeOf({ reason: 'price', tenant: 't', sku: 'PEL-750' })).toEqual({ kind: 'sku', sku: 'PEL-750', reason: 'price' });
    expect(siteChangeOf({ reason: 'seller', tenant: 't' })).toBeUndefined();
    expect(siteChangeOf({ reason: 'missed' })).toBeUndefined();
  });
});
