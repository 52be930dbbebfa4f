import { expect, test } from '@playwright/test';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { expectAccessible, KINDLING, OrderView, reachPayment, SHOPPER, TEST_CARDS } from './pages/payment.ts';

test.describe.configure({ timeout: 90_000 });

test('a placed order links its VAT receipt, which prints alone on the page and opens for no other browser', async ({ page, browser }) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderId, orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);
  // On the way: days in the method's format ("Thursday 19 November"), and a history without the shop's notes.
  const methodDay = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+$/;
  await expect(page.getByTestId('dispatch-date').first()).toHaveText(methodDay);
  await expect(page.getByTestId('delivery-date').first()).toHaveText(methodDay);
  await expect(page.getByTestId('order-history')).toContainText('Order placed');
  await expect(page.getByTestId('order-history')).not.toContainText('gateway');

  await page.getByTestId('vat-receipt-link').click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/receipt$`));
  await expect(page.getByRole('heading', { level: 1, name: 'VAT receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-vat-number')).toHaveText(SEED_SELLER.vatNumber);
  await expect(page.getByTestId('receipt-seller')).toContainText(SEED_SELLER.legalName);
  await expect(page.getByTestId('receipt-invoice-number')).toHaveText(`INV-${orderNumber}`);
  await expect(page.getByTestId('receipt-buyer-address')).toContainText(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  // Kindling is domestic fuel: 5%, and one £7.99 net carries 38p of VAT (799 × 5/105, half-up).
  const line = page.getByTestId('receipt-lines').locator(`[data-sku="${KINDLING.sku}"]`);
  await expect(line.getByTestId('line-vat-rate')).toHaveText('5%');
  await expect(line.getByTestId('line-vat')).toHaveText('£0.38');
  await expect(page.getByTestId('receipt-vat-by-rate').getByRole('rowheader', { name: '5%' })).toBeVisible();
  await expectAccessible(page, 'VAT receipt');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to your order' })).toBeHidden();
  await expect(page.getByTestId('receipt-vat-number')).toBeVisible();
  await expect(page.getByTestId('receipt-lines')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header.site-header')).toBeVisible();

  // Another browser holds no receipt key: the receipt does not exist for it, in the order page's words.
  const stranger = await browser.newPage();
  try {
    await stranger.goto(`/order/${orderId}/receipt`);
    await expect(stranger.getByTestId('order-not-found')).toContainText('We could not find this order.');
    await expect(stranger.getByText(SEED_SELLER.vatNumber)).toHaveCount(0);
    await expect(stranger.getByText(SHOPPER.lastName)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('a receipt address that is not an order id is not a page', async ({ page }) => {
  const response = await page.goto('/order/INV-100001/receipt');
  expect(response?.status()).toBe(404);
});
