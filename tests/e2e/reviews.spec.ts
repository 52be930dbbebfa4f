import { expect, test } from '@playwright/test';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { claimLinkOf } from './fixtures/order-claims.ts';
import { mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

/** Signing in through the mailbox and placing an order take a while. */
test.describe.configure({ timeout: 120_000 });

const KINDLING = 'KIN-NET-10L';

test('a customer reviews a product from their order; it waits for approval, and a second review is refused', async ({ page }) => {
  const customer = await createCustomer(page.request, 'reviews.write', { firstName: 'Grace', lastName: 'Hopper' });
  const order = await placeOrderFor(page.request, customer, [[KINDLING, 1]]);

  // The order's confirmation first: arriving after the sign-in code, its six-digit order number
  // would be read as the code.
  await expect.poll(async () => (await mailTo(page.request, customer.email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Placed as a guest, the order is the customer's once they claim it: the link in its confirmation
  // shows a button (opening it claims nothing), and pressing it adds the order to the account.
  await signInThroughPage(page, customer.email, '/account');
  await page.goto(await claimLinkOf(page.request, customer.email, order));
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.getByRole('button', { name: 'Add this order to my account' }).click();
  await expect(page.getByTestId('order-claimed')).toHaveText(`Order ${order.number} is now in your account.`);
  await expect(page.getByTestId('order-list')).toContainText(String(order.number));
  await page.goto(`/account/orders?order=${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await page.getByRole('link', { name: /^Review .*kindling/i }).click();
  await expect(page).toHaveURL(/\/account\/reviews\?product=KIN-NET-10L/);

  const form = page.getByRole('form', { name: /^Review / });
  // Sending nothing says what is missing, beside each field.
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose 1 to 5 stars.')).toBeVisible();
  await expect(form.getByText('Give your review a title.')).toBeVisible();
  await expectAccessible(page, 'review form with errors');

  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('<b>Dry</b> and quick to catch');
  await form.getByLabel('Your review').fill('Caught with one match <script>alert(1)</script> every time.');
  await form.getByRole('button', { name: 'Send review' }).dblclick();
  await expect(page.getByTestId('review-thanks')).toBeVisible();
  const list = page.getByTestId('review-list');
  // Shown as typed, as text: the markup is visible characters, not elements.
  await expect(list.getByRole('heading', { name: '<b>Dry</b> and quick to catch' })).toBeVisible();
  await expect(list.locator('b, script')).toHaveCount(0);
  await expect(list.getByTestId('review-status')).toHaveText(['Waiting for us to check it']);

  // Coming back to the same link: one review per product.
  await page.reload();
  await expect(page.getByTestId('review-already')).toBeVisible();
  await expect(page.getByRole('form', { name: /^Review / })).toHaveCount(0);
});

test('a product page lists its published reviews, and its stars link to them', async ({ page }) => {
  await page.goto('/firewood/ash/full-crate');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article')).toHaveCount(2);
  await expect(reviews.getByRole('heading', { name: 'Good logs, tight access' })).toBeVisible();
  await page.getByTestId('review-stars-link').click();
  await expect(page).toHaveURL(/#reviews$/);
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(ld).toContain('"@type":"Review"');
  expect(ld).toContain('"reviewBody":"Great wood.');
});
