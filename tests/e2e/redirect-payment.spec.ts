import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { heldOrder, KINDLING, OrderView, type PaymentForm, reachPayment } from './pages/payment.ts';

// Paying by PayPal and Klarna, redirect methods through Airwallex. What is real: the shop's page,
// server and policy, placeOrder creating and confirming the intent at the Airwallex API stand-in
// (tests/fixtures/airwallex-local.ts, Airwallex's documented shapes), the browser leaving for the
// next_action page and coming back to the return page. What stands in: PayPal's and Klarna's own
// pages, served by the stand-in on its own origin with Approve, Cancel and Fail.

test.use({ shopGateways: ['airwallex', 'paypal', 'klarna'] });
test.describe.configure({ timeout: 60_000 });

/** A full crate of ash logs: a basket Klarna's limits take. */
const ASH_CRATE = { sku: 'LOG-ASH-FULL', path: '/firewood/ash/full-crate' };

/** Chooses the way to pay and leaves for its page; answers that page, on the stand-in's origin. */
async function leaveFor(page: Page, payment: PaymentForm, name: string, providerOrigin: string) {
  await payment.step.getByRole('radio', { name }).check();
  await payment.step.getByRole('button', { name: `Continue to ${name}` }).click();
  await expect(page).toHaveURL((url) => url.origin === providerOrigin && url.pathname.startsWith('/local/redirect/'));
}

test.describe('paying by PayPal and Klarna (redirect methods)', () => {
  test('PayPal approved at PayPal: back at the shop, the order is placed', async ({ page, airwallexShop, airwallexHosts }) => {
    const payment = await reachPayment(page);
    await leaveFor(page, payment, 'PayPal', airwallexShop.airwallex.baseUrl);
    await page.getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
    const { orderId } = await new OrderView(page).expectPlaced(KINDLING.sku);
    const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
    expect(intents.map((intent) => [intent.method_type, intent.status])).toEqual([['paypal', 'SUCCEEDED']]);
    // PayPal needs nothing from Airwallex's script hosts: the shopper visits its page.
    expect(airwallexHosts.requests).toEqual([]);
  });

  test("PayPal cancelled at PayPal: back at the payment step with the shop's words, the basket as it was", async ({
    page,
    airwallexShop,
  }) => {
    const payment = await reachPayment(page);
    const before = await heldOrder(page);
    await leaveFor(page, payment, 'PayPal', airwallexShop.airwallex.baseUrl);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/checkout\/?$/, { timeout: 20_000 });
    await expect(page.locator('section[data-step="payment"]').getByRole('alert')).toHaveText(
      'You cancelled the payment at PayPal, so nothing was taken. Your basket is as you left it: choose how to pay.',
    );
    expect(await heldOrder(page)).toEqual(before);
    // And the same basket pays by PayPal after all.
    await leaveFor(page, payment, 'PayPal', airwallexShop.airwallex.baseUrl);
    await page.getByRole('link', { name: 'Approve' }).click();
    await new OrderView(page).expectPlaced(KINDLING.sku);
  });

  test("Klarna is not offered below its limit: a kindling net is under Klarna's minimum", async ({ page }) => {
    const small = await reachPayment(page);
    await expect(small.step.getByRole('radio', { name: 'PayPal' })).toBeVisible();
    await expect(small.step.getByRole('radio', { name: 'Klarna, pay in 3' })).toHaveCount(0);
  });

  test('Klarna within its limits says what the shopper pays and when, and places the order', async ({ page, airwallexShop }) => {
    const payment = await reachPayment(page, ASH_CRATE);
    await payment.step.getByRole('radio', { name: 'Klarna, pay in 3' }).check();
    await expect(payment.step.getByTestId('instalment-plan')).toHaveText(
      /^3 payments(?: of £[\d,]+\.\d\d: today, then every 30 days\.|: £[\d,]+\.\d\d today, then £[\d,]+\.\d\d every 30 days\.) No interest\.$/,
    );
    await leaveFor(page, payment, 'Klarna, pay in 3', airwallexShop.airwallex.baseUrl);
    await expect(page.getByRole('heading', { name: 'Klarna (local)' })).toBeVisible();
    await page.getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
    await new OrderView(page).expectPlaced(ASH_CRATE.sku);
  });
});
