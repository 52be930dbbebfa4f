import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.1's reflow criterion (1.4.10) on every shopper page: each page the sitemap lists, and the
 * pages it leaves out (basket, checkout, sign-in, search with and without results, tracking, the
 * account's door, payment failed, offline, not found), fits 320 CSS px without a sideways scroll.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 320, height: 640 } });

const NOT_IN_SITEMAP = [
  '/cart',
  '/checkout',
  '/login',
  '/search',
  '/search?q=pelet',
  '/search?q=zzzz',
  '/tracking',
  '/account',
  '/payment-failed/',
  '/offline',
  '/no-such-page',
];

/** How many CSS px the page is wider than the screen (0 or less: it fits). */
const beyondScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('every shopper page fits 320 px without a sideways scroll', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.length, 'the sitemap lists the shop’s pages').toBeGreaterThan(20);
  const overflowing: string[] = [];
  for (const path of [...new Set([...listed, ...NOT_IN_SITEMAP])]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const beyond = await beyondScreen(page);
    if (beyond > 0) overflowing.push(`${path}: ${beyond} px too wide`);
  }
  expect(overflowing).toEqual([]);
  // The measure sees a sideways scroll when there is one: a 400 px box on the last page makes one.
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.cssText = 'width: 400px; height: 1px';
    document.body.append(wide);
  });
  expect(await beyondScreen(page)).toBeGreaterThan(0);
});
