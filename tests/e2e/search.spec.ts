import { expect, test } from '@playwright/test';
import { expectAccessible } from './pages/payment.ts';

// The shopper's journey: from any page's header to a product, by keyboard, with the index's
// script fetched only once they search, under the shop's CSP (wasm allowed on /search alone).
test.describe('site search', () => {
  test('finds products and guides from the header, by keyboard, loading Pagefind only on a search', async ({ page }) => {
    const pagefindRequests: string[] = [];
    const cspErrors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefindRequests.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
    });

    await page.goto('/knowledge-base');
    const headerSearch = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await headerSearch.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(pagefindRequests, 'nothing of the index loads before the shopper searches').toEqual([]);

    const box = page.getByRole('searchbox', { name: 'Search products and guides' });
    await box.focus();
    await page.keyboard.type('ash');
    const status = page.getByRole('status').filter({ hasText: /result/ });
    await expect(status).toHaveText(/^\d+ results? for “ash”\.$/);
    expect(pagefindRequests).toContain('/pagefind/pagefind.js');
    const results = page.locator('[data-search-results] > li');
    await expect(results.first()).toBeVisible();
    // A product page is among the results, named by its title and labelled as a product.
    const ashProduct = results
      .filter({ hasText: 'Product' })
      .filter({ has: page.getByRole('link', { name: /ash/i }) })
      .first();
    await expect(ashProduct).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=ash$/);
    await expectAccessible(page, 'search results');
    expect(cspErrors).toEqual([]);

    // Tab from the box past the button reaches the first result's link; Enter opens it.
    const firstLink = results.first().getByRole('link');
    const target = await firstLink.getAttribute('href');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('says so when nothing matches, and opens with the results of a shared ?q= link', async ({ page }) => {
    await page.goto('/search?q=zzqxj');
    await expect(page.getByRole('status').filter({ hasText: /No results/ })).toHaveText(
      'No results for “zzqxj”. Try another word, such as ash, pellets or kindling.',
    );
    await expect(page.locator('[data-search-results] > li')).toHaveCount(0);
    await page.goto('/search?q=pellets');
    await expect(page.getByRole('searchbox')).toHaveValue('pellets');
    await expect(page.locator('[data-search-results] > li').first()).toBeVisible();
  });

  test('keeps the strict policy everywhere but the search page', async ({ request }) => {
    const home = (await request.get('/')).headers()['content-security-policy'];
    const search = (await request.get('/search')).headers()['content-security-policy'];
    expect(home).not.toContain('wasm-unsafe-eval');
    expect(search).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  });
});
