import { expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

// On a phone: staff reach for the desk from the yard as often as from a desk.
test.use({ viewport: { width: 390, height: 844 } });

const SHOP = { tenant: 'hearth', salesChannel: 'uk-web' };

async function sellerPhone(page: Page): Promise<string> {
  const reply = await page.request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: { query: 'query($tenant: ID!) { getSeller(tenant: $tenant) { phone } }', variables: { tenant: SHOP.tenant } },
  });
  const body = (await reply.json()) as { data: { getSeller: { phone: string } } };
  return body.data.getSeller.phone;
}

/** Nothing on the page is wider than the phone: no sideways scrolling to reach a field. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('staff change the seller’s phone on the desk and see it saved, on a phone-sized screen', async ({ page }) => {
  await staffSignIn(page);
  const desk = page.getByRole('navigation', { name: 'Desk sections' });
  await desk.getByRole('link', { name: 'Seller' }).click();
  const phone = page.getByLabel('Phone', { exact: true });
  const before = await phone.inputValue();
  expect(before).toBe(await sellerPhone(page));
  await expectNoSidewaysScroll(page);

  // A VAT number one digit out is refused on its field, which takes the keyboard.
  const vat = page.getByLabel('VAT number');
  const vatBefore = await vat.inputValue();
  await vat.fill('GB 123 4567 83');
  await page.getByRole('button', { name: 'Save seller details' }).click();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAccessibleDescription(/HMRC’s check/);
  await vat.fill(vatBefore);

  await phone.fill('01509 222333');
  await page.getByRole('button', { name: 'Save seller details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('phone 01509 222333');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('01509 222333');
  expect(await sellerPhone(page)).toBe('01509 222333');
  await expectAccessible(page, 'seller desk');

  // Put back at once: the save started the site's rebuild, and the pages other browser tests read
  // must come out of it as they were.
  await page.getByLabel('Phone', { exact: true }).fill(before);
  await page.getByRole('button', { name: 'Save seller details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`phone ${before}`);
  expect(await sellerPhone(page)).toBe(before);

  // The delivery methods' forms fit the phone too.
  await desk.getByRole('link', { name: 'Delivery' }).click();
  await page.getByText('Add a delivery method').click();
  await expect(page.getByRole('button', { name: 'Add this method' })).toBeVisible();
  const perVehicle = page.getByRole('group', { name: 'Charged again for each vehicle an order needs' }).last();
  await expect(perVehicle.getByRole('checkbox')).toHaveCount(4);
  await expect(perVehicle.getByRole('checkbox', { name: "The zone's surcharge" })).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'delivery methods desk');
});
