import { type Browser, expect, test, type Page } from '@playwright/test';
import { BalancePayForm, openAtDesk, orderWithBalanceDue as paidThenEditedAtDesk } from './pages/balance.ts';
import { BankCheck, KINDLING, OrderView, reachPayment, TEST_CARDS } from './pages/payment.ts';

/** The desk in a browser of its own. */
async function orderWithBalanceDue(page: Page, browser: Browser) {
  const desk = await (await browser.newContext()).newPage();
  return { ...(await paidThenEditedAtDesk(page, desk)), desk };
}

/** A checkout, a desk edit in a second browser, a bank check and the desk again. */
test.describe.configure({ timeout: 150_000 });

test('the desk adds a bag, the customer pays the balance on the order page with 3-D Secure, and both see it paid', async ({
  page,
  browser,
}) => {
  const { orderNumber, orderPage, desk, due } = await orderWithBalanceDue(page, browser);

  // The customer's order page says what is still to pay and what for.
  await page.goto(orderPage);
  const balance = page.getByTestId('order-balance-due');
  await expect(balance).toContainText(`${due} still to pay`);
  await expect(balance).toContainText('1 → 2');

  // Paid with a card the bank checks: its page, then back to the order.
  const pay = new BalancePayForm(page);
  await expect(pay.payButton).toHaveText(`Pay ${due}`);
  await pay.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(due, '3220');
  await bank.approve();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/\?balance=paid$/);
  await expect(page.getByTestId('order-balance-paid')).toContainText('nothing left to pay');
  await expect(page.getByTestId('order-balance-due')).toHaveCount(0);
  await expect(page.getByTestId('balance-pay')).toHaveCount(0);

  // The desk, opened again, has no balance, and says how it was paid.
  await desk.reload();
  await openAtDesk(desk, orderNumber);
  await expect(desk.getByTestId('desk-balance-payments')).toContainText(`balance of ${due} paid online by the customer`);
  await expect(desk.getByTestId('desk-balance-due')).toHaveCount(0);
});

test("a balance's bank check left unfinished does not take over a later checkout's return: the new order is placed and shown", async ({
  page,
  browser,
}) => {
  const { orderPage, due } = await orderWithBalanceDue(page, browser);
  const balanceOrderId = /\/order\/([0-9a-f-]{36})/.exec(orderPage)![1]!;

  // The customer starts paying the balance, reaches the bank's page, and leaves it.
  await page.goto(orderPage);
  await new BalancePayForm(page).pay(TEST_CARDS.threeDSecure);
  await new BankCheck(page).expectOpen(due, '3220');
  await page.goto('/');

  // Later, in the same browser: a new basket paid with a bank check, approved.
  const next = await reachPayment(page);
  const amount = await next.amountShown();
  await next.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await bank.approve();
  const { orderId } = await new OrderView(page).expectPlaced(KINDLING.sku);
  expect(orderId).not.toBe(balanceOrderId);
});
