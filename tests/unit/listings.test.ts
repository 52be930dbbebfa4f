import { describe, expect, it } from 'vitest';
import { buildListings } from '../../src/lib/catalogue/listings.ts';
import type { Category, ProductPage } from '../../src/lib/content/queries.ts';

const product = (path: string, categoryId: string, range: string): ProductPage => ({
  skuCode: path.toUpperCase().replaceAll('/', '-'),
  title: path,
  path,
  shortDescription: '',
  range,
  sizeLabel: null,
  image: null,
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
