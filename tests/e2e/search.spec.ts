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

  test('forgives a typo: searches the shop word meant, says so, and links to the words as typed', async ({ page }) => {
    await page.goto('/search?q=pelet');
    const status = page.getByRole('status').filter({ hasText: /result/ });
    await expect(status).toHaveText(/^Showing results for “pellet” \(you typed “pelet”\): \d+ results?\.$/);
    const results = page.locator('[data-search-results] > li');
    const pelletProduct = results.filter({ hasText: 'Product' }).filter({ has: page.getByRole('link', { name: /wood pellets/i }) });
    await expect(pelletProduct.first()).toBeVisible();
    await expectAccessible(page, 'corrected search results');

    // Two words, one mistyped: an ash product comes first, not every page with an "a…" word.
    await page.getByRole('searchbox').fill('ahs logs');
    await expect(status).toHaveText(/^Showing results for “ash logs” \(you typed “ahs logs”\)/);
    await expect(results.first().getByRole('link')).toHaveText(/ash logs/i);

    // The start of a word, or a singular, is no typo: Pagefind finds it as typed.
    for (const [typed, product] of [
      ['kindlin', /kiln-dried kindling/i],
      ['firelighter', /firelighters/i],
    ] as const) {
      await page.getByRole('searchbox').fill(typed);
      await expect(status).toHaveText(new RegExp(`^\\d+ results? for “${typed}”\\.$`));
      await expect(results.getByRole('link', { name: product }).first()).toBeVisible();
    }

    // The link searches exactly what was typed: nothing, said so, with the shop's ranges to browse.
    await page.getByRole('searchbox').fill('pelet');
    await page.getByRole('link', { name: 'Search for “pelet” instead' }).click();
    await expect(page).toHaveURL(/\/search\?q=pelet&exact=1$/);
    await expect(page.getByRole('status').filter({ hasText: /No results/ })).toHaveText(/^No results for “pelet”\./);
    await expect(page.getByRole('navigation', { name: 'Browse instead' })).toBeVisible();
  });

  test('shows each result as a card: a product with its price and picture, the excerpt as text', async ({ page }) => {
    await page.goto('/search?q=bulk+bag');
    const card = page.locator('[data-search-results] > li').filter({ has: page.getByRole('link', { name: /bulk bag/i }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('result-price')).toHaveText(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/media\/products\/bulk-bag\.svg$/);
    await expect(picture).toHaveAttribute('loading', 'lazy');
    // Sized before it loads (no shift), and it does load under the page's policy.
    await expect(picture).toHaveAttribute('width', '96');
    await expect(picture).toHaveAttribute('height', '72');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(card.locator('.search-result__excerpt')).not.toBeEmpty();
    await expect(card.locator('.search-result__excerpt mark')).toHaveCount(0);
    // The whole card opens the product.
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height - 8);
    await expect(page).toHaveURL(/\/wood-pellets\/bulk-bag-1000-kg$/);
  });

  test('offers the categories and the knowledge base when nothing matches, even corrected', async ({ page }) => {
    await page.goto('/search?q=zzqxj+wqpv');
    await expect(page.getByRole('status').filter({ hasText: /No results/ })).toBeVisible();
    const browse = page.getByRole('navigation', { name: 'Browse instead' });
    await expect(browse).toBeVisible();
    for (const [name, href] of [
      [/firewood/i, '/firewood'],
      [/pellets/i, '/wood-pellets'],
      [/kindling/i, '/kindling'],
      [/knowledge base/i, '/knowledge-base'],
    ] as const) {
      await expect(browse.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expectAccessible(page, 'search with no results');
    // A search that finds something takes the suggestions away.
    await page.getByRole('searchbox').fill('birch');
    await expect(page.locator('[data-search-results] > li').first()).toBeVisible();
    await expect(browse).toBeHidden();
  });

  test('keeps the strict policy everywhere but the search page', async ({ request }) => {
    const home = (await request.get('/')).headers()['content-security-policy'];
    const search = (await request.get('/search')).headers()['content-security-policy'];
    expect(home).not.toContain('wasm-unsafe-eval');
    expect(search).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  });
});
