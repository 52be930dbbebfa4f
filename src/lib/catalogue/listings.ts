import type { Category, ProductPage } from '../content/queries.ts';
import type { Crumb } from '../seo/json-ld.ts';

export interface Listing {
  path: string;
  title: string;
  description: string;
  products: ProductPage[];
}

/**
 * Every folder above a product path gets a listing page (/firewood, /firewood/ash,
 * /ante-wood-pellets, ...), so a shopper who trims a URL, or follows an old link redirected
 * to a range, lands on real products. A folder that is a category lists the category.
 */
export function buildListings(products: readonly ProductPage[], categories: readonly Category[]): Listing[] {
  const folders = new Set<string>();
  for (const product of products) {
    const segments = product.path.split('/');
    for (let i = 1; i < segments.length; i++) folders.add(segments.slice(0, i).join('/'));
  }
  for (const category of categories) folders.add(category.path);

  const listings: Listing[] = [];
  for (const path of [...folders].sort()) {
    const category = categories.find((c) => c.path === path);
    const members = category
      ? products.filter((p) => p.categoryId === category._id)
      : products.filter((p) => p.path.startsWith(`${path}/`));
    if (members.length === 0) continue;
    const first = members[0]!;
    // A range with no name of its own takes the first product's title.
    const title = category?.title ?? first.range ?? first.title;
    listings.push({
      path,
      title,
      description:
        category?.description ?? `${title}: ${members.length} ${members.length === 1 ? 'size' : 'sizes'}, delivered to your door.`,
      products: members,
    });
  }
  return listings;
}

/**
 * The trail above a page: Home, then the product's category when the path does not pass through
 * it (Ante's pellets live at /ante-wood-pellets/… for their old links, yet are wood pellets), then
 * every folder above the path that has a listing page.
 */
export function crumbsAbove(path: string, listings: readonly Listing[], category?: { path: string | null } | null): Crumb[] {
  const titles = new Map(listings.map((l) => [l.path, l.title]));
  const segments = path.split('/');
  const folders = segments.slice(1).map((_, i) => segments.slice(0, i + 1).join('/'));
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  const categoryPath = category?.path;
  const categoryTitle = categoryPath ? titles.get(categoryPath) : undefined;
  if (categoryPath && categoryTitle && categoryPath !== path && !folders.includes(categoryPath)) {
    crumbs.push({ name: categoryTitle, path: `/${categoryPath}` });
  }
  for (const folder of folders) {
    const title = titles.get(folder);
    if (title) crumbs.push({ name: title, path: `/${folder}` });
  }
  return crumbs;
}
