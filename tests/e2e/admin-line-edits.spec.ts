import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';

test.describe.configure({ timeout: 150_000 });

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

test('on a phone (390px), staff take a crate off an order by keyboard: the preview shows the refund, saving makes it and mails the customer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(page.request, 'desk-line-edit', { firstName: 'Linden', lastName: 'Crate' });
  const order = await placeOrderFor(page.request, customer, [['LOG-ASH-STD', 3]]);
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Find an order' }).click();
  await page.getByLabel('Order number, email, name, phone or postcode').fill(String(order.number));
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Open order ${order.number}` }).click();

  const form = page.getByRole('form', { name: 'Edit items' });
  await expect(form).toBeVisible();
  const quantity = form.getByLabel(/^Ash logs – Standard crate \(LOG-ASH-STD\)/);
  await expect(quantity).toHaveValue('3');
  // By keyboard alone: the quantity, then Enter previews.
  await quantity.focus();
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveValue('2');
  await page.keyboard.press('Enter');
  const preview = form.getByTestId('line-edit-preview');
  await expect(preview).toContainText('Ash logs – Standard crate: 3 → 2');
  await expect(preview).toContainText(/Difference\s*£[\d.,]+ less/);
  await expect(preview).toContainText('Refund to the card');
  const refund = (await preview.locator('dt:text-is("Refund to the card") + dd').textContent())!;
  await noSidewaysScroll(page, 'the edit preview');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-find-heading"]', 'the edit preview, at 390px');

  await form.getByLabel('Why (kept in the history)').fill('Customer has enough for the winter');
  await form.getByRole('button', { name: 'Save the change and tell the customer' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText(`Saved. ${refund} is going back to the card. The customer is mailed.`);
  await expect(page.getByRole('list', { name: `History of order ${order.number}` })).toContainText('Ash logs – Standard crate: 3 → 2');
  await expect(form.getByLabel(/^Ash logs – Standard crate/)).toHaveValue('2');
  await noSidewaysScroll(page, 'the order after the edit');
  await noSeriousViolations(page, 'section[aria-labelledby="admin-find-heading"]', 'the order after the edit, at 390px');

  await expect
    .poll(async () => (await mailTo(page.request, customer.email)).filter((mail) => mail.subject.includes('changed the items')).length)
    .toBe(1);
});
