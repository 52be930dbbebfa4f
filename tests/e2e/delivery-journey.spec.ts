import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectFitsScreen } from './fixtures/screen.ts';
import { Checkout } from './pages/checkout.ts';
import { expectAccessible } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

/** Delivery charges, days and reach, on a desktop and on a phone. */

const PELLETS = '/wood-pellets/firepower/6mm-975-kg';
const CRATE = '/firewood/birch/full-crate';
const FIRELIGHTERS = '/kindling/natural-firelighters';

async function addToBasket(page: Page, path: string) {
  const product = new ProductPage(page);
  await product.open(path);
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Contact details, then an address typed by hand; the delivery step is not awaited. */
async function giveAddress(page: Page, address: { postcode: string; restrictedAccess?: boolean }) {
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: 'delivery.shopper@example.co.uk', firstName: 'Dee', lastName: 'Hart' });
  const step = checkout.step('address');
  await step.getByLabel('Address line 1').fill('1 Harbour Road');
  await step.getByLabel('Town or city').fill('Stornoway');
  await step.getByLabel('Postcode', { exact: true }).fill(address.postcode);
  if (address.restrictedAccess) await step.getByLabel(/Access is restricted/).check();
  await step.getByRole('button', { name: 'Continue to delivery' }).click();
  return checkout;
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === 'phone') test.use(PHONE);

    test('a restricted-access surcharge is named with its reason on each method, the shipment and the totals', async ({ page }) => {
      await addToBasket(page, PELLETS);
      await page.goto('/checkout');
      const checkout = await giveAddress(page, { postcode: 'LE12 6UZ', restrictedAccess: true });
      const delivery = checkout.step('delivery');
      await expect(delivery.getByRole('button', { name: 'Continue to review' })).toBeVisible();

      // The standard pallet is free over £350 of pellets, but the tail-lift is not: it is never called free.
      await expect(delivery.getByTestId('method-price-pallet-standard')).toHaveText('£15.00 (free delivery + £15.00 Tail-lift delivery)');
      await expect(delivery.getByTestId('method-price-pallet-next-day')).toHaveText('£74.00 (£59.00 delivery + £15.00 Tail-lift delivery)');
      await expect(delivery.getByText(/^Tail-lift delivery, £15\.00: Your address has restricted access/)).toHaveCount(2);
      await expect(delivery.getByTestId('shipment-cost-pallet')).toHaveText('£15.00');
      await expect(delivery.getByTestId('shipment-surcharges-pallet')).toHaveText(
        /^Includes Tail-lift delivery, £15\.00: Your address has restricted access/,
      );
      const totals = page.getByRole('complementary', { name: 'Order summary' });
      await expect(totals.getByText('Includes Tail-lift delivery')).toBeVisible();
      await expectFitsScreen(page, 'delivery step with a surcharge');
      await expectAccessible(page, `delivery step with a surcharge (${device})`);

      // Controlled by the saved choice: the radio turns once the server has the new method.
      await delivery.getByRole('radio', { name: /Next-day pallet delivery/ }).click();
      await expect(delivery.getByRole('radio', { name: /Next-day pallet delivery/ })).toBeChecked();
      await expect(delivery.getByTestId('shipment-cost-pallet')).toHaveText('£74.00');
      await expect(page.getByTestId('checkout-delivery')).toHaveText('£74.00');
      await expect(totals.getByText('Includes Tail-lift delivery')).toBeVisible();
    });

    test('the delivery summary says the days and the slot in the method’s format, as the date was offered', async ({ page }) => {
      await addToBasket(page, CRATE);
      await page.goto('/checkout');
      const checkout = await giveAddress(page, { postcode: 'LE12 6UZ' });
      const delivery = checkout.step('delivery');
      await expect(delivery.getByRole('button', { name: 'Continue to review' })).toBeVisible();
      const dates = delivery.getByLabel('Delivery date');
      const third = dates.locator('option').nth(2);
      const offered = (await third.textContent())!;
      // Offered as the van's format has it ('EEEE d MMMM'), never as an ISO date.
      expect(offered).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
      await dates.selectOption({ label: offered });
      await expect(delivery.getByTestId('delivery-date')).toHaveText(offered);
      // The slot is offered with its hours, in the words the order page, mails and desk promise it in.
      const morning = delivery.getByRole('radio', { name: 'Morning (between 8am and 12 noon) – £10.00' });
      await morning.click();
      await expect(morning).toBeChecked();
      await expect(delivery.getByTestId('delivery-slot')).toHaveText(', Morning (between 8am and 12 noon)');
      await expectFitsScreen(page, 'delivery step with a slot');
      await delivery.getByRole('button', { name: 'Continue to review' }).click();

      const summary = delivery.getByTestId('delivery-summary-van');
      await expect(summary).toContainText('Delivery by our van');
      await expect(summary).not.toContainText('By our van: Delivery by our van');
      await expect(summary.getByTestId('delivery-date')).toHaveText(offered);
      await expect(summary.getByTestId('delivery-slot')).toHaveText(', Morning (between 8am and 12 noon)');
      await expect(summary.getByTestId('dispatch-date')).toHaveText(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
      await expect(delivery).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      await expectFitsScreen(page, 'review with the delivery summary');
      await expectAccessible(page, `review with the delivery summary (${device})`);
    });

    test('the basket’s delivery estimate names a Highlands surcharge with its reason', async ({ page }) => {
      await addToBasket(page, CRATE);
      await page.goto('/cart');
      const estimate = page.getByTestId('basket-delivery');
      await estimate.getByRole('button', { name: 'Change delivery postcode' }).click();
      await estimate.getByLabel('Delivery postcode').fill('IV2 3AA');
      await estimate.getByRole('button', { name: 'Update' }).click();
      // A full crate is over the van's free-delivery threshold: what is left is the surcharge, and it says why.
      await expect(estimate.getByTestId('basket-surcharges-van')).toHaveText(
        'Includes Remote area surcharge, £25.00: Delivering to the Scottish Highlands costs the courier more.',
      );
      await expectFitsScreen(page, 'basket with a surcharge');
      await expectAccessible(page, `basket with a surcharge (${device})`);
    });

    test('an address some of the basket cannot reach is said at the address step, with what can go there', async ({ page }) => {
      // Pellets go by pallet, which does not reach the Western Isles; firelighters alone go by parcel, which does.
      await addToBasket(page, PELLETS);
      await addToBasket(page, FIRELIGHTERS);
      await page.goto('/checkout');
      const checkout = new Checkout(page);
      await checkout.fillContact({ email: 'island.shopper@example.co.uk', firstName: 'Iona', lastName: 'Hart' });
      const address = checkout.step('address');
      // Only where a delivery method goes: no crate travels to the Crown Dependencies.
      const countries = address.getByLabel('Country');
      await expect(countries.locator('option')).toHaveText(['United Kingdom']);

      await address.getByLabel('Address line 1').fill('1 Harbour Road');
      await address.getByLabel('Town or city').fill('Stornoway');
      await address.getByLabel('Postcode', { exact: true }).fill('HS1 2AA');
      await address.getByRole('button', { name: 'Continue to delivery' }).click();
      const notice = address.getByTestId('undeliverable-notice');
      await expect(notice).toContainText('We cannot deliver all of your basket to HS1 2AA.');
      await expect(notice).toContainText(/By pallet: 1 × Firepower 6mm – 975 kg\. .*Pallet delivery does not reach island addresses/);
      await expect(notice).toContainText(/We can deliver 1 × .*Firelighters.* there/i);
      await expect(notice).toBeFocused();
      await expect(checkout.step('delivery').getByRole('button', { name: 'Continue to review' })).toHaveCount(0);
      await expectFitsScreen(page, 'address step refusing an island');
      await expectAccessible(page, `address step refusing an island (${device})`);

      // Another address the whole basket can reach moves on as before.
      await address.getByLabel('Postcode', { exact: true }).fill('LE12 6UZ');
      await address.getByLabel('Town or city').fill('Loughborough');
      await checkout.continueToDelivery();
      await expect(address.getByTestId('undeliverable-notice')).toHaveCount(0);
    });
  });
}
