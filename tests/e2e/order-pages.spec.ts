import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, KINDLING, OrderView, reachPayment, SHOPPER, TEST_CARDS } from './pages/payment.ts';

test.describe.configure({ timeout: 90_000 });

/** /tracking as a guest uses it: the number from the confirmation and the email it was placed with. */
class TrackingPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async track(orderNumber: string, email: string) {
    await this.page.getByLabel('Order number').fill(orderNumber);
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByRole('button', { name: 'Track order' }).click();
  }

  get result() {
    return this.page.getByTestId('tracking-result');
  }

  get notFound() {
    return this.page.getByTestId('tracking-not-found');
  }
}

test('tracking finds a placed order by number and email, and refuses a wrong email without saying which part was wrong; the paying browser then changes its delivery date on the order page', async ({
  page,
}) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderId, orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);
  const deliveryDate = await page.getByTestId('delivery-date').first().textContent();

  await page.goto('/tracking');
  const tracking = new TrackingPage(page);
  await tracking.track(orderNumber, SHOPPER.email.toUpperCase());
  await expect(tracking.result.getByRole('heading', { name: `Order ${orderNumber}` })).toBeFocused();
  await expect(tracking.result.getByTestId('tracking-status')).toHaveText('Placed');
  await expect(tracking.result.getByTestId('delivery-date').first()).toHaveText(deliveryDate!);
  await expect(tracking.result).toContainText('1 × ');
  // Tracking shows progress, never the shopper's details.
  await expect(tracking.result).not.toContainText(SHOPPER.email);
  await expect(tracking.result).not.toContainText('Woodgate Lane');
  await expectAccessible(page, 'Tracking with a result');

  await tracking.track(orderNumber, 'someone.else@example.co.uk');
  await expect(tracking.result).toHaveCount(0);
  await expect(tracking.notFound).toBeFocused();
  const wrongEmail = await tracking.notFound.textContent();
  await expectAccessible(page, 'Tracking, not found');

  // A number that does not exist reads exactly the same.
  await tracking.track('987654321', SHOPPER.email);
  await expect(tracking.notFound).toHaveText(wrongEmail!);

  // Back on the order page, the browser that paid moves its delivery to another day the shop offers.
  await page.goto(`/order/${orderId}`);
  const shipment = page.locator('.order-shipments > li').first();
  await shipment.getByRole('button', { name: 'Change delivery date' }).click();
  const newDate = shipment.getByLabel('New delivery date');
  await expect(newDate).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(shipment.getByText(/You can change it until/)).toBeVisible();
  const later = await newDate.locator('option:not(:checked)').first();
  const laterText = (await later.textContent())!;
  await newDate.selectOption((await later.getAttribute('value'))!);
  await expectAccessible(page, 'Order page, changing the delivery date');
  // The longest day's words fit a small phone without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shipment.getByRole('button', { name: 'Save new date' }).click();
  await expect(shipment.getByTestId('date-changed')).toHaveText(
    `Your delivery is now booked for ${laterText}. We have emailed you to confirm it.`,
  );
  await expect(shipment.getByTestId('delivery-date')).not.toHaveText(deliveryDate!);
});

test('the tracking form says what to fix before asking', async ({ page }) => {
  await page.goto('/tracking');
  await page.getByRole('button', { name: 'Track order' }).click();
  const number = page.getByLabel('Order number');
  await expect(number).toBeFocused();
  await expect(page.getByText('Enter your order number. It is in your confirmation email.')).toBeVisible();
  await expect(page.getByText('Enter the email address you ordered with.')).toBeVisible();
});

test('an order id that does not exist shows a clear not-found message', async ({ page }) => {
  await page.goto('/order/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
  await expect(page.getByTestId('order-not-found')).toContainText('We could not find this order.');
  await expect(page.getByRole('link', { name: 'track an order by its number' })).toHaveAttribute('href', '/tracking');
});

test('the return pages with no order say there is nothing to confirm', async ({ page }) => {
  await page.goto('/checkout/card-return/');
  await expect(page.getByText('there is no payment to confirm here')).toBeVisible();
});
