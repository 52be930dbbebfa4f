import { expect, test } from '@playwright/test';
import {
  BankCheck,
  countPlaceOrders,
  expectAccessible,
  heldOrder,
  holdPaymentChecks,
  KINDLING,
  OrderView,
  payAndLeave,
  reachPayment,
  TEST_CARDS,
} from './pages/payment.ts';

/** The payment survives a reload and a Back from the bank's page. */
test.describe.configure({ timeout: 90_000 });

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`reloading checkout while paying shows the payment in progress, then the order page (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    const placeOrders = countPlaceOrders(page);
    const release = await holdPaymentChecks(page);
    await payAndLeave(page, () => page.reload());

    const inProgress = page.getByRole('status').filter({ hasText: 'Payment in progress…' });
    await expect(inProgress).toBeVisible();
    // The notice's own code, fetched on demand (LazyPaymentInProgress.tsx), not only its placeholder.
    await expect(inProgress).toContainText('We are confirming your payment with your bank');
    await expect(page.getByText('nothing to check out')).toHaveCount(0);
    // The order slice in localStorage still knows the order being paid for.
    expect((await heldOrder(page))?.skus).toEqual([KINDLING.sku]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
    await expectAccessible(page, 'Checkout while paying');

    release();
    await new OrderView(page).expectPlaced(KINDLING.sku);
    expect(placeOrders()).toBe(1);
    expect(await heldOrder(page)).toBeNull();
  });
}

test('the basket page shows the payment in progress, then the order page', async ({ page }) => {
  const release = await holdPaymentChecks(page);
  await payAndLeave(page, () => page.goto('/cart'));
  const inProgress = page.getByRole('status').filter({ hasText: 'Payment in progress…' });
  await expect(inProgress).toBeVisible();
  // The notice's own code, fetched on demand (LazyPaymentInProgress.tsx), not only its placeholder.
  await expect(inProgress).toContainText('We are confirming your payment with your bank');
  await expect(page.getByText('Your basket is empty')).toHaveCount(0);
  release();
  await new OrderView(page).expectPlaced(KINDLING.sku);
});

test("back from the bank's page, another card pays: the old check is abandoned and cannot place the order again", async ({ page }) => {
  const placeOrders = countPlaceOrders(page);
  const payment = await reachPayment(page);
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  const oldCheck = page.url();

  await page.goBack();
  await expect(payment.message).toContainText("Your bank's check was not finished");
  await payment.pay(TEST_CARDS.approved);
  const order = new OrderView(page);
  const { orderNumber } = await order.expectPlaced(KINDLING.sku);
  const orderPage = page.url();
  expect(placeOrders()).toBe(2);

  // The old check, found again and approved, is closed: nothing more is taken or placed.
  await page.goto(oldCheck);
  await expect(page.getByText('This check has already failed, so the payment was not taken.')).toBeVisible();
  // A closed check offers no answer at all (and the bank would refuse one: the API test's replay).
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.goto(orderPage);
  await expect(order.number).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});
