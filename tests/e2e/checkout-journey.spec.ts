import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, placeOrdersFor } from './fixtures/account-data.ts';
import { emailedSignInCode, mailboxMark, mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { claimOrders } from './fixtures/order-claims.ts';
import { PHONE, expectFitsScreen } from './fixtures/screen.ts';
import { Checkout } from './pages/checkout.ts';
import { expectAccessible } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

/** The checkout and order journey as shoppers found it, on a desktop and on a phone. */

async function addCrate(page: Page) {
  const product = new ProductPage(page);
  await product.open('/firewood/birch/full-crate');
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('server refusals in the shopper’s words, beside their field', () => {
  test('a too-long name and an unknown postcode are shown at their fields, focused, and a new refusal replaces the old', async ({
    page,
  }) => {
    await addCrate(page);
    await page.goto('/checkout');
    const checkout = new Checkout(page);
    const contact = checkout.step('contact');
    await contact.getByLabel('Email address').fill('long.name@example.co.uk');
    await contact.getByLabel('First name').fill('A'.repeat(101));
    await contact.getByLabel('Last name').fill('Hart');
    await contact.getByRole('button', { name: 'Continue to address' }).click();
    await expect(contact.getByText('First name must be at most 100 characters.')).toBeVisible();
    await expect(contact.getByLabel('First name')).toBeFocused();
    await expect(page.getByText(/input\.firstName/)).toHaveCount(0);

    await contact.getByLabel('First name').fill('Gwen');
    await contact.getByRole('button', { name: 'Continue to address' }).click();
    const address = checkout.step('address');
    await address.getByLabel('Address line 1').fill('1 High Street');
    await address.getByLabel('Town or city').fill('Nowhere');
    await address.getByLabel('Postcode', { exact: true }).fill('XX99 9ZZ');
    await address.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(address.locator('.field__error')).toHaveText([/^XX99 9ZZ is not a UK postcode we recognise/]);
    await expect(address.getByLabel('Postcode', { exact: true })).toBeFocused();
    await expect(page.getByText(/address\.0\./)).toHaveCount(0);
    await expectAccessible(page, 'address step with a refusal');

    await address.getByLabel('Postcode', { exact: true }).fill('LE12 6UZ');
    await address.getByLabel('Town or city').fill('N'.repeat(81));
    await address.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(address.locator('.field__error')).toHaveText(['At most 80 characters.']);
    await expect(address.getByLabel('Town or city')).toBeFocused();
  });
});

test.describe('the checkout on a phone', () => {
  test.use(PHONE);

  test('no step is wider than a 390 px screen, the address lookup and payment included', async ({ page }) => {
    await addCrate(page);
    await page.goto('/cart');
    await expectFitsScreen(page, 'basket');
    await page.goto('/checkout');
    const checkout = new Checkout(page);
    await expectFitsScreen(page, 'details');
    await checkout.fillContact({ email: 'phone.shopper@example.co.uk', firstName: 'P'.repeat(100), lastName: 'Hart' });
    await checkout.step('address').getByLabel('Find your address by postcode').fill('LE12 6UZ');
    await checkout.step('address').getByRole('button', { name: 'Find address' }).click();
    await expect(checkout.step('address').getByLabel(/Choose your address/)).toBeVisible();
    await expectFitsScreen(page, 'address, after Find address');
    await checkout.findAddress('LE12 6UZ', /Hearth Fuels/);
    await checkout.continueToDelivery();
    await expectFitsScreen(page, 'delivery');
    await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
    await expect(checkout.step('review').getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expectFitsScreen(page, 'review');
    await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('payment-step')).toContainText('You are ready to pay');
    await expectFitsScreen(page, 'payment');
    await expectAccessible(page, 'payment step on a phone');
  });
});

test('on a desktop a 100-character name wraps in the step summary and the order summary stays on screen', async ({ page }) => {
  await addCrate(page);
  await page.goto('/checkout');
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: 'wide.name@example.co.uk', firstName: 'W'.repeat(100), lastName: 'Hart' });
  await expectFitsScreen(page, 'address step');
  const summary = await page.locator('.checkout__summary').boundingBox();
  expect(summary!.x + summary!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('coupons in the basket: a discount line, a replaced code said so, a code limited per customer kept for checkout, refusals at the field', async ({
  page,
}) => {
  await addCrate(page);
  await page.goto('/cart');
  const main = page.locator('main');
  const code = main.getByLabel('Discount code');
  const apply = async (value: string) => {
    await code.fill(value);
    await main.getByRole('button', { name: 'Apply' }).click();
  };

  await apply('CRATE20');
  await expect(main.getByTestId('cart-discount')).toHaveText('−£20.00');
  await expect(main.locator('.cart-totals')).toContainText('Discount (CRATE20)');

  await apply('FREEDELIVERY');
  await expect(main.getByRole('status').filter({ hasText: 'FREEDELIVERY applied' })).toHaveText(
    'FREEDELIVERY applied in place of CRATE20 (it took £20.00 off): an order can use one code. To keep CRATE20, enter it again.',
  );

  // Where the code is typed, the basket says that such a code waits for the email at checkout.
  await expect(code).toHaveAccessibleDescription('A code limited per customer is kept here and checked against your email at checkout.');
  await apply('WARMWELCOME');
  await expect(main.locator('.applied-coupon')).toContainText('WARMWELCOME kept: this code is checked against your email at checkout.');
  await expect(main.getByRole('status').filter({ hasText: 'WARMWELCOME kept' })).toHaveText(/^WARMWELCOME kept in place of FREEDELIVERY: /);
  await expect(main.getByTestId('cart-discount')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);

  const error = main.locator('.coupon-form .field__error');
  await apply('NOTACODE');
  await expect(error).toHaveText(/no offer with the code NOTACODE/);
  await expectAccessible(page, 'basket with a refused code');
});

test('a code limited per customer, kept in the basket, is checked against the email at checkout and takes its discount off there', async ({
  page,
}) => {
  await addCrate(page);
  await page.goto('/cart');
  const main = page.locator('main');
  await main.getByLabel('Discount code').fill('WARMWELCOME');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.locator('.applied-coupon')).toContainText('WARMWELCOME kept');

  await page.goto('/checkout');
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: `first.order.${randomUUID()}@example.co.uk`, firstName: 'Wren', lastName: 'Ashby' });
  await checkout.findAddress('LE12 6UZ', /^3 Woodgate Lane/);
  await checkout.continueToDelivery();
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  const review = checkout.step('review');
  // 10% of the birch crate's £229.00.
  await expect(review.locator('.applied-coupon')).toContainText('WARMWELCOME applied: £22.90 off.');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('−£22.90');
  await expect(review.locator('.applied-coupon')).not.toContainText('checked against your email');
  await expectAccessible(page, 'review with a code checked against the email');
});

test('a quantity above the stock is lowered with "only N available", and the basket offers 1 to N without gaps', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/firewood/birch/full-crate');
  await product.setQuantity(999);
  const note = page.getByRole('status').filter({ hasText: /available/ });
  await expect(note).toHaveText(/^Only \d+ available, so the quantity is set to \d+\.$/);
  const available = Number((await note.textContent())!.match(/Only (\d+)/)![1]);
  expect(available).toBeLessThan(999);
  await expect(page.getByLabel('Quantity')).toHaveValue(String(available));
  // Other browser tests buy this crate while this one runs, so the stock may fall by a few before
  // the add: a few fewer than the note said still goes in whole.
  const quantity = Math.max(1, available - 5);
  await product.setQuantity(quantity);
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.goto('/cart');
  const choices = page.locator('main [data-sku="LOG-BIR-FULL"] select option');
  await expect(choices.first()).toHaveText('1');
  // Every quantity from 1 to the stock there is now (at least 20 offered, at most what the note said), without a gap.
  const offered = await choices.allTextContents();
  expect(offered.length).toBeGreaterThanOrEqual(Math.max(20, quantity));
  expect(offered.length).toBeLessThanOrEqual(Math.max(20, available));
  expect(offered).toEqual(Array.from({ length: offered.length }, (_, i) => String(i + 1)));
});

test('reorder adds the order to the basket the shopper already holds', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(page.request, 'journey.reorder');
  const [placed] = await placeOrdersFor(page.request, customer, [[['LOG-BIR-FULL', 1]]]);
  await signInThroughPage(page, customer.email);
  await claimOrders(page, customer, [placed!]);
  const product = new ProductPage(page);
  await product.open('/kindling/natural-firelighters');
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.goto(`/account/orders?order=${placed!.id}`);
  await expect(page.getByText('Adds the same items to your basket at today’s prices.')).toBeVisible();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const basket = page.locator('main');
  await expect(basket.locator('[data-sku="LOG-BIR-FULL"]')).toBeVisible();
  await expect(basket.locator('[data-sku="ACC-FIRELIGHTER-100"]')).toBeVisible();
});

for (const device of [
  { name: 'desktop', use: {} },
  { name: 'phone', use: PHONE },
]) {
  test.describe(`the basket shows the real cost (${device.name})`, () => {
    test.use(device.use);

    test('a delivery estimate for the postcode, what makes delivery free, the checkout button high, the count in the header', async ({
      page,
    }) => {
      const product = new ProductPage(page);
      await product.open('/kindling/natural-firelighters');
      await product.setQuantity(2);
      await product.addToBasket();
      await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
      await page.goto('/cart');
      const main = page.locator('main');
      await expect(page.getByRole('link', { name: 'Basket 2 items', exact: true })).toBeVisible();

      const estimate = main.getByTestId('basket-delivery');
      await expect(estimate.getByRole('heading')).toHaveText('Delivery to LE12 6UZ');
      await expect(estimate.locator('[data-shipment="parcel"]')).toContainText(
        /By parcel: from \w+day \d+ \w+, delivery from £\d+\.\d\d\./,
      );
      await expect(estimate.locator('[data-shipment="parcel"]')).toContainText('Add £14.02 more for free delivery.');

      await expect(main.locator('.cart-totals')).toContainText('Total before delivery');
      await expect(main).toContainText('Delivery is added at checkout, once we know the address.');
      // The checkout button comes before the extras, within the first screen.
      const button = await main.getByRole('link', { name: 'Go to checkout' }).boundingBox();
      const coupon = await main.getByLabel('Discount code').boundingBox();
      expect(button!.y).toBeLessThan(coupon!.y);
      expect(button!.y + button!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await expectFitsScreen(page, 'basket');
      await expectAccessible(page, `basket (${device.name})`);

      // A postcode the shopper chooses leads, here and on the product page.
      await estimate.getByRole('button', { name: 'Change delivery postcode' }).click();
      await estimate.getByLabel('Delivery postcode').fill('PA20 0AA');
      await estimate.getByRole('button', { name: 'Update' }).click();
      await expect(estimate.getByRole('heading')).toHaveText('Delivery to PA20 0AA');

      await main.getByRole('link', { name: 'Go to checkout' }).click();
      await expect(page.getByTestId('checkout-delivery')).toHaveText('Calculated after the address');
    });
  });
}

test('the courier’s book-in call can be chosen for a shipment, and stays chosen', async ({ page }) => {
  await addCrate(page);
  await page.goto('/checkout');
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: 'book.in@example.co.uk', firstName: 'Bea', lastName: 'Hart' });
  await checkout.findAddress('LE12 6UZ', /^1 Woodgate Lane/);
  await checkout.continueToDelivery();
  const van = checkout.step('delivery').locator('fieldset[data-shipment="van"]');
  await expect(van.locator('legend')).toHaveText(/^By our van: /);
  const bookIn = van.getByRole('checkbox', { name: 'Book-in call' });
  await expect(bookIn).toHaveAccessibleDescription(/We call before delivery to agree a time.*(Free|Adds £\d+\.\d\d)\.$/);
  await expect(bookIn).not.toBeChecked();
  // Controlled by the saved order: it ticks once the server has the choice.
  await bookIn.click();
  await expect(bookIn).toBeChecked();
  await page.reload();
  await expect(
    checkout
      .step('delivery')
      .locator('fieldset[data-shipment="van"]')
      .getByRole('checkbox', { name: /^Book-in call/ }),
  ).toBeChecked();
  await expectAccessible(page, 'delivery step with the book-in call');
});

test('a saved address found by postcode in the account leads the product page’s and the basket’s estimate', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(page.request, 'journey.saved');
  await signInThroughPage(page, customer.email, '/account/addresses');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.locator('form.account-address-form');
  await form.getByLabel('Find your address by postcode').fill('EH1 1YZ');
  await form.getByRole('button', { name: 'Find address' }).click();
  const picker = form.getByLabel(/Choose your address/);
  await picker.selectOption({ index: 1 });
  await expect(form.getByLabel('Postcode', { exact: true })).toHaveValue('EH1 1YZ');
  await expect(form.getByLabel('Address line 1')).not.toHaveValue('');
  await expectAccessible(page, 'account address form with the postcode lookup');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('.account-address-form')).toHaveCount(0);

  const product = new ProductPage(page);
  await product.open('/kindling/natural-firelighters');
  await expect(page.getByTestId('delivery-estimate')).toContainText('to EH1 1YZ');
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('basket-delivery').getByRole('heading')).toHaveText('Delivery to EH1 1YZ');
});

test('every guest at checkout can sign in with an emailed code without leaving it, and nothing tells whether an account exists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(page.request, 'journey.guest.sign-in');
  const stranger = 'nobody.here@example.co.uk';
  await addCrate(page);
  await page.goto('/checkout');
  const contact = new Checkout(page).step('contact');
  const offer = contact.getByText('Have an account? Sign in to use your credit and saved addresses');
  const sendCode = contact.getByRole('button', { name: 'Email me a sign-in code' });
  await expect(offer).toBeVisible();
  await sendCode.click();
  await expect(contact.getByRole('alert')).toContainText('Type your email address below first');

  // An email with no account gets the very same code step; no mail goes to it.
  const mark = await mailboxMark(page.request);
  await contact.getByLabel('Email address').fill(stranger);
  await sendCode.click();
  const codeStep = contact.getByRole('heading', { name: 'Check your email' });
  await expect(codeStep).toBeFocused();
  await expect(contact.getByText(`If ${stranger} has an account with us, we have emailed it a 6-digit code.`)).toBeVisible();
  await expectAccessible(page, 'details step waiting for a sign-in code');
  await contact.getByLabel('Sign-in code').fill('123456');
  await contact.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(contact.getByRole('alert')).toHaveText(/That code did not sign you in/);
  expect(await mailTo(page.request, stranger)).toHaveLength(0);

  await contact.getByRole('button', { name: 'Use another email address' }).click();
  await contact.getByLabel('Email address').fill(customer.email);
  await sendCode.click();
  await expect(contact.getByText(`If ${customer.email} has an account with us, we have emailed it a 6-digit code.`)).toBeVisible();
  await contact.getByLabel('Sign-in code').fill(await emailedSignInCode(page.request, customer.email, mark));
  await contact.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Still the checkout, now signed in: the account's email, fixed, and no offer.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(contact.getByLabel('Email address')).toHaveValue(customer.email);
  await expect(contact.getByLabel('Email address')).toHaveAttribute('readonly', '');
  await expect(offer).toHaveCount(0);
});
