import { describe, expect, it } from 'vitest';
import { loadDemoSeller } from '../../dev/demo/load.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

const siteUrlOf = async (shop: ReturnType<typeof useShop>) =>
  (await shop.db.selectFrom('seller').select('site_url').where('tenant_id', '=', scope.tenant).executeTakeFirstOrThrow()).site_url;

// A development shop started on another port (PORT=4398 npm start) mails links to that port.
describe.each(backends)("the demo seller's site address, on $name", (backend) => {
  const shop = useShop(backend);

  it("follows the development server's own address at each start, and is left alone without one", async () => {
    await loadDemoSeller(shop.db, 'http://localhost:4398');
    expect(await siteUrlOf(shop)).toBe('http://localhost:4398');
    await loadDemoSeller(shop.db, 'http://localhost:4400');
    expect(await siteUrlOf(shop)).toBe('http://localhost:4400');
    // The build's export records the demo seller without knowing the server's address.
    await loadDemoSeller(shop.db);
    expect(await siteUrlOf(shop)).toBe('http://localhost:4400');
  });
});
