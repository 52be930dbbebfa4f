import { expect, type Page } from '@playwright/test';
import { staffSignIn } from '../fixtures/staff-sign-in.ts';
import { KINDLING, OrderView, PaymentForm, reachPayment, TEST_CARDS } from './payment.ts';

/** The order page's payment of a balance due: the same card fields as checkout, in its own section. */
export class BalancePayForm extends PaymentForm {
  override readonly step;
  constructor(page: Page) {
    super(page);
    this.step = page.getByTestId('balance-pay');
  }
}

/** The desk's detail of one order, found by its number. */
export async function openAtDesk(page: Page, orderNumber: string) {
  await page.getByRole('link', { name: 'Find an order' }).click();
  await page.getByLabel('Order number, email, name, phone or postcode').fill(orderNumber);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Open order ${orderNumber}` }).click();
}

/**
 * A guest's order paid in this browser (so its order page opens in full here), then one more bag
 * of kindling added at the desk in another browser's page: more than was paid, a balance due.
 * `ownShop` for a shop process of the spec's own (see staffSignIn).
 */
export async function orderWithBalanceDue(page: Page, desk: Page, { ownShop = false }: { ownShop?: boolean } = {}) {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);
  const orderPage = page.url().replace(/\?.*$/, '');

  await staffSignIn(desk, { ownShop });
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
  return { orderNumber, orderPage, due };
}
