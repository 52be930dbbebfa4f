import { expect, test } from '@playwright/test';

test('the delivery page states the delivery rules checkout quotes with: prices, free thresholds, where each method goes', async ({
  page,
}) => {
  await page.goto('/delivery');
  const charges = page.getByTestId('delivery-charges');
  const van = charges.locator('[data-method="van-standard"]');
  await expect(van).toContainText('£19.95 a delivery, however many crates');
  await expect(van).toContainText('Free when the goods in the delivery come to £150.00 or more');
  await expect(van.getByRole('row', { name: /Scottish Highlands/ })).toContainText('£25.00 extra');
  await expect(van).toContainText('does not go to island addresses');
  await expect(van).toContainText('Morning delivery (between 8am and 12 noon): £10.00 extra.');

  const nextDay = charges.locator('[data-method="pallet-next-day"]');
  await expect(nextDay.getByRole('row')).toHaveCount(2);
  await expect(nextDay).not.toContainText('Free when');

  // What goes which way, linked to the products themselves.
  await expect(
    charges.locator('[data-group="pallet"]').getByRole('link', { name: /Ante 6mm wood pellets – 750 kg pallet/ }),
  ).toHaveAttribute('href', '/ante-wood-pellets/6mm-750-kg');
  await expect(charges).toContainText('Scottish Highlands: postcodes IV1–IV28');
  // The words that promised what the shop does not do are gone.
  await expect(page.locator('main')).not.toContainText('evening before');
  await expect(page.locator('main')).not.toContainText('from your account');
});
