import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { interceptThirdParties } from './fixtures/third-parties.ts';
import {
  BankCheck,
  countPlaceOrders,
  dataLayer,
  dataLayerEvents,
  expectAccessible,
  heldOrder,
  KINDLING,
  OrderView,
  PaymentForm,
  reachPayment,
  SHOPPER,
  TEST_CARDS,
} from './pages/payment.ts';

/** Each journey goes through the whole checkout, some of it twice. */
test.describe.configure({ timeout: 90_000 });

test('a good card pays once, opens the order page, reports one purchase and empties the basket', async ({ page }) => {
  const placeOrders = countPlaceOrders(page);
  const payment = await reachPayment(page);
  const amount = await payment.amountShown();
  expect(amount).toMatch(/^£\d/);

  await payment.fillCard({ number: TEST_CARDS.approved });
  await expect(payment.step.getByTestId('card-scheme')).toHaveText('Visa');
  // A double press sends one payment: the button turns disabled, and the store refuses a second.
  await payment.payButton.dblclick();

  const order = new OrderView(page);
  const { orderNumber } = await order.expectPlaced(KINDLING.sku);
  expect(placeOrders()).toBe(1);
  await expect(order.line(KINDLING.sku)).toContainText('1');
  await expect(page.getByTestId('order-total')).toHaveText(amount);
  await expect(page.getByTestId('order-address')).toContainText('LE12 6UZ');
  await expect(page.getByTestId('order-history')).toContainText('Order placed');
  await expectAccessible(page, 'Order page');

  // add_payment_info went out on the checkout page; the order page reports the purchase.
  await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
  const [purchase] = await dataLayerEvents(page, 'purchase');
  expect(purchase!.ecommerce).toMatchObject({ transaction_id: orderNumber, currency: 'GBP' });
  expect((purchase!.ecommerce.items as { item_id: string }[]).map((i) => i.item_id)).toEqual([KINDLING.sku]);
  // This shopper said no to marketing (the tests' default choice): no user data, hashed or plain.
  expect(purchase).not.toHaveProperty('user_data');
  expect(JSON.stringify(await dataLayer(page))).not.toContain(SHOPPER.email);

  // Reopened, the page does not count the sale again. (The page reports in the same step
  // that draws the order, so once the number shows, a second report would be there.)
  await page.reload();
  await expect(order.number).toHaveText(orderNumber);
  expect(await dataLayerEvents(page, 'purchase')).toEqual([]);

  // The placed order is no longer the basket.
  expect(await heldOrder(page)).toBeNull();
  await page.goto('/cart');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('with marketing granted, the purchase carries the SHA-256 of the trimmed, lower-cased email, never the email', async ({
  context,
  page,
}) => {
  await interceptThirdParties(context);
  await context.addCookies([
    { name: 'tracking_consent', value: 'statistics:false|marketing:true|chat:false', domain: 'localhost', path: '/' },
  ]);
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);

  await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
  const [purchase] = await dataLayerEvents(page, 'purchase');
  // Worked out here with Node's own crypto, apart from the page's Web Crypto.
  const hashed = createHash('sha256').update(SHOPPER.email.trim().toLowerCase()).digest('hex');
  expect(purchase).toMatchObject({ user_data: { sha256_email_address: hashed } });
  expect(JSON.stringify(await dataLayer(page))).not.toContain(SHOPPER.email);
});

test('a declined card says so by the form, keeps the basket, and another card then pays', async ({ page }) => {
  const payment = await reachPayment(page);
  const before = await heldOrder(page);

  await payment.pay(TEST_CARDS.declined);
  await expect(payment.message).toContainText('declined this card');
  // The message takes focus, so it is read out at once.
  await expect(payment.message).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  expect(await heldOrder(page)).toEqual(before);
  await expect(payment.payButton).toBeEnabled();
  expect((await dataLayerEvents(page, 'add_payment_info')).length).toBe(1);
  await expectAccessible(page, 'Payment step after a decline');

  await payment.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);
});

test('a card without enough funds is refused with that reason', async ({ page }) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.insufficientFunds);
  await expect(payment.message).toContainText('insufficient funds');
  await expect(payment.payButton).toBeEnabled();
  expect((await heldOrder(page))?.skus).toEqual([KINDLING.sku]);
  // A new attempt's own problem replaces the old refusal: no stale "insufficient funds" beside it.
  await payment.fillCard({ number: '4242 4242 4242 4241' });
  await payment.payButton.click();
  await expect(payment.cardFields.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.message).toHaveCount(0);
});

test('a total changed elsewhere (another tab) is refused, explained, and the new amount offered', async ({ page }) => {
  const payment = await reachPayment(page);
  const before = await payment.amountShown();
  // Another tab doubles the kindling: the total the shopper is looking at is now out of date.
  const { orderId, lineId } = await page.evaluate(() => {
    const order = JSON.parse(localStorage.getItem('persist:store-site')!).order;
    return { orderId: order.id as string, lineId: order.orderItems[0].id as string };
  });
  const edit = await page.request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query:
        'mutation($orderId: ID!, $orderItemId: ID!) { editOrderItem(orderId: $orderId, orderItemId: $orderItemId, quantity: 2, tenant: "hearth", salesChannel: "uk-web") { id } }',
      variables: { orderId, orderItemId: lineId },
    },
  });
  expect((await edit.json()).errors).toBeUndefined();

  await payment.pay(TEST_CARDS.approved);
  await expect(payment.message).toContainText(`not ${before}`);
  // The order is reloaded: the button now offers the amount the server says is due.
  await expect.poll(() => payment.amountShown()).not.toBe(before);
  const after = await payment.amountShown();
  await expect(page.getByTestId('checkout-total')).toHaveText(after);
  await expect(page).toHaveURL(/\/checkout\/?$/);

  await payment.payButton.click();
  await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.getByTestId('order-total')).toHaveText(after);
});

test('the form catches a mistyped card number before any payment is tried', async ({ page }) => {
  const placeOrders = countPlaceOrders(page);
  const payment = await reachPayment(page);
  await payment.fillCard({ number: '4242 4242 4242 4241', expiry: '01/20' });
  await payment.payButton.click();
  const number = payment.cardFields.getByLabel('Card number');
  // The focus is in the frame, on the field to fix. (Checked as each document's active element:
  // Chromium runs the gateway's frame in its own process, where Playwright's focus emulation does
  // not reach, so the frame's hasFocus() depends on which test window the machine last focused.)
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('card-frame');
  await expect.poll(() => number.evaluate((field) => field === document.activeElement)).toBe(true);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  // Each error is tied to its field, so a screen reader reads it with the field.
  await expect(number).toHaveAccessibleDescription('Check the card number: it is not a valid card number.');
  await expect(payment.cardFields.getByLabel('Expiry date (MM/YY)')).toHaveAccessibleDescription(
    /This card has expired\. Use another card\./,
  );
  expect(placeOrders()).toBe(0);
  await expectAccessible(page, 'Payment step with field errors');
});

test("3-D Secure approved: the bank's page, the return page, then the order", async ({ page }) => {
  const payment = await reachPayment(page);
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);

  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await expectAccessible(page, "The bank check (the gateway's /secure)");
  await bank.approve();
  await new OrderView(page).expectPlaced(KINDLING.sku);
  expect(await heldOrder(page)).toBeNull();
  await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
});

test('3-D Secure failed: nothing charged, the basket is held again, and trying again pays', async ({ page }) => {
  const payment = await reachPayment(page);
  const before = await heldOrder(page);
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);

  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await bank.fail();

  // The page names no order: a cart whose payment failed is a cart again, and its id is its secret.
  await expect(page).toHaveURL(/\/payment-failed\/$/);
  const failed = page.getByTestId('payment-failed');
  await expect(failed).toContainText('Nothing was charged to your card.');
  expect(await heldOrder(page)).toEqual(before);
  await expectAccessible(page, 'Payment failed page');

  // The checkout reopens at the payment step, with the same order.
  await failed.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  const again = new PaymentForm(page);
  await expect(again.payButton).toBeVisible();
  expect((await heldOrder(page))?.id).toBe(before?.id);
  await again.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);
});

test("the bank's check is a plain form on the gateway's own page, and works with JavaScript off", async ({ browser }) => {
  // Reach a real challenge with JavaScript on, then answer it in a context without JavaScript.
  const paying = await browser.newPage();
  const payment = await reachPayment(paying);
  await payment.pay(TEST_CARDS.threeDSecure);
  await expect(paying).toHaveURL(/\/secure\?payment=/);
  const bankUrl = paying.url();
  await paying.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(bankUrl);
  const form = page.locator('form#challenge-form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/secure');
  await expect(form.getByRole('button', { name: 'Approve' })).toHaveAttribute('value', 'approve');
  await expect(form.getByRole('button', { name: 'Fail' })).toHaveAttribute('value', 'fail');
  await form.getByRole('button', { name: 'Fail' }).click();
  // The bank sends the shopper back to the shop's own return page.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/checkout\/card-return\/\?gateway=test-card$/);
  await context.close();
});
