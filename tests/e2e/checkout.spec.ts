import { expect, test } from '@playwright/test';
import { Checkout } from './pages/checkout.ts';
import { ProductPage } from './pages/shop.ts';

async function fillBasket(page: import('@playwright/test').Page) {
  const product = new ProductPage(page);
  await product.open('/firewood/birch/full-crate');
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.keyboard.press('Escape');
  await product.open('/kindling/natural-firelighters');
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
}

test('a guest goes from basket to the payment step: details, postcode lookup, delivery date and slot, coupon', async ({ page }) => {
  await fillBasket(page);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const checkout = new Checkout(page);

  // The client checks before asking the server, and says which field to fix.
  await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
  await expect(checkout.step('contact').getByText('Enter an email address such as name@example.co.uk.')).toBeVisible();
  await checkout.fillContact({ email: 'guest.shopper@example.co.uk', firstName: 'Gwen', lastName: 'Hart', phone: '07700 900456' });

  await checkout.findAddress('LE12 6UZ', /^3 Woodgate Lane/);
  await checkout.continueToDelivery();

  // Reload mid-checkout: the step, the order and what was typed are all still there.
  await page.reload();
  await expect(checkout.step('delivery').getByRole('button', { name: 'Continue to review' })).toBeVisible();
  await expect(checkout.step('contact')).toContainText('guest.shopper@example.co.uk');

  const van = checkout.step('delivery').locator('fieldset[data-shipment="van"]');
  const before = await checkout.total.textContent();
  const dates = van.getByLabel('Delivery date');
  const third = await dates.locator('option').nth(2).getAttribute('value');
  await dates.selectOption(third!);
  await expect(dates).toHaveValue(third!);
  const slot = van.getByRole('radio', { name: /^Morning/ });
  await slot.click();
  await expect(slot).toBeChecked();
  const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));
  await expect.poll(async () => pounds(await checkout.total.textContent())).toBe(pounds(before) + 10);

  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  const review = checkout.step('review');
  await review.getByLabel('Discount code').fill('NOTACODE');
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(review.locator('.coupon-form .field__error')).toContainText('no offer with the code NOTACODE');
  await expect(review.getByLabel('Discount code')).toBeFocused();
  await review.getByLabel('Discount code').fill('crate20');
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(review).toContainText('CRATE20 applied: £20.00 off.');
  await expect(page.locator('.checkout__summary')).toContainText('−£20.00');

  await review.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toContainText('You are ready to pay');
});
