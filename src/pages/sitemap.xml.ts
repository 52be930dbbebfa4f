import type { APIRoute } from 'astro';
import { buildListings } from '../lib/catalogue/listings.ts';
import { content } from '../lib/content/index.ts';
import { knowledgeBasePath } from '../lib/content/knowledge-base.ts';
import {
  allProductPagesQuery,
  categoriesQuery,
  contentPagesQuery,
  knowledgeBaseArticlesQuery,
  type Category,
  type KnowledgeBaseArticleSummary,
  type Page,
  type ProductPage,
} from '../lib/content/queries.ts';
import { productsOnSale } from '../lib/seo/catalogue-facts.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';

export const prerender = true;

/** Every public page: home, content pages, ranges, products and the knowledge base. */
export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const [products, categories, pages, articles] = await Promise.all([
    content().fetch<ProductPage[]>(allProductPagesQuery).then(productsOnSale),
    content().fetch<Category[]>(categoriesQuery),
    content().fetch<Page[]>(contentPagesQuery),
    content().fetch<KnowledgeBaseArticleSummary[]>(knowledgeBaseArticlesQuery),
  ]);
  const at = (path: string) => new URL(path, origin).href;
  const body = sitemapXml([
    { loc: at('/') },
    ...pages.map((p) => ({ loc: at(`/${p.path}`) })),
    ...buildListings(products, categories).map((l) => ({ loc: at(`/${l.path}`) })),
    ...products.map((p) => ({ loc: at(`/${p.path}`) })),
    { loc: at('/knowledge-base') },
    ...articles.map((a) => ({ loc: at(knowledgeBasePath(a.slug)), lastmod: (a.updatedAt ?? a.publishedAt)?.slice(0, 10) })),
  ]);
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
