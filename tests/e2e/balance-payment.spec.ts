import { type Browser, expect, test, type Page } from '@playwright/test';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { BankCheck, KINDLING, OrderView, PaymentForm, reachPayment, TEST_CARDS } from './pages/payment.ts';

/** A checkout, a desk edit in a second browser, a bank check and the desk again. */
test.describe.configure({ timeout: 150_000 });

/** The order page's payment of a balance due: the same card fields as checkout, in its own section. */
class BalancePayForm extends PaymentForm {
  override readonly step;
  constructor(page: Page) {
    super(page);
    this.step = page.getByTestId('balance-pay');
  }
}

/** The desk's detail of one order, found by its number. */
async function openAtDesk(page: Page, orderNumber: string) {
  await page.getByRole('link', { name: 'Find an order' }).click();
  await page.getByLabel('Order number, email, name, phone or postcode').fill(orderNumber);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Open order ${orderNumber}` }).click();
}

/**
 * A guest's order paid in this browser (so its order page opens in full here), then one more bag
 * of kindling added at the desk in another browser: more than was paid, a balance due.
 */
async function orderWithBalanceDue(page: Page, browser: Browser) {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);
  const orderPage = page.url().replace(/\?.*$/, '');

  const desk = await (await browser.newContext()).newPage();
  await staffSignIn(desk);
  await openAtDesk(desk, orderNumber);
  const form = desk.getByRole('form', { name: 'Edit items' });
  await form.getByLabel(new RegExp(`\\(${KINDLING.sku}\\)`)).fill('2');
  await form.getByRole('button', { name: 'Preview the new totals' }).click();
  await expect(form.getByTestId('line-edit-preview')).toBeVisible();
  await form.getByLabel('Why (kept in the history)').fill('Customer asked for a second bag');
  await form.getByRole('button', { name: 'Save the change and tell the customer' }).click();
  const deskBalance = desk.getByTestId('desk-balance-due');
  await expect(deskBalance).toContainText(/Balance due: £\d+\.\d{2}/);
  const due = /£\d+\.\d{2}/.exec((await deskBalance.textContent())!)![0];
  return { orderNumber, orderPage, desk, due };
}

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
