import { expect, test } from '@playwright/test';
import { createCustomer, placeOrdersFor, stockOnHand } from './fixtures/account-data.ts';
import { expectAccessible } from './pages/payment.ts';

/** Placing an order takes a while. */
test.describe.configure({ timeout: 120_000 });

// The bulk bag has 10 on hand in the seed; buying what is left (one a delivery: a pallet takes one)
// takes it out of stock for this run, and a retry finds it already gone. No other spec buys it.
const BULK_BAG = 'PEL-BULK-1000';
const BULK_BAG_PAGE = '/wood-pellets/bulk-bag-1000-kg';

test('a shopper asks to be emailed when an out-of-stock product is back, once, by keyboard', async ({ page }) => {
  const buyer = await createCustomer(page.request, 'stock.buyer');
  await placeOrdersFor(
    page.request,
    buyer,
    Array.from({ length: await stockOnHand(page.request, BULK_BAG) }, () => [[BULK_BAG, 1]]),
  );

  const alertScripts: string[] = [];
  page.on('request', (request) => {
    if (/StockAlertForm/.test(request.url())) alertScripts.push(request.url());
  });
  await page.goto(BULK_BAG_PAGE);
  await expect(page.locator('[data-stock]')).toHaveText('Out of stock');
  const form = page.getByRole('form', { name: 'Email me when it’s back' });
  await expect(form).toBeVisible();
  expect(alertScripts.length, 'the form is its own chunk, loaded for this page').toBeGreaterThan(0);

  const email = form.getByLabel('Your email');
  await email.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Enter your email address.');
  await email.fill('wanting.pellets@example.com');
  await expectAccessible(page, 'stock alert form');

  let requests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && request.postData()?.includes('wanting.pellets'))
      requests += 1;
  });
  // Two quick presses of Enter on the button: the second lands on the button while the first is on
  // its way (and must send nothing), or on the thank-you message once it has taken the focus.
  await form.getByRole('button', { name: 'Email me' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stock-alert-done')).toHaveText('Thank you. We will email you once when it is back in stock.');
  await expect(page.getByTestId('stock-alert-done')).toBeFocused();
  expect(requests).toBe(1);
});

test('an in-stock product offers no alert and loads no alert script', async ({ page }) => {
  const alertScripts: string[] = [];
  page.on('request', (request) => {
    if (/StockAlertForm/.test(request.url())) alertScripts.push(request.url());
  });
  await page.goto('/kindling/kiln-dried-kindling');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Email me when it’s back' })).toHaveCount(0);
  expect(alertScripts).toEqual([]);
});
