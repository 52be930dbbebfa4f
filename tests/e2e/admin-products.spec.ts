import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

// A product of this run's own: no page in the CMS, so the rebuild its creation starts changes no
// page another browser test reads, and no other test knows its SKU.
const SKU = `LOG-E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
const NAME = `Test logs ${SKU.slice(-6)}`;
const SHOP = { tenant: 'hearth', salesChannel: 'uk-web' };

/** What the storefront's buy-box would read for the SKU: null when the shop does not sell it. */
async function storefrontProduct(request: APIRequestContext): Promise<{ currentPrice: number } | null> {
  const reply = await request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query:
        'query($id: ID!, $tenant: ID!, $salesChannel: ID!) { getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) { currentPrice } }',
      variables: { ...SHOP, id: SKU },
    },
  });
  const body = (await reply.json()) as { data: { getProductData: { currentPrice: number } | null }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.getProductData;
}

// The desk on a phone: a 390 px-wide screen, as staff use it in the yard.
test.use({ viewport: { width: 390, height: 844 } });

test('staff add a product on a phone, find it in the list, and retire it', async ({ page }) => {
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Catalogue' }).click();

  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('group', { name: 'New product' });
  await form.getByLabel('SKU', { exact: true }).fill(SKU);
  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await form.getByLabel('Weight (kg)').fill('250');
  await form.getByLabel('Price (£)', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Add product' }).click();
  // Refused with the reason on its field, which takes the keyboard.
  await expect(form.getByLabel('Price (£)', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Price (£)', { exact: true })).toHaveAccessibleDescription(/Enter a price above £0\.00/);

  await form.getByLabel('Price (£)', { exact: true }).fill('89.50');
  await form.getByLabel('Stock on hand').fill('7');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(`Added ${NAME} (${SKU}): on sale now.`);
  expect(await storefrontProduct(page.request)).toEqual({ currentPrice: 89.5 });

  const row = page.getByRole('row').filter({ hasText: SKU });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('On sale');
  await expectAccessible(page, 'catalogue desk with a new product');
  // Nothing of the desk is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row.getByRole('button', { name: `Retire ${NAME}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'retired' })).toHaveText(
    `${NAME} is retired: off the shop, kept in orders and receipts.`,
  );
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: `Restore ${NAME}` })).toBeVisible();
  expect(await storefrontProduct(page.request)).toBeNull();
});
