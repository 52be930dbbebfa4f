import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';
import { FlyIn } from './pages/shop.ts';

// Ante's 975 kg pallet: no other browser test opens its page or reads its stock, so this test may
// put it on presale while the others run, and puts it back at once.
const SKU = 'PEL-ANTE-6MM-975';
const NAME = 'Ante 6mm – 975 kg';
const PAGE = '/ante-wood-pellets/6mm-975-kg';
const SHOP = { tenant: 'hearth', salesChannel: 'uk-web' };
// A Friday far enough ahead to be "after today" on any run, so the test never reads the clock.
const PRESALE_DATE = '2099-01-16';

async function storefront<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await request.post('/graphql', { headers: { 'x-api-key': 'hearth-local-storefront' }, data: { query, variables } });
  const body = (await reply.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const productDates = (request: APIRequestContext) =>
  storefront<{ getProductDates: { estDispatchDate: string; estDeliveryDate: string } }>(
    request,
    'query($productId: ID!, $postcode: String!, $tenant: ID!, $salesChannel: ID!) { getProductDates(productId: $productId, postcode: $postcode, tenant: $tenant, salesChannel: $salesChannel) { estDispatchDate estDeliveryDate } }',
    { ...SHOP, productId: SKU, postcode: 'LE12 6UZ' },
  ).then((data) => data.getProductDates);

/** The desk's catalogue form for the product, with `fields` typed in, saved. */
async function changeProduct(page: Page, fields: { stock: string; presaleDate: string; presaleLimit: string }) {
  const form = page.getByRole('group', { name: `Change ${NAME}` });
  if (!(await form.isVisible())) await page.getByRole('button', { name: `Change ${NAME}` }).click();
  await form.getByLabel('Stock on hand').fill(fields.stock);
  await form.getByLabel('Presale date (optional)').fill(fields.presaleDate);
  await form.getByLabel('Presale limit (optional)').fill(fields.presaleLimit);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`Saved: ${NAME}`);
}

test('a pre-order promises delivery after its presale date on its page and in the basket, offers no "Email me when it\'s back", and a basket mixing it with stock chooses how to send them', async ({
  page,
  context,
}) => {
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Catalogue' }).click();
  const form = page.getByRole('group', { name: `Change ${NAME}` });
  await page.getByRole('button', { name: `Change ${NAME}` }).click();
  const stockBefore = await form.getByLabel('Stock on hand').inputValue();

  await changeProduct(page, { stock: '0', presaleDate: PRESALE_DATE, presaleLimit: '10' });
  try {
    const dates = await productDates(page.request);
    expect(dates.estDispatchDate).toBe(PRESALE_DATE);
    expect(dates.estDeliveryDate > PRESALE_DATE).toBe(true);

    const shopper = await context.newPage();
    await shopper.addInitScript(() => localStorage.setItem('ecomHelper:postcode', 'LE12 6UZ'));
    await shopper.goto(PAGE);
    await expect(shopper.locator('[data-stock]')).toHaveText('Pre-order: ships from 16 January 2099');
    await expect(shopper.getByTestId('delivery-estimate')).toContainText('for delivery from Tuesday 20 January to LE12 6UZ');
    await expect(shopper.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    // Coloured by React from the live data: the buy-box has rendered the presale, form or no form.
    await expect(shopper.locator('[data-stock]')).toHaveAttribute('style', /background/);
    await expect(shopper.getByRole('form', { name: 'Email me when it’s back' })).toHaveCount(0);

    // The basket promises the same day for the shipment, not the day an order placed now would leave.
    await shopper.getByRole('button', { name: 'Add to basket' }).click();
    await expect(new FlyIn(shopper).dialog).toBeVisible();
    await shopper.goto('/cart');
    await expect(shopper.getByTestId('basket-delivery')).toContainText('On a pallet: from Tuesday 20 January');
    await expect(shopper.getByTestId('basket-delivery').getByTestId('shipment-ready')).toHaveText('Pre-order: ships from 16 January.');

    // With pellets in stock beside it, the basket asks how to send them: each way with its days and charge.
    await shopper.goto('/wood-pellets/firepower/6mm-375-kg');
    await shopper.getByRole('button', { name: 'Add to basket' }).click();
    await expect(new FlyIn(shopper).dialog).toBeVisible();
    await shopper.goto('/cart');
    const choice = shopper.getByRole('group', { name: 'Some of your order is on pre-order: how shall we send it?' });
    const together = choice.getByRole('radio', { name: /Wait and send everything together/ });
    const split = choice.getByRole('radio', { name: /Send what is in stock now, the pre-orders when they ship/ });
    await expect(together).toBeChecked();
    // Together the pallet's goods pass the free-delivery threshold; apart, the pellets pay their own.
    await expect(choice).toContainText('1 delivery, arriving Tuesday 20 January. Delivery free.');
    await split.click();
    await expect(split).toBeChecked();
    await expect(choice).toContainText(/2 deliveries: \w+ \d+ \w+, then Tuesday 20 January\. Delivery £[1-9]\d*\.\d\d in all\./);
    await expect(shopper.getByTestId('basket-delivery')).toContainText('On a pallet, the pre-orders: from Tuesday 20 January');
    await expectAccessible(shopper, 'the basket asking how to send a pre-order');
    // On a 320 px phone the choice wraps inside the basket: no sideways scroll.
    await shopper.setViewportSize({ width: 320, height: 640 });
    await expect(choice).toBeVisible();
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shopper.close();
  } finally {
    // Put back at once: the change starts the site's rebuild, whose pages the other tests read.
    await changeProduct(page, { stock: stockBefore, presaleDate: '', presaleLimit: '' });
  }
});
