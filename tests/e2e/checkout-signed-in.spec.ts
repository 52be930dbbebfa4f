import { expect, test, type Page } from '@playwright/test';
import { createCustomer, type TestCustomer } from './fixtures/account-data.ts';
import { CREDIT_CUSTOMER, idTokenOf, saveAddress } from './fixtures/checkout-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { Checkout } from './pages/checkout.ts';
import { expectAccessible, KINDLING, OrderView, PaymentForm, TEST_CARDS } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

/** Signing in goes through the local mailbox, which takes a while. */
test.describe.configure({ timeout: 90_000 });

const HOME = { line1: '1 Station Road', city: 'Loughborough', postCode: 'LE12 6UZ' };
const COTTAGE = { line1: '9 Mill Lane', city: 'Loughborough', postCode: 'LE12 6UZ' };

/** A customer signed in in this page, with a default delivery address and a second one saved. */
async function signedInCustomer(page: Page, label: string, existing?: TestCustomer): Promise<TestCustomer> {
  const customer = existing ?? (await createCustomer(page.request, label, { firstName: 'Ada', lastName: 'Lovelace' }));
  await signInThroughPage(page, customer.email);
  const idToken = await idTokenOf(page);
  await saveAddress(page.request, idToken, { firstName: 'Ada', lastName: 'Lovelace', ...HOME, isDefault: true });
  await saveAddress(page.request, idToken, { firstName: 'Ada', lastName: 'Lovelace', ...COTTAGE });
  return customer;
}

async function basketToCheckout(page: Page): Promise<Checkout> {
  const product = new ProductPage(page);
  await product.open(KINDLING.path);
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
  await page.goto('/checkout');
  return new Checkout(page);
}

/** Details as the account has them; the email is the account's and cannot be changed here. */
async function expectDetailsFilledIn(checkout: Checkout, customer: TestCustomer) {
  const contact = checkout.step('contact');
  await expect(contact.getByLabel('Email address')).toHaveValue(customer.email);
  await expect(contact.getByLabel('Email address')).toHaveAttribute('readonly', '');
  await expect(contact.getByLabel('First name')).toHaveValue('Ada');
  await expect(contact.getByLabel('Last name')).toHaveValue('Lovelace');
}

/** The saved addresses are offered, the default chosen; the shopper picks the other one. */
async function pickCottage(checkout: Checkout) {
  const address = checkout.step('address');
  const deliverTo = address.getByRole('group', { name: 'Deliver to' });
  await expect(deliverTo.getByRole('radio')).toHaveCount(3);
  await expect(deliverTo.getByRole('radio', { name: /1 Station Road/ })).toBeChecked();
  await expect(address.getByLabel('Find your address by postcode')).toHaveCount(0);
  await deliverTo.getByRole('radio', { name: /9 Mill Lane/ }).check();
  await checkout.continueToDelivery();
  await expect(checkout.step('address')).toContainText('9 Mill Lane, Loughborough LE12 6UZ');
}

test('a signed-in customer finds their details filled in, picks a saved address, and pays', async ({ page }) => {
  const customer = await signedInCustomer(page, 'checkout.saved');
  const checkout = await basketToCheckout(page);
  await expectDetailsFilledIn(checkout, customer);
  await expectAccessible(page, 'Signed-in checkout details');
  await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
  await expect(checkout.step('contact')).toContainText(customer.email);

  await pickCottage(checkout);
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  // No credit, no credit box.
  await expect(checkout.step('review').getByTestId('credit-box')).toHaveCount(0);
  await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();

  const payment = new PaymentForm(page);
  await payment.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.locator('main')).toContainText('9 Mill Lane');
});

test('a signed-in customer puts their credit towards the order and pays the rest by card', async ({ page }) => {
  const customer = await signedInCustomer(page, 'checkout.credit', CREDIT_CUSTOMER);
  const checkout = await basketToCheckout(page);
  await expectDetailsFilledIn(checkout, customer);
  await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
  await pickCottage(checkout);
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();

  const review = checkout.step('review');
  const credit = review.getByTestId('credit-box');
  await expect(credit).toContainText('You have £5.00 credit.');
  const summary = page.locator('.checkout__summary');
  // "Use amount" is as tall as the input it sits beside, not as the label and input together.
  const useAmount = await credit.getByRole('button', { name: 'Use amount' }).boundingBox();
  const amountInput = await credit.getByLabel('Or use this much (£)').boundingBox();
  expect(Math.abs(useAmount!.height - amountInput!.height)).toBeLessThanOrEqual(2);
  expect(Math.abs(useAmount!.y + useAmount!.height - (amountInput!.y + amountInput!.height))).toBeLessThanOrEqual(2);

  // A chosen amount first, then all of it; the totals are the server's each time.
  await credit.getByLabel('Or use this much (£)').fill('9.99');
  await credit.getByRole('button', { name: 'Use amount' }).click();
  await expect(credit).toContainText('You have £5.00 credit; enter an amount up to £5.00.');
  await credit.getByLabel('Or use this much (£)').fill('2.50');
  await credit.getByRole('button', { name: 'Use amount' }).click();
  await expect(summary).toContainText('Credit used−£2.50');
  await credit.getByRole('button', { name: 'Use my credit' }).click();
  await expect(summary).toContainText('Credit used−£5.00');
  await expect(credit).toContainText('£5.00 of your credit goes towards this order.');
  await expectAccessible(page, 'Signed-in checkout credit');

  const pounds = (text: string | null) => Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100);
  const total = pounds(await checkout.total.textContent());
  await expect(page.getByTestId('checkout-amount-due')).toHaveText(`£${((total - 500) / 100).toFixed(2)}`);

  await review.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = new PaymentForm(page);
  expect(pounds(await payment.amountShown())).toBe(total - 500);
  await payment.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText('Credit used−£5.00');
  await expect(totals).toContainText(`Paid by card£${((total - 500) / 100).toFixed(2)}`);
});

test("a guest's checkout never loads the sign-in library", async ({ page }) => {
  // The identity library's settings and its chunks (src/lib/identity: session, amplify).
  const identity: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/identity/') || /\/_astro\/(session|amplify)\.[\w-]+\.js$/.test(pathname)) identity.push(pathname);
  });
  const checkout = await basketToCheckout(page);
  await expect(checkout.step('contact').getByLabel('Email address')).toBeEditable();
  await checkout.fillContact({ email: 'guest.no.identity@example.co.uk', firstName: 'Gwen', lastName: 'Hart' });
  await expect(checkout.step('address').getByRole('group', { name: 'Deliver to' })).toHaveCount(0);
  expect(identity).toEqual([]);
});
