import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RebuildingShop, startRebuildingShop, untilServed } from '../../scripts/rebuilding-shop.ts';

// The one real build among the content-pipeline tests (the others use small stand-in builds):
// a signed webhook after an edit to the dataset rebuilds the site with astro and serves the edit.
describe('a published edit, end to end', () => {
  let shop: RebuildingShop;
  beforeAll(async () => {
    shop = await startRebuildingShop();
  });
  afterAll(async () => shop?.close());

  it('rebuilds from the edited dataset on a signed webhook and serves the new article text', { timeout: 600_000 }, async () => {
    const title = `How to store your logs, revised ${Date.now()}`;
    const doc = shop.editDocument('kb-storing-logs', (d) => ({ ...d, title, _rev: 'edited' }));
    const draft = shop.editDocument('kb-storing-logs', (d) => d);
    expect(await shop.deliver({ ...draft, _id: 'drafts.kb-storing-logs' })).toBe(200);
    expect(await shop.deliver(doc)).toBe(202);
    await untilServed(shop.server, '/knowledge-base/storing-logs', title, 540_000);
    const status = shop.server.contentPipeline!.status.read().last;
    expect(status).toMatchObject({ result: 'succeeded', trigger: 'Sanity: knowledgeBaseArticle changed' });
    // The rest of the site came with it: other pages, the static files and the search index.
    expect((await fetch(`${shop.server.url}/knowledge-base/ready-to-burn`)).status).toBe(200);
    expect((await fetch(`${shop.server.url}/pagefind/pagefind.js`)).status).toBe(200);
  });
});
