import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentConfig } from '../../src/lib/config.ts';
import {
  allProductPagesQuery,
  pageByPathQuery,
  siteSettingsQuery,
  type Page,
  type ProductPage,
  type SiteSettings,
} from '../../src/lib/content/queries.ts';
import { createSanitySource } from '../../src/lib/content/sanity-source.ts';
import { createSeedSource, parseDataset } from '../../src/lib/content/seed-source.ts';

const seed = readFileSync('cms/seed/dataset.ndjson', 'utf8');

describe('seed content source', () => {
  const source = createSeedSource(seed);

  it('answers the product query with dereferenced categories and images', async () => {
    const products = await source.fetch<ProductPage[]>(allProductPagesQuery);
    const ash = products.find((p) => p.skuCode === 'LOG-ASH-FULL');
    expect(ash).toMatchObject({
      path: 'firewood/ash/full-crate',
      category: { title: 'Firewood', path: 'firewood' },
      image: { url: '/media/cms/images/seed/production/05024d4a55db4caad2ea1ed475be07a3013f5d11-1200x900.jpg', width: 1200, height: 900 },
    });
    expect(ash?.image?.alt).toBeTruthy();
    // The product page's pictures: the main one and the gallery's, with the asset id that names their size.
    expect(ash?.mainPicture).toMatchObject({
      ref: 'image-05024d4a55db4caad2ea1ed475be07a3013f5d11-1200x900-jpg',
      hotspot: { x: 0.5, y: 0.45 },
    });
    expect(ash?.gallery?.map((picture) => picture.ref)).toEqual([
      'image-13d437ee72b055fe177369d880dc462c3cc1ca2b-1200x900-jpg',
      'image-0daf1591eb7cb26ab887af35d4cef6208b65c224-1200x900-jpg',
    ]);
    expect(ash?.gallery?.every((picture) => picture.alt && picture.url?.startsWith('/media/cms/'))).toBe(true);
  });

  it('fills a category product grid on the home page in sort order', async () => {
    const home = await source.fetch<Page>(pageByPathQuery, { path: 'home' });
    const grid = (home.sections ?? []).find((s) => s._type === 'productGrid');
    expect(grid && 'products' in grid ? (grid.products ?? []).map((p) => p.skuCode).slice(0, 2) : []).toEqual([
      'LOG-ASH-STD',
      'LOG-ASH-FULL',
    ]);
  });

  it('leaves drafts out and reports a broken line by number', () => {
    const withDraft = `${seed}\n{"_id":"drafts.siteSettings","_type":"siteSettings","title":"Draft"}`;
    expect(parseDataset(withDraft).some((d) => d._id.startsWith('drafts.'))).toBe(false);
    expect(() => parseDataset('{"_id":"a","_type":"x"}\n{oops')).toThrow(/line 2 is not valid JSON/);
  });
});

describe('Sanity content source', () => {
  let server: Server;
  const requests: URL[] = [];

  beforeAll(async () => {
    // Answers like Sanity's query API: GET /v{version}/data/query/{dataset}?query=...&$param=...
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(url);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ query: url.searchParams.get('query'), result: { title: 'Hearth (hosted)' }, ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the same GROQ and parameters to the configured project and dataset', async () => {
    const { port } = server.address() as AddressInfo;
    const source = createSanitySource({
      projectId: 'ab12cd34',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: `http://127.0.0.1:${port}`,
    });
    const settings = await source.fetch<SiteSettings>(siteSettingsQuery, { path: 'home' });
    expect(settings.title).toBe('Hearth (hosted)');
    const url = requests.at(-1)!;
    expect(url.pathname).toBe('/v2025-02-19/data/query/production');
    expect(url.searchParams.get('query')).toBe(siteSettingsQuery);
    expect(url.searchParams.get('$path')).toBe('"home"');
    expect(url.searchParams.get('perspective')).toBe('published');
  });
});

describe('content settings', () => {
  it('uses the seed unless a Sanity project is named', () => {
    expect(contentConfig({})).toEqual({ kind: 'seed', seedFile: 'cms/seed/dataset.ndjson' });
    expect(contentConfig({ SANITY_PROJECT_ID: 'ab12cd34', SANITY_DATASET: 'staging' })).toMatchObject({
      kind: 'sanity',
      projectId: 'ab12cd34',
      dataset: 'staging',
    });
  });

  it('stops the build with the name of a bad setting', () => {
    expect(() => contentConfig({ SANITY_PROJECT_ID: 'Not An Id' })).toThrow(/SANITY_PROJECT_ID/);
  });
});
