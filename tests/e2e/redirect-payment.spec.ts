import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { idTokenOf, saveAddress } from './fixtures/checkout-data.ts';
import { mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { Checkout } from './pages/checkout.ts';
import { heldOrder, KINDLING, OrderView, PaymentForm, reachPayment, SHOPPER } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

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
    await expect(page.getByTestId('paid-with')).toHaveText('PayPal');
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

  /** A signed-in customer with a saved address, their basket of `product` at the payment step. */
  async function signedInAtPayment(page: Page, name: string, product: { sku: string; path: string }) {
    const customer = await createCustomer(page.request, name);
    await signInThroughPage(page, customer.email);
    await saveAddress(page.request, await idTokenOf(page), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Station Road',
      city: 'Loughborough',
      postCode: 'LE12 6UZ',
      isDefault: true,
    });
    const productPage = new ProductPage(page);
    await productPage.open(product.path);
    await productPage.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${product.sku}"]`)).toBeVisible();
    await page.goto('/checkout');
    const checkout = new Checkout(page);
    await expect(checkout.step('contact').getByLabel('Email address')).toHaveValue(customer.email);
    await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
    await checkout.continueToDelivery();
    await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
    await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
    return new PaymentForm(page);
  }

  test('a signed-in customer pays by PayPal and finds the order paid by PayPal', async ({ page, airwallexShop }) => {
    test.setTimeout(90_000);
    const payment = await signedInAtPayment(page, 'redirect.paypal', KINDLING);
    await leaveFor(page, payment, 'PayPal', airwallexShop.airwallex.baseUrl);
    await page.getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
    await new OrderView(page).expectPlaced(KINDLING.sku);
    await expect(page.getByTestId('paid-with')).toHaveText('PayPal');
  });

  test('a signed-in customer pays by Klarna through its page and finds the order paid by Klarna', async ({ page, airwallexShop }) => {
    test.setTimeout(90_000);
    // A crate of ash logs: within Klarna's limits.
    const payment = await signedInAtPayment(page, 'redirect.klarna', ASH_CRATE);
    await payment.step.getByRole('radio', { name: 'Klarna, pay in 3' }).check();
    await expect(payment.step.getByTestId('instalment-plan')).toContainText('3 payments');
    await leaveFor(page, payment, 'Klarna, pay in 3', airwallexShop.airwallex.baseUrl);
    await expect(page.getByRole('heading', { name: 'Klarna (local)' })).toBeVisible();
    await page.getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
    const { orderId } = await new OrderView(page).expectPlaced(ASH_CRATE.sku);
    await expect(page.getByTestId('paid-with')).toHaveText('Klarna, pay in 3');
    const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
    expect(intents.map((intent) => [intent.method_type, intent.status])).toEqual([['klarna', 'SUCCEEDED']]);
    // Opened again later, the order page still says so.
    await page.goto(`/order/${orderId}/`);
    await expect(page.getByTestId('paid-with')).toHaveText('Klarna, pay in 3');
  });
});

// A part refund at the desk of an order paid by PayPal or Klarna goes back through Airwallex's
// refund of the same intent, so to the PayPal account or Klarna's plan: the desk shows how the
// order was paid and where the refund went, and so do the customer's mail and order page.
test.describe('refunding PayPal and Klarna orders at the desk', () => {
  test.describe.configure({ timeout: 150_000 });
  const METHODS = [
    { name: 'PayPal', product: KINDLING, paidWith: 'PayPal' },
    { name: 'Klarna, pay in 3', product: ASH_CRATE, paidWith: 'Klarna, pay in 3' },
  ];

  for (const method of METHODS) {
    test(`an order paid by ${method.name} is refunded in part at the desk, through ${method.name}`, async ({
      page,
      context,
      airwallexShop,
    }) => {
      const payment = await reachPayment(page, method.product);
      await leaveFor(page, payment, method.name, airwallexShop.airwallex.baseUrl);
      await page.getByRole('link', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
      const { orderId, orderNumber } = await new OrderView(page).expectPlaced(method.product.sku);
      await expect(page.getByTestId('paid-with')).toHaveText(method.paidWith);

      // The desk, in a tab of its own: the order says how it was paid.
      const desk = await context.newPage();
      await staffSignIn(desk, { ownShop: true });
      await desk.getByRole('link', { name: 'Find an order' }).click();
      await desk.getByLabel('Order number, email, name, phone or postcode').fill(`#${orderNumber}`);
      await desk.getByRole('button', { name: 'Find' }).click();
      const detail = desk.getByRole('article', { name: new RegExp(`Order ${orderNumber}`) });
      await expect(detail).toContainText(`, ${method.paidWith} £`);

      await detail.getByLabel('Amount to refund (£)').fill('5.00');
      await detail.getByLabel('Reason', { exact: true }).fill('One net arrived damp');
      await detail.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(detail.getByRole('status')).toHaveText('Refunded £5.00: Refunded.', { timeout: 20_000 });
      await expect(detail.getByRole('list', { name: `History of order ${orderNumber}` })).toContainText(
        `£5.00 refunded through ${method.paidWith} by staff@hearth.example`,
      );
      await expect(detail).toContainText(`, ${method.paidWith} £`);
      // Airwallex was asked to refund the same intent, once.
      const intent = [...airwallexShop.airwallex.intents.values()].find((i) => i.merchant_order_id === orderId)!;
      expect(
        [...airwallexShop.airwallex.refunds.values()].filter((r) => r.payment_intent_id === intent.id).map((r) => Number(r.amount)),
      ).toEqual([5]);

      // The customer's mail says where the money went.
      await expect
        .poll(
          async () =>
            (await mailTo(page.request, SHOPPER.email)).filter((mail) => mail.subject.includes(`refunded £5.00 on order ${orderNumber}`))
              .length,
          { message: `the refund mail of order ${orderNumber}`, timeout: 30_000 },
        )
        .toBe(1);
      const mail = (await mailTo(page.request, SHOPPER.email)).find((m) => m.subject.includes(`refunded £5.00 on order ${orderNumber}`))!;
      expect(mail.text).toContain(`through ${method.paidWith}, the way you paid`);
      expect(mail.text).not.toContain('to the card you paid with');

      // And so does the order page, in the shopper's own tab.
      await page.reload();
      await expect(page.getByTestId('payment-status')).toHaveText('Partly refunded');
      await expect(page.getByTestId('order-history')).toContainText(`Money refunded through ${method.paidWith}`);
      await expect(page.getByTestId('order-history')).not.toContainText('to your card');
    });
  }
});
