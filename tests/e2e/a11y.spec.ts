import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Checkout } from './pages/checkout.ts';
import { ProductPage } from './pages/shop.ts';

/**
 * WCAG 2.1 A and AA, as axe-core checks them, on the pages where people buy. Only serious and
 * critical violations fail; the message lists each one with the elements and how to fix it.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(where: string, violations: AxeResults['violations']): string {
  if (violations.length === 0) return `${where}: no serious or critical violations`;
  const lines = [`${where}: ${violations.length} serious or critical accessibility violation(s)`];
  for (const v of violations) {
    lines.push('', `[${v.impact}] ${v.id}: ${v.help}`, `  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      lines.push(`  - ${node.target.join(' ')}`, `    ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
      if (summary) lines.push(`    ${summary.slice(0, 400)}`);
    }
    if (v.nodes.length > 8) lines.push(`  … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  // Soft: one step's problems do not hide the next step's. Compared as "[impact] rule: elements"
  // lines so the diff stays short; the message above it has the details and the fixes.
  const found = blocking.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(found, describeViolations(where, blocking)).toEqual([]);
}

async function addToBasket(page: Page, path: string) {
  const product = new ProductPage(page);
  await product.open(path);
  await product.addToBasket();
  const flyIn = page.getByRole('dialog', { name: 'Your basket' });
  await expect(flyIn).toBeVisible();
  await expect(flyIn.locator('[data-sku]').first()).toBeVisible();
  return flyIn;
}

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  test('the open fly-in', async ({ page }) => {
    await addToBasket(page, '/firewood/birch/full-crate');
    await expectNoSeriousViolations(page, 'Fly-in basket', 'dialog.fly-in');
  });

  test('the basket page with items', async ({ page }) => {
    await addToBasket(page, '/firewood/birch/full-crate');
    await page.keyboard.press('Escape');
    await addToBasket(page, '/kindling/natural-firelighters');
    await page.goto('/cart');
    await expect(page.locator('main [data-sku]')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'Basket page');
  });

  test('every checkout step: contact, address, delivery, review, payment', async ({ page }) => {
    await addToBasket(page, '/firewood/birch/full-crate');
    await page.goto('/checkout');
    const checkout = new Checkout(page);

    const contact = checkout.step('contact');
    await expect(contact.getByLabel('Email address')).toBeVisible();
    await expectNoSeriousViolations(page, 'Checkout, contact step');

    // The same step showing its errors.
    await contact.getByRole('button', { name: 'Continue to address' }).click();
    await expect(contact.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'Checkout, contact step with errors');

    await checkout.fillContact({ email: 'axe.shopper@example.co.uk', firstName: 'Ax', lastName: 'Core' });
    const address = checkout.step('address');
    await address.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(address.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'Checkout, address step with errors');
    await checkout.findAddress('LE12 6UZ', /^3 Woodgate Lane/);
    await expectNoSeriousViolations(page, 'Checkout, address step (postcode lookup done)');

    await checkout.continueToDelivery();
    await expect(checkout.step('delivery').getByRole('button', { name: 'Continue to review' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'Checkout, delivery step');

    await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
    await expect(checkout.step('review').getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Checkout, review step');

    await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await expectNoSeriousViolations(page, 'Checkout, payment step');
  });
});
