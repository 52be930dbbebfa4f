import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { createCustomer, type TestCustomer } from './fixtures/account-data.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';

test.describe.configure({ timeout: 150_000 });

/** Ash logs by van on the first day offered, in its first timed slot; the other slots and days come back for the change. */
async function vanOrderFor(request: APIRequestContext, customer: TestCustomer) {
  const order = await bookedVanOrder(request, customer, { lines: [['LOG-ASH-STD', 2]] });
  return { number: order.number, newDay: order.days[1]!, newSlot: order.slots[1]! };
}

async function noSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ content: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content, `${where}: the page is ${widths.content}px wide in a ${widths.viewport}px window`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

async function noSeriousViolations(page: Page, section: string, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(section).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `${where}: serious or critical accessibility violations`).toEqual([]);
}

const mailsTo = async (request: APIRequestContext, email: string, subject: string) =>
  (await mailTo(request, email)).filter((mail) => mail.subject.includes(subject));

test('on a desktop, staff find an order by its number, move it to another day and slot, and refund part: the customer is mailed each', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const customer = await createCustomer(page.request, 'desk-find', { firstName: 'Linden', lastName: 'Ashdown' });
  const order = await vanOrderFor(page.request, customer);
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Find an order' }).click();
  await page.getByLabel('Order number, email, name, phone or postcode').fill(`#${order.number}`);
  await page.getByRole('button', { name: 'Find' }).click();
  // One order found opens at once.
  const detail = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });
  await expect(detail).toContainText('Linden Ashdown');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-find-heading"]', 'the order found, at 1280px');

  const edits = page.getByRole('region', { name: `Change the delivery of order ${order.number}` });
  const dayForm = edits.getByRole('form', { name: 'Day and slot of the van' });
  await dayForm.getByLabel('New day').selectOption(order.newDay);
  await dayForm.getByLabel('Slot').selectOption(order.newSlot.code);
  await dayForm.getByRole('button', { name: 'Change the day of the van' }).dblclick();
  await expect(dayForm.getByRole('status')).toContainText('now arrives');

  const dayWords = formatIsoDate(order.newDay, 'EEEE d MMMM yyyy');
  await expect.poll(async () => (await mailsTo(page.request, customer.email, 'delivery day')).length, { timeout: 30_000 }).toBe(1);
  const moved = (await mailsTo(page.request, customer.email, 'delivery day'))[0]!;
  expect(moved.subject).toContain(String(order.number));
  expect(moved.text.replace(/\s+/g, ' ')).toContain(`now arrives ${dayWords}, ${order.newSlot.label}`);

  const refreshed = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });
  await refreshed.getByLabel('Amount to refund (£)').fill('4.50');
  await refreshed.getByLabel('Reason', { exact: true }).fill('Late delivery, sorry');
  await refreshed.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refreshed.getByRole('status')).toHaveText('Refunded £4.50: Refunded.');
  await expect.poll(async () => (await mailsTo(page.request, customer.email, 'has refunded £4.50')).length, { timeout: 30_000 }).toBe(1);
  expect((await mailsTo(page.request, customer.email, 'has refunded £4.50'))[0]!.text).toContain('£4.50');

  // The customer's card links the order back to the search.
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Email or order number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('article', { name: new RegExp(customer.email.replaceAll('.', '\\.')) });
  await expect(card.getByRole('list', { name: `Orders of ${customer.email}` })).toContainText(`Order ${order.number}`);
  await noSeriousViolations(page, 'section[aria-labelledby="admin-customers-heading"]', 'the customer card, at 1280px');

  await page.getByRole('link', { name: 'Undelivered mail' }).click();
  await expect(page.getByRole('heading', { name: 'Undelivered mail', level: 2 })).toBeVisible();
  await noSeriousViolations(page, 'section[aria-labelledby="admin-mail-heading"]', 'undelivered mail, at 1280px');

  // The audit names the order and shows only what changed: the day change's entry, narrowed to it.
  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('What', { exact: true }).selectOption('order.delivery.date');
  await page.getByRole('button', { name: 'Show' }).click();
  const entry = page.getByRole('row', { name: new RegExp(`Order ${order.number}`) }).first();
  await expect(entry).toContainText('order.delivery.date');
  await expect(entry).toContainText(`deliveryDate:`);
  await noSeriousViolations(page, 'section[aria-labelledby="admin-audit-heading"]', 'the audit, at 1280px');
});

test('on a phone (390px), the search, an order found and its delivery forms fit the screen and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(page.request, 'desk-find-phone', { firstName: 'Rowan', lastName: 'Hollins' });
  const order = await vanOrderFor(page.request, customer);
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Find an order' }).click();
  await page.getByLabel('Order number, email, name, phone or postcode').fill('Hollins');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('button', { name: `Open order ${order.number}` })).toBeVisible();
  await noSidewaysScroll(page, 'the orders found');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-find-heading"]', 'the orders found, at 390px');

  await page.getByRole('button', { name: `Open order ${order.number}` }).click();
  await expect(page.getByRole('region', { name: `Change the delivery of order ${order.number}` })).toBeVisible();
  await noSidewaysScroll(page, 'the order found, open');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-find-heading"]', 'the order found, open, at 390px');

  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Email or order number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('article', { name: new RegExp(customer.email.replaceAll('.', '\\.')) })).toBeVisible();
  await noSidewaysScroll(page, 'the customer card');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-customers-heading"]', 'the customer card, at 390px');

  await page.getByRole('link', { name: 'Undelivered mail' }).click();
  await expect(page.getByRole('heading', { name: 'Undelivered mail', level: 2 })).toBeVisible();
  await noSidewaysScroll(page, 'undelivered mail');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-mail-heading"]', 'undelivered mail, at 390px');

  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('form', { name: 'Narrow the audit' })).toBeVisible();
  await noSeriousViolations(page, 'section[aria-labelledby="admin-audit-heading"]', 'the audit, at 390px');
});
