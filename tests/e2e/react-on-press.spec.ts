import { expect, type Page, test } from '@playwright/test';
import { REACT_MARKERS } from './fixtures/react-code.ts';
import { ProductPage } from './pages/shop.ts';

// What the browser fetches itself, not a service worker on its behalf.
test.use({ serviceWorkers: 'block' });

/** The script files the page fetched that hold React. */
function reactFetches(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_astro\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    if (REACT_MARKERS.test(body)) found.push(new URL(response.url()).pathname);
  });
  return found;
}

test('the product page fetches no React until the shopper presses the buy-box, and the press fetches it; the add\u2019s own code is fetched once the page is idle', async ({
  page,
}) => {
  const react = reactFetches(page);
  const addCode: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/add-before-react\.[^/]+\.js$/.test(new URL(request.url()).pathname)) addCode.push(request.url());
  });
  const product = new ProductPage(page);
  await product.open('/kindling/natural-firelighters');
  await expect(page.getByTestId('delivery-estimate')).toContainText('for delivery from');
  // Everything the page loads by itself (its scripts, the live price, the delivery promise) has arrived.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
  expect(react, 'no React before the shopper acts').toEqual([]);
  // A press with no sign of the shopper before it (a screen reader's) then waits for no file of its own.
  expect(addCode, 'the add\u2019s code, fetched at idle').toHaveLength(1);

  await product.addToBasket();
  await expect.poll(() => react.length, 'the press fetches React').toBeGreaterThan(0);
});
