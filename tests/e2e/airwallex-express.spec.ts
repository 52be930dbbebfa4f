import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/airwallex-shop.ts';
import { heldOrder, KINDLING, OrderView } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

// Express checkout through Airwallex's own wallet buttons (`applePayButton`, `googlePayButton` of
// @airwallex/components-sdk): the shop's page, its policy, the real SDK package, the server and
// placeExpressOrder run as in production, in the Airwallex shop process with the `apple-pay` and
// `google-pay` rows on. What stands in: the element's code Airwallex serves
// (tests/fixtures/airwallex-hosted/elements-bundle.js, speaking the SDK's declared event shapes) and
// the wallet's own sheet, which the stand-in draws as a dialog in the page; its card is confirmed at
// the local Airwallex stand-in as a card.

test.use({ shopGateways: ['apple-pay', 'google-pay'] });
test.describe.configure({ timeout: 60_000 });

/** The stand-in sheet's delivery options, each "<method>, <first date>: £<charge>". */
const options = (page: Page, wallet: string) => page.getByRole('dialog', { name: `${wallet} (Airwallex stand-in)` }).getByRole('radio');

/**
 * In the open sheet: an unreachable postcode is refused in words and cannot be paid for, then a
 * mainland one brings the options back; answers the first option's delivery date.
 */
async function refusedThenBack(page: Page, wallet: string): Promise<string> {
  const sheet = page.getByRole('dialog', { name: `${wallet} (Airwallex stand-in)` });
  const pay = sheet.getByRole('button', { name: 'Pay' });
  await expect(sheet.getByText(/^Total: £\d+\.\d{2}$/)).toBeVisible({ timeout: 20_000 });
  await expect(options(page, wallet).first()).toBeChecked();
  await expect(pay).toBeEnabled();
  const firstLabel = sheet.locator('fieldset label').first();
  const firstOption = (await firstLabel.textContent())!.trim();

  // Jersey: no delivery method reaches it. Refused in the sheet, in the shop's words, and Pay is off.
  await sheet.getByLabel('Postcode').fill('JE2 3AB');
  await sheet.getByRole('button', { name: 'Use this address' }).click();
  await expect(sheet.getByRole('alert')).toHaveText(/deliver/i);
  await expect(options(page, wallet)).toHaveCount(0);
  await expect(pay).toBeDisabled();

  // Back to Bath: the options and the total come back, the same first date.
  await sheet.getByLabel('Postcode').fill('BA1 1AA');
  await sheet.getByRole('button', { name: 'Use this address' }).click();
  await expect(sheet.getByRole('alert')).toBeHidden();
  await expect(pay).toBeEnabled();
  await expect(firstLabel).toHaveText(firstOption);
  const date = firstOption.match(/, (.+): £/)?.[1];
  expect(date, 'the sheet names the delivery date').toBeTruthy();
  return date!;
}

async function expectPaidWith(page: Page, wallet: string, date: string) {
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/, { timeout: 20_000 });
  await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.getByTestId('paid-with')).toHaveText(wallet);
  // Each shipment comes on the first date the sheet showed.
  const dates = page.getByTestId('delivery-date');
  expect(await dates.count()).toBeGreaterThan(0);
  for (const shown of await dates.all()) await expect(shown).toContainText(date);
}

test.describe("express checkout through Airwallex's own wallet buttons (the Airwallex stand-in)", () => {
  test("product page → Google Pay's own button → an unreachable postcode refused in the sheet, then back → paid: the order page shows the date and Google Pay", async ({
    page,
    airwallexHosts,
    airwallexShop,
  }) => {
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    const google = page.getByTestId('express-google-pay').getByRole('button', { name: 'Buy with Google Pay' });
    await expect(google).toBeVisible({ timeout: 20_000 });
    // This device has no Apple Pay: its button is never drawn (never a dead button).
    await expect(page.getByTestId('express-apple-pay')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy with Apple Pay' })).toHaveCount(0);
    // The element's code came from Airwallex's hosts once the page was idle, not before the buy-box was touched.
    expect(airwallexHosts.requests.some((r) => new URL(r.url).pathname === '/assets/elements.bundle.min.js')).toBe(true);
    const basketBefore = await heldOrder(page);

    await google.click();
    const date = await refusedThenBack(page, 'Google Pay');
    await page.getByRole('dialog', { name: 'Google Pay (Airwallex stand-in)' }).getByRole('button', { name: 'Pay' }).click();
    await expectPaidWith(page, 'Google Pay', date);
    // One charge: the intent was confirmed once.
    const intents = [...airwallexShop.airwallex.intents.values()];
    expect(intents.filter((intent) => intent.status === 'SUCCEEDED')).toHaveLength(1);
    expect(intents.find((intent) => intent.status === 'SUCCEEDED')!.confirmations).toBe(1);
    // The basket the shopper was filling is as it was.
    expect(await heldOrder(page)).toEqual(basketBefore);
  });

  test("basket → Apple Pay's own button (a device with Apple Pay) → refused, then back → paid by Apple Pay", async ({ page }) => {
    // The device: Safari with a card in Apple Pay, as the element asks it before it loads.
    await page.addInitScript(() => {
      (window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    });
    const product = new ProductPage(page);
    await product.open(KINDLING.path);
    await product.addToBasket();
    await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
    await page.goto('/cart');
    const express = page.getByRole('region', { name: 'Express checkout' });
    const apple = express.getByTestId('express-apple-pay').getByRole('button', { name: 'Buy with Apple Pay' });
    await expect(apple).toBeVisible({ timeout: 20_000 });
    await expect(express.getByRole('button', { name: 'Buy with Google Pay' })).toBeVisible();

    await apple.click();
    const date = await refusedThenBack(page, 'Apple Pay');
    await page.getByRole('dialog', { name: 'Apple Pay (Airwallex stand-in)' }).getByRole('button', { name: 'Pay' }).click();
    await expectPaidWith(page, 'Apple Pay', date);
  });
});
