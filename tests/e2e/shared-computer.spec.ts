import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures/account-data.ts';
import { Checkout } from './pages/checkout.ts';
import { KINDLING, OrderView, PaymentForm, TEST_CARDS } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

/** A whole guest checkout, then two more visits. */
test.describe.configure({ timeout: 120_000 });

/** Kindling in the basket and the checkout open at its first step. */
async function openCheckoutWithKindling(page: Page): Promise<Checkout> {
  const product = new ProductPage(page);
  await product.open(KINDLING.path);
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
  await page.goto('/checkout');
  const checkout = new Checkout(page);
  await expect(checkout.step('contact').getByLabel('Email address')).toBeVisible();
  return checkout;
}

/** Everything this tab's page can read back from Web Storage, as one text to search. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

async function expectEmptyContact(checkout: Checkout) {
  const contact = checkout.step('contact');
  await expect(contact.getByLabel('Email address')).toHaveValue('');
  await expect(contact.getByLabel('First name')).toHaveValue('');
  await expect(contact.getByLabel('Last name')).toHaveValue('');
  await expect(contact.getByLabel('Phone number (optional)')).toHaveValue('');
}

test("after a guest's order this browser keeps none of their details: not in storage, not in the next shopper's checkout", async ({
  page,
  context,
  browser,
}) => {
  const guest = { email: uniqueEmail('shared.computer'), firstName: 'Wilhelmina', lastName: 'Fairweather', phone: '07700 900456' };
  const checkout = await openCheckoutWithKindling(page);
  await checkout.fillContact(guest);
  await checkout.findAddress('LE12 6UZ', /^3 Woodgate Lane/);
  // While the checkout is open, what was typed is kept for this tab (a reload loses nothing).
  expect(await storedText(page)).toContain(guest.firstName);
  await checkout.continueToDelivery();
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
  const payment = new PaymentForm(page);
  await payment.fillCard({ number: TEST_CARDS.approved, name: `${guest.firstName} ${guest.lastName}` });
  await payment.pressPay();
  const { orderId } = await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.getByTestId('order-address')).toContainText('Woodgate Lane');

  // Placed: neither storage holds the name, email, phone or address any more.
  const kept = await storedText(page);
  for (const personal of [guest.email, guest.firstName, guest.lastName, '900456', 'Woodgate', 'LE12 6UZ']) {
    expect(kept, `${personal} left in Web Storage`).not.toContain(personal);
  }

  // The next person at this computer: the guest's tab closed, a new one in the same browser.
  await page.close();
  const next = await context.newPage();
  // The order, reopened from the browser's history, shows its receipt, not the guest's details.
  await next.goto(`/order/${orderId}/`);
  await expect(next.getByTestId('order-receipt-only')).toBeVisible();
  for (const personal of [guest.email, guest.firstName, guest.lastName, 'Woodgate', 'LE12']) {
    await expect(next.locator('main')).not.toContainText(personal);
  }
  await expectEmptyContact(await openCheckoutWithKindling(next));

  // And a browser of its own starts empty too.
  const elsewhere = await (await browser.newContext()).newPage();
  await expectEmptyContact(await openCheckoutWithKindling(elsewhere));
});
