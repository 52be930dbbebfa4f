import { LOCAL_AIRWALLEX_CARDS } from '../fixtures/airwallex-local.ts';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { typeCard } from './pages/airwallex.ts';
import { BalancePayForm, openAtDesk, orderWithBalanceDue } from './pages/balance.ts';

// The order page's balance paid through Airwallex's card element, as the checkout pays with it:
// payBalance creates the intent at the Airwallex stand-in and hands the page its secret, the
// element confirms it (the bank's 3-D Secure check inside the element), and checkBalancePayment
// settles it. See airwallex-payment.spec.ts for what is real and what stands in.

/** A checkout, a desk edit in a second browser, Airwallex's element and the desk again. */
test.describe.configure({ timeout: 150_000 });

test("the desk adds a bag, the customer pays the balance in Airwallex's card element with 3-D Secure, and nothing is left to pay", async ({
  page,
  browser,
  airwallexShop,
}) => {
  const desk = await (await browser.newContext({ baseURL: airwallexShop.url })).newPage();
  const { orderNumber, orderPage, due } = await orderWithBalanceDue(page, desk, { ownShop: true });
  const orderId = /\/order\/([0-9a-f-]{36})/.exec(orderPage)![1]!;

  await page.goto(orderPage);
  await expect(page.getByTestId('order-balance-due')).toContainText(`${due} still to pay`);
  const pay = new BalancePayForm(page);
  const fields = await typeCard(pay, LOCAL_AIRWALLEX_CARDS.challenge);
  await expect(pay.payButton).toHaveText(`Pay ${due}`);
  await pay.pressPay();
  await fields.getByRole('button', { name: 'Pass authentication' }).click();

  // Settled by checkBalancePayment (two calls through the shop to the stand-in): a loaded machine may be slow.
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/\?balance=paid$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-balance-paid')).toContainText('nothing left to pay');
  await expect(page.getByTestId('order-balance-due')).toHaveCount(0);
  await expect(page.getByTestId('balance-pay')).toHaveCount(0);
  // The balance's own intent, for exactly the balance, confirmed at Airwallex.
  const intents = [...airwallexShop.airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
  expect(intents.map((intent) => [intent.status, intent.amount])).toEqual([['SUCCEEDED', Number(due.slice(1))]]);

  await desk.reload();
  await openAtDesk(desk, orderNumber);
  await expect(desk.getByTestId('desk-balance-payments')).toContainText(`balance of ${due} paid online by the customer`);
  await expect(desk.getByTestId('desk-balance-due')).toHaveCount(0);
});
