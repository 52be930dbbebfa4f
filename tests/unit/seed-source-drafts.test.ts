import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  knowledgeBaseArticlePagesQuery,
  knowledgeBaseArticlesQuery,
  pageByPathQuery,
  type KnowledgeBaseArticle,
  type Page,
} from '../../src/lib/content/queries.ts';
import { createSeedSource } from '../../src/lib/content/seed-source.ts';

const seed = readFileSync('cms/seed/dataset.ndjson', 'utf8');
const DRAFT_ONLY_SLUG = 'splitting-kindling';
const heroHeading = (page: Page) => (page.sections ?? []).flatMap((s) => (s._type === 'hero' ? [s.heading] : []))[0];

describe('the public site’s content never holds a draft', () => {
  const site = createSeedSource(seed);

  it('the seed has drafts to leave out: one of a published page, one never published', () => {
    const ids = seed.split('\n').flatMap((line) => (line.trim() ? [JSON.parse(line)._id as string] : []));
    expect(ids).toEqual(expect.arrayContaining(['drafts.page-about', 'drafts.kb-splitting-kindling']));
  });

  it('no query can reach a draft or a release version, by id, by path or by content', async () => {
    expect(await site.fetch('*[_id in path("drafts.**") || _id in path("versions.**")]._id')).toEqual([]);
    expect(await site.fetch('*[defined(_originalId)]._id')).toEqual([]);
    const everything = JSON.stringify(await site.fetch('*'));
    expect(everything).not.toContain('drafts.');
    expect(everything).not.toContain('Not published yet');
    expect(everything).not.toContain(DRAFT_ONLY_SLUG);
  });

  it('the site’s own queries answer the published page and no draft-only article', async () => {
    expect(heroHeading(await site.fetch<Page>(pageByPathQuery, { path: 'about' }))).toBe('Dry fuel, honestly delivered');
    const articles = await site.fetch<KnowledgeBaseArticle[]>(knowledgeBaseArticlePagesQuery);
    expect(articles.length).toBeGreaterThan(5);
    expect(articles.map((a) => a.slug)).not.toContain(DRAFT_ONLY_SLUG);
  });

  it('a planned release’s version is not published either', async () => {
    const withVersion = `${seed}\n{"_id":"versions.rspring.kb-storing-logs","_type":"knowledgeBaseArticle","title":"Spring","slug":{"current":"spring"},"category":"storage","summary":"s","publishedAt":"2026-01-01T00:00:00Z","body":[]}`;
    const articles = await createSeedSource(withVersion).fetch<{ slug: string }[]>(knowledgeBaseArticlesQuery);
    expect(articles.map((a) => a.slug)).not.toContain('spring');
  });
});

describe('the drafts perspective (preview)', () => {
  const preview = createSeedSource(seed, 'drafts');

  it('shows a draft over its published page, under the published id', async () => {
    expect(heroHeading(await preview.fetch<Page>(pageByPathQuery, { path: 'about' }))).toBe('Dry fuel, honestly delivered since 2009');
    expect(await preview.fetch('*[_type == "page" && path.current == "about"]{ _id, _originalId }')).toEqual([
      { _id: 'page-about', _originalId: 'drafts.page-about' },
    ]);
  });

  it('shows a never-published draft, and every published document without a draft as it is', async () => {
    const articles = await preview.fetch<KnowledgeBaseArticle[]>(knowledgeBaseArticlePagesQuery);
    expect(articles.map((a) => a.slug)).toContain(DRAFT_ONLY_SLUG);
    expect(articles.map((a) => a.slug)).toContain('storing-logs');
    expect(await preview.fetch('count(*[_type == "page"])')).toBe(await createSeedSource(seed).fetch('count(*[_type == "page"])'));
  });

  it('follows a reference to the draft of what it names', async () => {
    const ndjson = [
      '{"_id":"p","_type":"product","title":"Published title"}',
      '{"_id":"drafts.p","_type":"product","title":"Draft title"}',
      '{"_id":"g","_type":"grid","product":{"_type":"reference","_ref":"p"}}',
    ].join('\n');
    expect(await createSeedSource(ndjson, 'drafts').fetch('*[_type == "grid"][0].product->title')).toBe('Draft title');
    expect(await createSeedSource(ndjson).fetch('*[_type == "grid"][0].product->title')).toBe('Published title');
  });
});
