import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/shop.ts';

test('a first visit to a product page is not told the shop’s own postcode is its own: "from" a price, and asked for a postcode', async ({
  page,
}) => {
  const product = new ProductPage(page);
  // A full crate is free by van near the yard, and £25.00 to the Highlands.
  await product.open('/firewood/ash/full-crate');
  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toHaveText(
    /^Order by \d\d:\d\d (today|tomorrow|on \w+day \d+ \w+) for delivery from \w+day \d+ \w+\. Delivery from £0\.00: enter your postcode for your date and price\./,
  );
  await expect(page.locator('.delivery-estimate')).not.toContainText('LE12 6UZ');
  await expect(page.locator('.delivery-estimate')).not.toContainText('free delivery');

  await page.getByRole('button', { name: 'Change delivery postcode' }).click();
  await page.getByLabel('Delivery postcode').fill('IV2 3AA');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(estimate).toHaveText(/for delivery from \w+day \d+ \w+ to IV2 3AA \(delivery £25\.00\)\. Change delivery postcode$/);

  // Known from an earlier visit, the postcode is the shopper's own again.
  await page.reload();
  await expect(estimate).toHaveText(/to IV2 3AA \(delivery £25\.00\)\. Change delivery postcode$/);
});
