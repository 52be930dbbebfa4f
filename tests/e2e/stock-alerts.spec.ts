import { expect, test, type Page } from '@playwright/test';
import { GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { createCustomer, placeOrdersFor, stockOnHand } from './fixtures/account-data.ts';
import { runsOperation } from './fixtures/graphql-requests.ts';
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

  // The page was built with the bag in stock: the live stock at load brings the buy-box's code, and the form.
  await page.goto(BULK_BAG_PAGE);
  await expect(page.locator('[data-stock]')).toHaveText('Out of stock');
  const form = page.getByRole('form', { name: 'Email me when it’s back' });
  await expect(form).toBeVisible();

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
  // The form's code comes with the buy-box's, which an in-stock page loads only when the shopper reaches for it.
  const alertScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/(StockAlertForm|BuyBox)\./.test(request.url())) alertScripts.push(request.url());
  });
  await page.goto('/kindling/kiln-dried-kindling');
  await expect(page.getByTestId('delivery-estimate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Email me when it’s back' })).toHaveCount(0);
  expect(alertScripts).toEqual([]);
});

/** Gives the buy-box the API's answer for a presale from 3 December with `left` pre-orders left. */
async function presaleAnswer(page: Page, left: number) {
  // The browser tests' store holds no presale and nothing here can set one: the buy-box is given the
  // API's answer for a presale (tests/api/product-data.test.ts checks the API gives it).
  await page.route('**/graphql', async (route) => {
    if (!runsOperation(route.request(), GetProductDataDocument)) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { getProductData: Record<string, unknown> & { stock: Record<string, unknown> } } };
    const product = body.data.getProductData;
    body.data.getProductData = {
      ...product,
      onHand: 0,
      maxQuantity: left,
      stock: {
        ...product.stock,
        type: 'presale',
        text: 'Pre-order: ships from 3 December 2026',
        presaleDate: '2026-12-03',
        presaleLimit: left,
      },
    };
    await route.fulfill({ response, json: body });
  });
}

test('a pre-sold product says from when it ships instead of "Out of stock", takes pre-orders and offers no alert', async ({ page }) => {
  await presaleAnswer(page, 4);
  await page.goto('/firewood/birch/max-crate');
  await expect(page.locator('[data-stock]')).toHaveText('Pre-order: ships from 3 December 2026');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  // Coloured by React from the live data: the buy-box has rendered the presale, form or no form.
  await expect(page.locator('[data-stock]')).toHaveAttribute('style', /background/);
  await expect(page.getByRole('form', { name: 'Email me when it’s back' })).toHaveCount(0);
});

test('a pre-sold product with no pre-orders left offers the alert', async ({ page }) => {
  await presaleAnswer(page, 0);
  await page.goto('/firewood/birch/max-crate');
  await expect(page.locator('[data-stock]')).toHaveText('Pre-order: ships from 3 December 2026');
  await expect(page.getByRole('form', { name: 'Email me when it’s back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
});
