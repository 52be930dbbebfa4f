import { expect, test } from './fixtures/airwallex-shop.ts';
import { BalancePayForm, openAtDesk, orderWithBalanceDue } from './pages/balance.ts';

// The order page's balance due paid the other ways the checkout offers, in the shop process with
// Airwallex pointed at its stand-in: PayPal (a redirect method: the stand-in serves PayPal's page
// with Approve, Cancel and Fail, and sends the browser back to the shop's return page, which sends
// it to the order page) and Apple Pay (the test gateway's wallet stand-in, a frame that hands over a
// test card's token). See redirect-payment.spec.ts and wallet-payment.spec.ts for what stands in.

test.use({ shopGateways: ['paypal', 'klarna', 'test-apple-pay'] });
/** A checkout, a desk edit in a second browser, the provider's page and the desk again. */
test.describe.configure({ timeout: 150_000 });

test('the balance paid by PayPal: cancelled at PayPal leaves it due with words about the balance, then approved, and the order page and desk say PayPal', async ({
  page,
  browser,
  airwallexShop,
}) => {
  const desk = await (await browser.newContext({ baseURL: airwallexShop.url })).newPage();
  const { orderNumber, orderPage, due } = await orderWithBalanceDue(page, desk, { ownShop: true });

  await page.goto(orderPage);
  const pay = new BalancePayForm(page);
  await expect(page.getByTestId('order-balance-due')).toContainText(`${due} still to pay`);
  // The checkout's ways to pay for this amount: PayPal, but not Klarna, whose £30 floor a bag of kindling is under.
  await expect(pay.step.getByRole('radio', { name: 'PayPal' })).toBeVisible();
  await expect(pay.step.getByRole('radio', { name: 'Klarna, pay in 3' })).toHaveCount(0);

  const leaveForPayPal = async () => {
    await pay.step.getByRole('radio', { name: 'PayPal' }).check();
    await pay.step.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page).toHaveURL((url) => url.origin === airwallexShop.airwallex.baseUrl && url.pathname.startsWith('/local/redirect/'));
  };

  await leaveForPayPal();
  await page.getByRole('link', { name: 'Cancel' }).click();
  // Back on the order page, settled: nothing taken, the balance still due, and it says so.
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/$/, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'The payment with PayPal was not finished, so nothing was taken. The balance is still to pay: choose how to pay it.',
  );
  await expect(page.getByTestId('order-balance-due')).toContainText(`${due} still to pay`);

  await leaveForPayPal();
  await page.getByRole('link', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/\?balance=paid$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-balance-paid')).toContainText('nothing left to pay');
  await expect(page.getByTestId('order-balances-paid')).toContainText(`Balance of ${due} paid by PayPal`);
  await expect(page.getByTestId('balance-pay')).toHaveCount(0);
  const orderId = /\/order\/([0-9a-f-]{36})/.exec(orderPage)![1]!;
  const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
  // The cancelled intent stays open at Airwallex for another try (its attempt cancelled); the balance was paid by a new one.
  expect(intents.map((intent) => [intent.method_type, intent.status, intent.amount])).toEqual([
    ['paypal', 'REQUIRES_PAYMENT_METHOD', Number(due.slice(1))],
    ['paypal', 'SUCCEEDED', Number(due.slice(1))],
  ]);

  await desk.reload();
  await openAtDesk(desk, orderNumber);
  await expect(desk.getByTestId('desk-balance-payments')).toContainText(`balance of ${due} paid online by the customer, by PayPal`);
  await expect(desk.getByTestId('desk-balance-due')).toHaveCount(0);
});

test('the balance paid with Apple Pay: the wallet button beside the card form pays it, and the order page says Apple Pay', async ({
  page,
  browser,
  airwallexShop,
}) => {
  const desk = await (await browser.newContext({ baseURL: airwallexShop.url })).newPage();
  const { orderPage, due } = await orderWithBalanceDue(page, desk, { ownShop: true });

  await page.goto(orderPage);
  const pay = new BalancePayForm(page);
  const wallet = pay.step.getByTestId('wallet-test-apple-pay');
  await expect(wallet).toBeVisible();
  const frame = wallet.frameLocator('iframe');
  await frame.getByLabel('Test outcome').selectOption({ label: 'Approve' });
  await frame.getByRole('button', { name: 'Pay with Apple Pay (test)' }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/\?balance=paid$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-balance-paid')).toContainText('nothing left to pay');
  await expect(page.getByTestId('order-balances-paid')).toContainText(`Balance of ${due} paid by Apple Pay`);
  await expect(page.getByTestId('balance-pay')).toHaveCount(0);
});
