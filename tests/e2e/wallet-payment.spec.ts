import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { idTokenOf, saveAddress } from './fixtures/checkout-data.ts';
import { mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { Checkout } from './pages/checkout.ts';
import { expectAccessible, heldOrder, KINDLING, OrderView, PaymentForm, reachPayment, SHOPPER } from './pages/payment.ts';
import { expectFitsScreen } from './fixtures/screen.ts';
import { ProductPage } from './pages/shop.ts';

// Paying with a wallet (Apple Pay, Google Pay) through the test gateway's stand-in: its button is a
// frame on the gateway's own origin that authorises with a test contact and address and hands the
// page a single-use token of a test card (approved, behind 3-D Secure, or declined), as the real
// wallet elements hand over their payment data. What is real: the shop's page and policy, the
// payment step's wallet buttons, placeOrder, settling once and the order's "Paid by".

test.use({ shopGateways: ['test-apple-pay', 'test-google-pay'] });
test.describe.configure({ timeout: 60_000 });

const walletFrame = (payment: PaymentForm, gatewayId: string) => payment.step.getByTestId(`wallet-${gatewayId}`).frameLocator('iframe');

/** Presses the stand-in's button with the test outcome chosen. */
async function payWithWallet(
  payment: PaymentForm,
  gatewayId: string,
  wallet: string,
  outcome: 'Approve' | 'Ask for 3-D Secure' | 'Fail (card declined)',
) {
  const frame = walletFrame(payment, gatewayId);
  await frame.getByLabel('Test outcome').selectOption({ label: outcome });
  await frame.getByRole('button', { name: `Pay with ${wallet} (test)` }).click();
}

async function expectPaidWith(page: Page, wallet: string) {
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
  await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.getByTestId('paid-with')).toHaveText(wallet);
}

test.describe('paying with a wallet (the test gateway stand-in)', () => {
  test('a guest pays with Apple Pay: both wallets are offered as buttons, the order is placed and paid by Apple Pay', async ({ page }) => {
    const payment = await reachPayment(page);
    await expect(payment.step.getByTestId('wallet-test-apple-pay')).toBeVisible();
    await expect(payment.step.getByTestId('wallet-test-google-pay')).toBeVisible();
    // Wallets are buttons, not choices: the card form is still the one way to pay listed.
    await expect(payment.step.getByRole('radio')).toHaveCount(0);
    await payWithWallet(payment, 'test-apple-pay', 'Apple Pay', 'Approve');
    await expectPaidWith(page, 'Apple Pay');
  });

  test("a wallet whose card is declined: the shop's words, the basket as it was, then Google Pay with 3-D Secure pays", async ({
    page,
  }) => {
    const payment = await reachPayment(page);
    const before = await heldOrder(page);
    await payWithWallet(payment, 'test-apple-pay', 'Apple Pay', 'Fail (card declined)');
    await expect(payment.message).toHaveText('Your bank declined this card. Nothing was charged. Try another card, or contact your bank.');
    expect(await heldOrder(page)).toEqual(before);
    await payWithWallet(payment, 'test-google-pay', 'Google Pay', 'Ask for 3-D Secure');
    await expect(page.getByTestId('bank-check')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectPaidWith(page, 'Google Pay');
  });

  test('a signed-in customer pays with Google Pay and finds the order paid by Google Pay', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await createCustomer(page.request, 'wallet.googlepay');
    await signInThroughPage(page, customer.email);
    await saveAddress(page.request, await idTokenOf(page), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Station Road',
      city: 'Loughborough',
      postCode: 'LE12 6UZ',
      isDefault: true,
    });
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    await product.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
    await page.goto('/checkout');
    const checkout = new Checkout(page);
    await expect(checkout.step('contact').getByLabel('Email address')).toHaveValue(customer.email);
    await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
    await checkout.continueToDelivery();
    await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
    await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
    const payment = new PaymentForm(page);
    await payWithWallet(payment, 'test-google-pay', 'Google Pay', 'Approve');
    await expectPaidWith(page, 'Google Pay');
  });
});

// A part refund at the desk of an order paid with a wallet goes back through the same payment, so
// to the card behind the wallet: the desk, the customer's mail and the order page name the wallet.
test('an order paid with Apple Pay is refunded in part at the desk, through Apple Pay', async ({ page, context }) => {
  test.setTimeout(150_000);
  const payment = await reachPayment(page);
  await payWithWallet(payment, 'test-apple-pay', 'Apple Pay', 'Approve');
  await expectPaidWith(page, 'Apple Pay');
  const { orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);

  const desk = await context.newPage();
  await staffSignIn(desk, { ownShop: true });
  await desk.getByRole('link', { name: 'Find an order' }).click();
  await desk.getByLabel('Order number, email, name, phone or postcode').fill(`#${orderNumber}`);
  await desk.getByRole('button', { name: 'Find' }).click();
  const detail = desk.getByRole('article', { name: new RegExp(`Order ${orderNumber}`) });
  await expect(detail).toContainText(', Apple Pay £');
  await detail.getByLabel('Amount to refund (£)').fill('3.00');
  await detail.getByLabel('Reason', { exact: true }).fill('One net arrived damp');
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(detail.getByRole('status')).toHaveText('Refunded £3.00: Refunded.', { timeout: 20_000 });
  await expect(detail.getByRole('list', { name: `History of order ${orderNumber}` })).toContainText(
    '£3.00 refunded through Apple Pay by staff@hearth.example',
  );

  const refundMail = async () =>
    (await mailTo(page.request, SHOPPER.email)).find((mail) => mail.subject.includes(`refunded £3.00 on order ${orderNumber}`));
  await expect
    .poll(async () => Boolean(await refundMail()), { message: `the refund mail of order ${orderNumber}`, timeout: 30_000 })
    .toBe(true);
  expect((await refundMail())!.text).toContain('through Apple Pay, the way you paid');

  await page.reload();
  await expect(page.getByTestId('payment-status')).toHaveText('Partly refunded');
  await expect(page.getByTestId('order-history')).toContainText('Money refunded through Apple Pay');
});

// Express checkout from the basket: the stand-in sheet discloses its address, the shop answers with
// each shipment's first date and charge (or refuses an address it cannot reach, in the sheet), and
// Pay places the order with the sheet's contact and address through the same payment as above.
test.describe('express checkout from the basket (the test gateway stand-in sheet)', () => {
  test('basket → Apple Pay sheet → an unreachable postcode is refused in words, then back → pay → the order page shows the date', async ({
    page,
  }) => {
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    await product.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto('/cart');
    const express = page.getByRole('region', { name: 'Express checkout' });
    await expect(express.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
    // The sheet's code is fetched on the first press, not with the basket.
    expect(loaded.filter((url) => /express-checkout|payment-store/.test(url))).toEqual([]);
    await express.getByRole('button', { name: 'Pay with Apple Pay' }).click();

    const sheet = page.getByRole('dialog', { name: 'Apple Pay (test gateway)' }).frameLocator('iframe');
    await expect(sheet.getByText(/^Total: £\d+\.\d{2}$/)).toBeVisible({ timeout: 20_000 });
    const pay = sheet.getByRole('button', { name: /^Pay £/ });
    await expect(pay).toBeEnabled();
    const firstOption = await sheet.locator('#sheet-delivery li').first().textContent();
    await expectAccessible(page, 'the basket with the express sheet open');
    // The sheet and the basket under it fit the narrowest phone.
    await page.setViewportSize({ width: 320, height: 800 });
    await expectFitsScreen(page, 'the express sheet at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Jersey: no delivery method reaches it. Refused in the sheet, in words, and Pay is off.
    await sheet.getByLabel('Postcode').fill('JE2 3AB');
    await sheet.getByRole('button', { name: 'Use this address' }).click();
    await expect(sheet.getByRole('alert')).toHaveText(/deliver/i);
    await expect(pay).toBeDisabled();

    // Back to a mainland postcode: the options and the total come back.
    await sheet.getByLabel('Postcode').fill('BA1 1AA');
    await sheet.getByRole('button', { name: 'Use this address' }).click();
    await expect(sheet.getByRole('alert')).toBeHidden();
    await expect(pay).toBeEnabled();
    await expect(sheet.locator('#sheet-delivery li').first()).toHaveText(firstOption!);
    const date = firstOption!.match(/, (.+): £/)?.[1];
    expect(date, 'the sheet names the delivery date').toBeTruthy();

    await pay.click();
    await expectPaidWith(page, 'Apple Pay');
    await expect(page.getByTestId('delivery-date').first()).toContainText(date!);
  });
});

// Express checkout from the product page: the buy-box's button buys this product alone, at the
// quantity chosen, in a cart of its own; the sheet offers each way the pallet can go (standard or
// next day) and the shopper's pick is what is placed. The basket the shopper was filling stays.
test.describe('express checkout from the product page (the test gateway stand-in sheet)', () => {
  const PELLETS = { sku: 'PEL-FP-6MM-375', path: '/wood-pellets/firepower/6mm-375-kg' };

  test('buy-box → Apple Pay sheet → pick next day → pay: the order holds just this product at that quantity, sent next day, and the basket is as it was', async ({
    page,
  }) => {
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    await product.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
    const basketBefore = await heldOrder(page);

    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await product.open(PELLETS.path);
    // The button comes with the buy-box's own code, once the shopper reaches for it.
    await product.setQuantity(2);
    const buyNow = page.getByRole('button', { name: 'Buy now with Apple Pay' });
    await expect(buyNow).toBeVisible();
    // The sheet's code and the payment are fetched on the press, not with the page or the buy-box.
    expect(loaded.filter((url) => /express-checkout|payment-store/.test(url))).toEqual([]);
    await buyNow.click();

    const sheet = page.getByRole('dialog', { name: 'Apple Pay (test gateway)' }).frameLocator('iframe');
    await expect(sheet.getByText(/^Total: £\d+\.\d{2}$/)).toBeVisible({ timeout: 20_000 });
    const options = sheet.getByRole('radio');
    await expect(options).toHaveCount(2);
    await expect(options.first()).toBeChecked();
    const standardTotal = await sheet.locator('#sheet-total').textContent();
    await expectAccessible(page, 'the product page with the express sheet open');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectFitsScreen(page, 'the product page express sheet at 320 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    const nextDay = sheet.getByRole('radio', { name: /next-day/i });
    await nextDay.check();
    await expect(sheet.locator('#sheet-total')).not.toHaveText(standardTotal!);
    const pay = sheet.getByRole('button', { name: /^Pay £/ });
    await expect(pay).toBeEnabled();
    const label = await sheet.locator('#sheet-delivery li', { has: nextDay }).textContent();
    const date = label!.match(/, (.+): £/)?.[1];
    expect(date, 'the option names its delivery date').toBeTruthy();

    await pay.click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
    await expect(page.getByTestId('paid-with')).toHaveText('Apple Pay');
    await expect(page.getByTestId('delivery-date').first()).toContainText(date!);
    await expect(page.getByText(/next-day/i).first()).toBeVisible();
    // The basket the shopper was filling is still theirs, untouched.
    expect(await heldOrder(page)).toEqual(basketBefore);
  });

  test("a 3-D Secure check left, then failed, from the product page's express leads back to the product page, never to the checkout, and the basket stays", async ({
    page,
  }) => {
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    await product.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
    const basketBefore = await heldOrder(page);
    const onProductPage = new RegExp(`${PELLETS.path}/?$`);

    /** Buys two pallets with the sheet's card that asks for 3-D Secure, up to the bank's page. */
    const buyWithBankCheck = async () => {
      await product.setQuantity(2);
      await page.getByRole('button', { name: 'Buy now with Apple Pay' }).click();
      const sheet = page.getByRole('dialog', { name: 'Apple Pay (test gateway)' }).frameLocator('iframe');
      await expect(sheet.getByText(/^Total: £\d+\.\d{2}$/)).toBeVisible({ timeout: 20_000 });
      await sheet.getByLabel('Test outcome').selectOption({ label: 'Ask for 3-D Secure' });
      await sheet.getByRole('button', { name: /^Pay £/ }).click();
      await expect(page.getByTestId('bank-check')).toBeVisible({ timeout: 20_000 });
    };

    await product.open(PELLETS.path);
    await buyWithBankCheck();
    // Left: Back from the bank's page is the product page again, its sheet closed, the basket as it was.
    await page.goBack();
    await expect(page).toHaveURL(onProductPage);
    await expect(page.getByRole('dialog', { name: 'Apple Pay (test gateway)' })).toBeHidden();
    expect(await heldOrder(page)).toEqual(basketBefore);

    // Failed: the bank says no; the page after it offers the product page, not the checkout.
    await buyWithBankCheck();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/payment-failed\/?$/, { timeout: 20_000 });
    const failed = page.getByTestId('payment-failed');
    await expect(failed).toContainText('Nothing was charged to your card.');
    await expect(failed).toContainText('Your basket is as you left it.');
    await expect(failed.getByRole('link', { name: 'Try again' })).toHaveCount(0);
    expect(await heldOrder(page)).toEqual(basketBefore);
    await expectAccessible(page, 'the failed express payment page');
    await failed.getByRole('link', { name: 'Back to the product' }).click();
    await expect(page).toHaveURL(onProductPage);
    expect(await heldOrder(page)).toEqual(basketBefore);

    // The basket holds the kindling alone, with no payment under way.
    await page.goto('/cart');
    await expect(page.locator(`[data-sku="${KINDLING.sku}"]`).first()).toBeVisible();
    await expect(page.locator(`[data-sku="${PELLETS.sku}"]`)).toHaveCount(0);
    await expect(page.getByText('Payment in progress…')).toHaveCount(0);
  });
});
