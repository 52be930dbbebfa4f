import { expect, test, type Page } from '@playwright/test';
import { BankCheck, heldOrder, KINDLING, OrderView, payAndLeave, reachPayment, SHOPPER, TEST_CARDS } from './pages/payment.ts';

/**
 * A guest who leaves while paying (reloads while the card is answered, closes the tab on the
 * bank's page) and comes back in the same browser sees their whole order: where it goes, the VAT
 * receipt, no "Sign in" prompt. Another browser holding only the order's address still sees the
 * receipt alone.
 */
test.describe.configure({ timeout: 90_000 });

async function expectWholeOrder(page: Page) {
  await expect(page.getByTestId('order-address')).toContainText(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await expect(page.getByTestId('vat-receipt-link')).toBeVisible();
  await expect(page.getByTestId('order-receipt-only')).toHaveCount(0);
}

test('reloading while the card is answered, the paying browser then sees the whole order', async ({ page }) => {
  await payAndLeave(page, () => page.reload());
  const { orderId } = await new OrderView(page).expectPlaced(KINDLING.sku);
  await expectWholeOrder(page);
  // Opened again later in the same tab (from its history), still whole.
  await page.goto(`/order/${orderId}/`);
  await expectWholeOrder(page);
});

test("closing the tab on the bank's page and finishing the check in a new tab shows the whole order there; another browser sees the receipt only", async ({
  page,
  context,
  browser,
}) => {
  const payment = await reachPayment(page);
  const amount = await payment.amountShown();
  const orderId = (await heldOrder(page))!.id;
  await payment.pay(TEST_CARDS.threeDSecure);
  await new BankCheck(page).expectOpen(amount, '3220');
  const bankCheck = page.url();
  await page.close();

  // A new tab of the same browser: its localStorage, but not the closed tab's sessionStorage.
  const again = await context.newPage();
  await again.goto(bankCheck);
  await new BankCheck(again).approve();
  await new OrderView(again).expectPlaced(KINDLING.sku);
  await expectWholeOrder(again);

  const stranger = await browser.newPage();
  try {
    await stranger.goto(`/order/${orderId}/`);
    await expect(stranger.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(stranger.getByTestId('order-receipt-only')).toBeVisible();
    await expect(stranger.getByTestId('order-address')).toHaveCount(0);
    await expect(stranger.getByText(SHOPPER.lastName)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
