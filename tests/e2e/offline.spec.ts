import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/shop.ts';

test('a page visited before opens offline and says it is offline', async ({ page, context }) => {
  await page.goto('/delivery');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the service worker controls the page, a visit is kept for offline use.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.locator('#offline-notice')).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#offline-notice')).toBeVisible();
  await expect(page.locator('#offline-notice')).toContainText('You are offline');

  await context.setOffline(false);
  await expect(page.locator('#offline-notice')).toBeHidden();
});

test('a basket action offline says so instead of failing silently', async ({ page, context }) => {
  const product = new ProductPage(page);
  await product.open('/kindling/kiln-dried-kindling');
  await context.setOffline(true);
  await product.addToBasket();
  await expect(page.getByRole('alert')).toContainText('We could not reach the shop. Check your connection and try again.');
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeHidden();
  await context.setOffline(false);
});
