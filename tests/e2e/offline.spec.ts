import { expect, test } from '@playwright/test';
import { FlyIn, ProductPage } from './pages/shop.ts';

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

test('a page never opened shows the shop’s offline page, listing the pages kept on this device', async ({ page, context }) => {
  await page.goto('/delivery');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Visits under the worker's control are kept: the delivery page, then the contact page.
  await page.reload();
  await page.goto('/contact');

  await context.setOffline(true);
  await page.goto('/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByTestId('visited-pages');
  await expect(kept.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(kept.getByRole('link')).toHaveCount(2);

  await kept.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await context.setOffline(false);
});

test('offline, the basket says checkout needs a connection instead of offering a dead button', async ({ page, context }) => {
  const product = new ProductPage(page);
  await product.open('/kindling/kiln-dried-kindling');
  await product.addToBasket();
  // The line is in the basket once the fly-in shows it: only then leave the page.
  await expect(new FlyIn(page).line('KIN-NET-10L')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('checkout-needs-connection')).toContainText('Checkout needs a connection');
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
});
