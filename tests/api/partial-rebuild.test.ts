import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RebuildingShop, startRebuildingShop, untilServed } from '../../scripts/rebuilding-shop.ts';

// Real builds (astro, from an edited copy of the seed): after one full build, a webhook for one
// article re-renders only the pages that read articles, from the build's own renderer, into a
// copy of the live build; the rest of the site is served byte for byte as it was.
describe('partial rebuilds, end to end', () => {
  let shop: RebuildingShop;
  const get = async (path: string) => {
    const reply = await fetch(`${shop.server.url}${path}`);
    return { status: reply.status, body: await reply.text() };
  };
  const last = () => shop.server.contentPipeline!.status.read().last!;
  const publish = async (id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) => {
    expect(await shop.deliver(shop.editDocument(id, change))).toBe(202);
  };
  // Pages no article edit reaches, and the files of the build itself.
  const untouched = ['/contact', '/about', '/firewood/birch/max-crate', '/offline', '/sw.js', '/pagefind/pagefind.js', '/robots.txt'];

  // Starting the shop imports the whole server: slow on a loaded machine.
  beforeAll(async () => {
    shop = await startRebuildingShop();
  }, 300_000);
  afterAll(async () => shop?.close());

  it('builds everything first, then only the pages an article touches, keeps the old site on a failure, and builds everything for the layout', {
    timeout: 1_200_000,
  }, async () => {
    // The first rebuild has no build of its own to start from: a full one.
    await publish('kb-storing-logs', (d) => ({ ...d, title: 'Storing logs, first edit', _rev: 'p1' }));
    await untilServed(shop.server, '/knowledge-base/storing-logs', 'Storing logs, first edit', 900_000);
    await shop.server.contentPipeline!.idle();
    expect(last()).toMatchObject({ result: 'succeeded', scope: 'full' });
    const before = new Map(await Promise.all(untouched.map(async (path) => [path, await get(path)] as const)));
    const otherArticle = await get('/knowledge-base/ready-to-burn');

    // One article: its page and the index show the edit, from a partial rebuild.
    await publish('kb-storing-logs', (d) => ({ ...d, title: 'Storing logs, second edit', _rev: 'p2' }));
    await untilServed(shop.server, '/knowledge-base/storing-logs', 'Storing logs, second edit', 120_000);
    await shop.server.contentPipeline!.idle();
    expect(last()).toMatchObject({ result: 'succeeded', scope: 'partial' });
    expect((await get('/knowledge-base')).body).toContain('Storing logs, second edit');
    for (const path of untouched) expect(await get(path), path).toEqual(before.get(path));
    expect(await get('/knowledge-base/ready-to-burn')).toEqual(otherArticle);
    // The search index was made again over the new page.
    const search = await get('/pagefind/pagefind-entry.json');
    expect(search.status).toBe(200);

    // A product naming a SKU the shop does not sell fails the build: the site stays as it was.
    const product = shop.editDocument('product-LOG-ASH-STD', (d) => d);
    await publish('product-LOG-ASH-STD', (d) => ({ ...d, skuCode: 'NOT-SOLD-ANYWHERE', _rev: 'p3' }));
    await shop.server.contentPipeline!.idle();
    expect(last()).toMatchObject({ result: 'failed', reason: 'the build failed' });
    expect((await get('/knowledge-base/storing-logs')).body).toContain('Storing logs, second edit');
    expect((await get('/firewood/ash/standard-crate')).status).toBe(200);
    for (const path of untouched) expect(await get(path), path).toEqual(before.get(path));
    // Put right, the next change is partial again.
    await publish('product-LOG-ASH-STD', () => ({ ...product, _rev: 'p4' }));
    await shop.server.contentPipeline!.idle();
    expect(last()).toMatchObject({ result: 'succeeded', scope: 'partial' });

    // The layout's settings are on every page: everything is built.
    await publish('siteSettings', (d) => ({ ...d, footerText: 'Hearth Fuels Ltd · footer edited', _rev: 'p5' }));
    await untilServed(shop.server, '/contact', 'footer edited', 900_000);
    await shop.server.contentPipeline!.idle();
    expect(last()).toMatchObject({ result: 'succeeded', scope: 'full' });
    expect((await get('/knowledge-base/storing-logs')).body).toContain('footer edited');
  });
});
