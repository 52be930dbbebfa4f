import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/shop.ts';

test('the product page says when delivery can come, for a postcode the shopper can change and keep', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/wood-pellets/firepower/6mm-975-kg');
  const estimate = page.getByTestId('delivery-estimate');
  // Until the shopper gives a postcode, the estimate is for the sales channel's default, and says it is not theirs.
  await expect(estimate).toHaveText(
    /^Order by \d\d:\d\d (today|tomorrow|on \w+day \d+ \w+) for delivery from \w+day \d+ \w+\. Delivery from £\d+\.\d\d: enter your postcode/,
  );

  await page.getByRole('button', { name: 'Change delivery postcode' }).click();
  await page.getByLabel('Delivery postcode').fill('hs1 2aa');
  await page.getByRole('button', { name: 'Update' }).click();
  // Pallets do not reach the Western Isles: the shopper is told, not shown a date.
  await expect(page.locator('.delivery-estimate .form-error')).toContainText(/island|reach|deliver/i);

  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('ecomHelper:postcode'))).toBe('HS1 2AA');
  await expect(page.locator('.delivery-estimate .form-error')).toBeVisible();

  await page.getByRole('button', { name: 'Change delivery postcode' }).click();
  await page.getByLabel('Delivery postcode').fill('EH1 1YZ');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(estimate).toHaveText(/for delivery from \w+day \d+ \w+ to EH1 1YZ/);
});
