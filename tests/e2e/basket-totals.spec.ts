import { expect, test } from '@playwright/test';
import { Checkout } from './pages/checkout.ts';
import { BasketPage, ProductPage } from './pages/shop.ts';

test('the basket’s total before delivery leaves out the delivery checkout chose, in the basket and the fly-in', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/firewood/ash/standard-crate');
  await product.addToBasket();
  const flyIn = page.getByRole('dialog', { name: 'Your basket' });
  await expect(flyIn).toBeVisible();
  await page.keyboard.press('Escape');

  // At checkout an address makes the van delivery (£149 of logs is under its free threshold) part of the order.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: 'basket.totals@example.co.uk', firstName: 'Gwen', lastName: 'Hart' });
  await checkout.findAddress('LE12 6UZ', /^3 Woodgate Lane/);
  await checkout.continueToDelivery();
  await expect(checkout.total).not.toHaveText('£149.00');

  const basket = new BasketPage(page);
  await basket.open();
  await expect(page.locator('main').getByTestId('cart-subtotal')).toContainText('£149.00');
  await expect(basket.total).toHaveText('£149.00');
  // 5% VAT in £149.00 of logs: 14900 × 5/105 = 709.5…, half-up 710p.
  await expect(page.locator('main').getByText('Includes VAT of').locator('..')).toContainText('£7.10');
  await expect(page.locator('main').getByText('Delivery is added at checkout, once we know the address.')).toBeVisible();

  await product.open('/kindling/kiln-dried-kindling');
  await product.addToBasket();
  await expect(flyIn.getByTestId('cart-total')).toHaveText('£156.99');
});
