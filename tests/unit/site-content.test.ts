import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupByCategory, KNOWLEDGE_BASE_CATEGORIES } from '../../src/lib/content/knowledge-base.ts';
import {
  contentPagesQuery,
  editorRedirectsQuery,
  knowledgeBaseArticlePagesQuery,
  knowledgeBaseArticlesQuery,
  type EditorRedirect,
  type KnowledgeBaseArticle,
  type KnowledgeBaseArticleSummary,
  type Page,
} from '../../src/lib/content/queries.ts';
import { createSeedSource } from '../../src/lib/content/seed-source.ts';

const source = createSeedSource(readFileSync('cms/seed/dataset.ndjson', 'utf8'));

describe('seed content for the site pages', () => {
  it('has the delivery and about pages, and never lists home as a content page', async () => {
    const pages = await source.fetch<Page[]>(contentPagesQuery);
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['about', 'delivery']));
    expect(pages.some((p) => p.path === 'home')).toBe(false);
    const delivery = pages.find((p) => p.path === 'delivery')!;
    const faq = (delivery.sections ?? []).find((s) => s._type === 'faq');
    expect(faq && 'items' in faq ? faq.items.length : 0).toBeGreaterThan(0);
    for (const page of pages) expect((page.description ?? '').length, page.path).toBeLessThanOrEqual(160);
  });

  it('has at least eight knowledge-base articles, including the delivery approach, newest first', async () => {
    const articles = await source.fetch<KnowledgeBaseArticleSummary[]>(knowledgeBaseArticlesQuery);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(articles.map((a) => a.slug)).toContain('our-delivery-approach');
    const dates = articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const known = new Set(KNOWLEDGE_BASE_CATEGORIES.map((c) => c.value));
    for (const a of articles) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(known.has(a.category), a.slug).toBe(true);
      expect(a.summary.length, a.slug).toBeLessThanOrEqual(160);
    }
  });

  it('gives every article a body with headings and paragraphs', async () => {
    const articles = await source.fetch<KnowledgeBaseArticle[]>(knowledgeBaseArticlePagesQuery);
    for (const a of articles) {
      expect(
        a.body.some((b) => b._type === 'block' && b.style === 'h2'),
        a.slug,
      ).toBe(true);
      expect(a.body.filter((b) => b._type === 'block' && b.style === 'normal').length, a.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows a picture with its alt text in an article (the seed articles use every kind of rich text)', async () => {
    const articles = await source.fetch<KnowledgeBaseArticle[]>(knowledgeBaseArticlePagesQuery);
    const pictures = articles.flatMap((a) => a.body.flatMap((b) => (b._type === 'image' ? [b] : [])));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.alt.trim().length).toBeGreaterThan(3);
      expect(picture.asset?._ref).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-jpg$/);
    }
  });

  it('has the file of every seed image, where the site serves it in place of Sanity’s CDN', async () => {
    const assets = await source.fetch<{ url: string }[]>('*[_type == "sanity.imageAsset"]{ url }');
    expect(assets.length).toBeGreaterThan(0);
    for (const { url } of assets) expect(existsSync(`public${url}`), url).toBe(true);
  });

  it('groups articles by category in the Studio order', async () => {
    const groups = groupByCategory(await source.fetch<KnowledgeBaseArticleSummary[]>(knowledgeBaseArticlesQuery));
    expect(groups[0]?.value).toBe('delivery');
    expect(groups.flatMap((g) => g.articles).length).toBeGreaterThanOrEqual(8);
  });

  it('has the editors’ /faq redirect', async () => {
    expect(await source.fetch<EditorRedirect[]>(editorRedirectsQuery)).toContainEqual({
      from: '/faq',
      to: '/knowledge-base',
      permanent: true,
    });
  });
});
