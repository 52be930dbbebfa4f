import { describe, expect, it } from 'vitest';
import { buildListings, crumbsAbove } from '../../src/lib/catalogue/listings.ts';
import type { Category, ProductPage } from '../../src/lib/content/queries.ts';

const product = (path: string, categoryId: string, range: string): ProductPage => ({
  skuCode: path.toUpperCase().replaceAll('/', '-'),
  title: path,
  path,
  shortDescription: '',
  range,
  sizeLabel: null,
  image: null,
  mainPicture: null,
  gallery: null,
  measures: null,
  categoryId,
  category: { title: range, path: path.split('/')[0]! },
  body: [],
  specifications: null,
  articles: [],
});

describe('listing pages', () => {
  const categories: Category[] = [{ _id: 'c-wood', title: 'Wood pellets', path: 'wood-pellets', description: 'Pellets.' }];
  const products = [
    product('wood-pellets/firepower/6mm-375-kg', 'c-wood', 'Firepower'),
    product('wood-pellets/firepower/6mm-750-kg', 'c-wood', 'Firepower'),
    product('ante-wood-pellets/6mm-750-kg', 'c-wood', 'Ante'),
  ];
  const listings = buildListings(products, categories);

  it('lists every folder above a product', () => {
    expect(listings.map((l) => l.path)).toEqual(['ante-wood-pellets', 'wood-pellets', 'wood-pellets/firepower']);
  });

  it('lists a category by membership, a range by path', () => {
    const byPath = new Map(listings.map((l) => [l.path, l]));
    expect(byPath.get('wood-pellets')?.products).toHaveLength(3);
    expect(byPath.get('wood-pellets')?.title).toBe('Wood pellets');
    expect(byPath.get('wood-pellets/firepower')).toMatchObject({
      title: 'Firepower',
      description: 'Firepower: 2 sizes, delivered to your door.',
    });
  });
});

describe('the trail above a page', () => {
  const categories: Category[] = [
    { _id: 'c-wood', title: 'Wood pellets', path: 'wood-pellets', description: 'Pellets.' },
    { _id: 'c-logs', title: 'Firewood', path: 'firewood', description: 'Logs.' },
  ];
  const products = [
    product('wood-pellets/firepower/6mm-375-kg', 'c-wood', 'Firepower'),
    product('ante-wood-pellets/6mm-750-kg', 'c-wood', 'Ante'),
    product('firewood/ash/full-crate', 'c-logs', 'Kiln-dried ash'),
  ];
  const listings = buildListings(products, categories);
  const names = (crumbs: { name: string }[]) => crumbs.map((c) => c.name);

  it('passes through the category when the path does not', () => {
    const crumbs = crumbsAbove('ante-wood-pellets/6mm-750-kg', listings, { path: 'wood-pellets' });
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Wood pellets', path: '/wood-pellets' },
      { name: 'Ante', path: '/ante-wood-pellets' },
    ]);
  });

  it('names the category once when the path already passes through it', () => {
    expect(names(crumbsAbove('firewood/ash/full-crate', listings, { path: 'firewood' }))).toEqual(['Home', 'Firewood', 'Kiln-dried ash']);
    expect(names(crumbsAbove('wood-pellets/firepower/6mm-375-kg', listings, { path: 'wood-pellets' }))).toEqual([
      'Home',
      'Wood pellets',
      'Firepower',
    ]);
  });

  it('puts a range listing under its category, and a category listing under Home alone', () => {
    expect(names(crumbsAbove('ante-wood-pellets', listings, { path: 'wood-pellets' }))).toEqual(['Home', 'Wood pellets']);
    expect(names(crumbsAbove('wood-pellets', listings, { path: 'wood-pellets' }))).toEqual(['Home']);
  });

  it('leaves out a category that has no listing page', () => {
    expect(names(crumbsAbove('ante-wood-pellets/6mm-750-kg', listings, { path: 'logs-retired' }))).toEqual(['Home', 'Ante']);
    expect(names(crumbsAbove('ante-wood-pellets/6mm-750-kg', listings, null))).toEqual(['Home', 'Ante']);
  });
});
