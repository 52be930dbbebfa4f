import type { Page } from '@playwright/test';
import { declineMessage } from '../../src/features/checkout/payment-outcome.ts';
import { LOCAL_AIRWALLEX_CARDS } from '../fixtures/airwallex-local.ts';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { chooseAirwallex, typeCard } from './pages/airwallex.ts';
import { countPlaceOrders, expectAccessible, KINDLING, OrderView, reachPayment } from './pages/payment.ts';

// Paying through Airwallex's card element. What is real: the shop's page and server, its policy, the
// @airwallex/components-sdk package in the shop's own chunk, placeOrder creating the intent at the
// Airwallex API stand-in (tests/fixtures/airwallex-local.ts, Airwallex's documented REST protocol) and
// the return page settling it by retrieving the intent. What stands in: the scripts and the element's
// frame Airwallex's hosts would serve (tests/fixtures/airwallex-hosted/, answered for those hosts by
// tests/e2e/fixtures/airwallex-hosts.ts), which send the card to the stand-in's confirm endpoint.

/**
 * The order page, once the return page has had the server settle the payment: that is two calls
 * through the shop to the Airwallex stand-in, so on a loaded machine it may take longer than an expectation's default.
 */
async function expectPlacedAfterReturn(page: Page) {
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
  return new OrderView(page).expectPlaced(KINDLING.sku);
}

// Each test walks the whole checkout, then loads Airwallex's element: more than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("paying through Airwallex's card element", () => {
  test('takes the card in the element, loading Airwallex only on the payment step, and places the order', async ({
    page,
    airwallexShop,
    airwallexHosts,
  }) => {
    const sentToShop: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === airwallexShop.url) sentToShop.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    const payment = await reachPayment(page);
    // Not before the shopper chooses Airwallex: the test gateway is the first way to pay.
    expect(airwallexHosts.requests).toEqual([]);
    const fields = await typeCard(payment, LOCAL_AIRWALLEX_CARDS.success);
    expect(airwallexHosts.requests.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining(['/widgets/sdk-controller/sdk/v1/index.js', '/assets/elements.bundle.min.js', '/local-element/card']),
    );
    await expect(payment.step.getByTestId('card-scheme')).toHaveText('Visa');
    await expect(fields.getByLabel('Card number')).toHaveValue(LOCAL_AIRWALLEX_CARDS.success);

    await payment.pressPay();
    const { orderId } = await expectPlacedAfterReturn(page);
    const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
    expect(intents.map((intent) => intent.status)).toEqual(['SUCCEEDED']);
    // The card went from the element's frame to Airwallex; nothing the shop's page sent its own server holds it.
    expect(sentToShop.join('\n')).not.toContain(LOCAL_AIRWALLEX_CARDS.success);
    // The security code as a value of its own: any hash or id may hold the digits 737 inside it.
    expect(sentToShop.join('\n')).not.toMatch(/\b737\b/);
    expect(airwallexShop.output()).not.toContain(LOCAL_AIRWALLEX_CARDS.success);
  });

  test('names the scheme from the element as the shopper types', async ({ page }) => {
    const payment = await reachPayment(page);
    const fields = await chooseAirwallex(payment);
    const scheme = payment.step.getByTestId('card-scheme');
    await fields.getByLabel('Card number').fill('5555');
    await expect(scheme).toHaveText('Mastercard');
    await fields.getByLabel('Card number').fill('3782');
    await expect(scheme).toHaveText('American Express');
    await fields.getByLabel('Card number').fill('6011');
    await expect(scheme).toHaveText('');
  });

  test('keeps an incomplete card from becoming a payment: the problem is shown, the focus goes to the element', async ({ page }) => {
    const placeOrders = countPlaceOrders(page);
    const payment = await reachPayment(page);
    const fields = await chooseAirwallex(payment);
    await fields.getByLabel('Card number').fill(LOCAL_AIRWALLEX_CARDS.success);
    await payment.pressPay();
    const problem = payment.step.getByTestId('card-element-error');
    await expect(problem).toHaveText('Your expiry date is invalid.');
    await expect(payment.step.getByRole('group', { name: 'Card details' })).toHaveAttribute(
      'aria-describedby',
      new RegExp(`${await problem.getAttribute('id')}`),
    );
    // The focus is in the element, on the field to fix. (Checked as each document's active element:
    // Chromium runs the element's frame in its own process, where Playwright's focus emulation does not reach.)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="airwallex-card-element"]') !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => fields.getByLabel('Expiry date (MM/YY)').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(placeOrders()).toBe(0);
  });

  test('a problem the element reports as its field is left does not move Pay from under a click', async ({ page }) => {
    const payment = await reachPayment(page);
    const fields = await chooseAirwallex(payment);
    await fields.getByLabel('Card number').fill(LOCAL_AIRWALLEX_CARDS.success);
    await payment.payButton.hover();
    const before = await payment.payButton.boundingBox();
    // The press leaves the card field: the element reports the missing expiry date before the release.
    await page.mouse.down();
    await expect(payment.step.getByTestId('card-element-error')).toHaveText('Your expiry date is invalid.');
    expect(await payment.payButton.boundingBox()).toEqual(before);
    await page.mouse.up();
    // The click reached Pay: the press sends the shopper back into the element, to the field to fix.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="airwallex-card-element"]') !== null))
      .toBe(true);
  });

  test('pays from the keyboard: Enter in the card element presses Pay', async ({ page }) => {
    const payment = await reachPayment(page);
    const fields = await typeCard(payment, LOCAL_AIRWALLEX_CARDS.success);
    await expectAccessible(page, 'the payment step with Airwallex');
    await fields.getByLabel('Security code').press('Enter');
    await expectPlacedAfterReturn(page);
  });

  test('shows a refused card on the page and takes another card on the same order', async ({ page, airwallexShop }) => {
    const payment = await reachPayment(page);
    const fields = await typeCard(payment, LOCAL_AIRWALLEX_CARDS.riskDecline);
    await payment.pressPay();
    await expect(payment.message).toHaveText(declineMessage('declined'));
    await expect(payment.message).toBeFocused();
    await expect(payment.payButton).toBeEnabled();

    await fields.getByLabel('Card number').fill(LOCAL_AIRWALLEX_CARDS.success);
    await payment.pressPay();
    const { orderId } = await expectPlacedAfterReturn(page);
    const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
    expect(intents.map((intent) => intent.status).sort()).toEqual(['REQUIRES_PAYMENT_METHOD', 'SUCCEEDED']);
  });

  test("passes the bank's 3-D Secure check in Airwallex's flow and places the order", async ({ page }) => {
    const payment = await reachPayment(page);
    const fields = await typeCard(payment, LOCAL_AIRWALLEX_CARDS.challenge);
    await payment.pressPay();
    await fields.getByRole('button', { name: 'Pass authentication' }).click();
    await expectPlacedAfterReturn(page);
  });

  test("fails the bank's 3-D Secure check: nothing is taken, and the shopper can try again", async ({ page }) => {
    const payment = await reachPayment(page);
    const fields = await typeCard(payment, LOCAL_AIRWALLEX_CARDS.challenge);
    await payment.pressPay();
    await fields.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(payment.message).toHaveText(declineMessage('authenticationFailed'));
    await expect(payment.payButton).toBeEnabled();
  });

  test("names Airwallex's hosts in the page's policy, and nothing of the local stand-ins", async ({ page, airwallexShop }) => {
    const response = await page.goto('/checkout');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/static\.airwallex\.com[^;]*https:\/\/checkout\.airwallex\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/checkout\.airwallex\.com/);
    expect(policy).not.toContain(new URL(airwallexShop.airwallex.baseUrl).host);
  });
});
