import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './pages/payment.ts';

/** The Product block of a page's JSON-LD. */
async function productLd(page: Page): Promise<{ sku: string; offers: { price: string; availability: string } }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
  return data.find((d) => d['@type'] === 'Product') as never;
}

test('listing cards show the price the store holds, the same the product page states in JSON-LD and the buy-box shows live', async ({
  page,
}) => {
  await page.goto('/firewood/ash');
  const cards = page.locator('.product-card');
  await expect(cards).toHaveCount(3);
  const listed = await cards.evaluateAll((items) =>
    items.map((item) => ({
      path: item.querySelector('a')!.getAttribute('href')!,
      price: item.querySelector('[data-testid="card-price"] strong')?.textContent ?? '',
      unit: item.querySelector('.product-card__unit')?.textContent ?? '',
    })),
  );
  expect(listed.map((card) => [card.price, card.unit])).toEqual([
    ['£149.00', '£165.56 per m³'],
    ['£219.00', '£168.46 per m³'],
    ['£289.00', '£160.56 per m³'],
  ]);
  for (const card of listed) {
    await page.goto(card.path);
    const ld = await productLd(page);
    expect(`£${ld.offers.price}`).toBe(card.price);
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    await expect(page.getByTestId('price')).toHaveText(card.price);
    await expect(page.getByTestId('unit-price')).toHaveText(card.unit);
  }
});

test('home page cards and pellet cards show a price, and pellets a price per kg and per bag', async ({ page }) => {
  await page.goto('/');
  const homePrices = page.locator('.product-card [data-testid="card-price"]');
  expect(await homePrices.count()).toBeGreaterThan(0);
  expect(await page.locator('.product-card').count()).toBe(await homePrices.count());
  for (const text of await homePrices.allTextContents()) expect(text).toMatch(/£\d[\d,]*\.\d\d/);

  await page.goto('/wood-pellets/firepower');
  await expect(page.locator('.product-card', { hasText: '750 kg' }).getByTestId('card-price')).toContainText(
    '£349.00£0.47 per kg · £6.98 per bag',
  );
});

test('the product page compares the sizes of its range and switches between them with plain links', async ({ page }) => {
  await page.goto('/firewood/ash/full-crate');
  const table = page.getByTestId('size-comparison').locator('table');
  await expect(table.locator('thead [aria-current="page"]')).toContainText('Full crate');
  const row = (label: string) => table.locator('tbody tr', { has: page.locator(`th:text-is("${label}")`) }).locator('td');
  await expect(row('Contents')).toHaveText(['0.9 m³', '1.3 m³', '1.8 m³']);
  await expect(row('Footprint')).toHaveText(['100 × 80 cm', '100 × 100 cm', '120 × 100 cm']);
  await expect(row('Log length')).toHaveText(['25 cm', '25 cm', '25 cm']);
  await expect(row('Lasts')).toHaveText(['about 18 weeks', 'about 26 weeks', 'about 36 weeks']);
  await expect(row('Price')).toHaveText(['£149.00', '£219.00', '£289.00']);
  // The full crate costs more per m³ than the standard one: the table says so, and which is lowest.
  await expect(row('Unit price')).toHaveText(['£165.56 per m³', '£168.46 per m³', '£160.56 per m³Lowest unit price']);

  await table.getByRole('link', { name: 'Max crate' }).click();
  await expect(page).toHaveURL(/\/firewood\/ash\/max-crate$/);
  await expect(page.getByTestId('size-comparison').locator('thead [aria-current="page"]')).toContainText('Max crate');
  await expect(page.getByTestId('size-comparison').getByRole('link', { name: 'Full crate' })).toHaveAttribute(
    'href',
    '/firewood/ash/full-crate',
  );
});

test('articles list the products they discuss, and product pages link to the articles that name them', async ({ page }) => {
  await page.goto('/knowledge-base/choosing-a-crate-size');
  const products = page.getByTestId('article-products');
  await expect(products.locator('.product-card')).toHaveCount(6);
  await expect(products.locator('.product-card', { hasText: 'ash logs – full crate' }).getByTestId('card-price')).toContainText('£219.00');

  await products.getByRole('link', { name: /ash logs – full crate/ }).click();
  await expect(page).toHaveURL(/\/firewood\/ash\/full-crate$/);
  const guides = page.getByTestId('related-articles');
  await expect(guides.getByRole('link')).toHaveText(['Choosing a crate size', 'How we deliver']);
  await guides.getByRole('link', { name: 'Choosing a crate size' }).click();
  await expect(page).toHaveURL(/\/knowledge-base\/choosing-a-crate-size$/);

  // Only the articles that name it: the birch max crate is in the crate-size guide alone.
  await page.goto('/firewood/birch/max-crate');
  await expect(page.getByTestId('related-articles').getByRole('link')).toHaveText(['Choosing a crate size']);
});

test('the size comparison adds delivery to the postcode the shopper types, by keyboard, and the lowest price delivered', async ({
  page,
}) => {
  const comparisonScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/size-delivery\.[\w-]+\.js$/.test(request.url())) comparisonScripts.push(request.url());
  });
  await page.goto('/firewood/ash/full-crate');
  await expect(page.getByTestId('price')).toBeVisible();
  const comparison = page.getByTestId('size-comparison');
  const row = (label: string) => comparison.locator('tbody tr', { has: page.locator(`th:text-is("${label}")`) }).locator('td');
  await expect(comparison.getByRole('row', { name: /^Delivery/ })).toBeHidden();
  expect(comparisonScripts, 'the delivery comparison loads its code only when asked').toEqual([]);

  // No postcode known yet: the comparison asks for one, with the focus in the field.
  await comparison.getByRole('button', { name: 'Show delivery to your postcode' }).focus();
  await page.keyboard.press('Enter');
  const field = comparison.getByLabel('Your postcode');
  await expect(field).toBeFocused();
  expect(comparisonScripts).toHaveLength(1);
  await expectAccessible(page, 'size comparison asking for a postcode');
  await page.keyboard.type('eh1 1yz');
  await page.keyboard.press('Enter');

  // The van is free over £150: the standard crate pays for it, the bigger ones do not. Delivered,
  // the max crate costs least per m³ (£160.56, against £187.72 and £168.46), not the smallest total.
  await expect(comparison.locator('[data-delivery-status]')).toHaveText('Delivery to EH1 1YZ, for one of each size on its own.');
  await expect(row('Delivery')).toHaveText(['£19.95', 'Free', 'Free']);
  await expect(row('With delivery')).toHaveText(['£168.95', '£219.00', '£289.00Lowest per m³ with delivery']);
  // The postcode is the shopper's chosen one: the buy-box estimate follows it.
  await expect(page.getByTestId('delivery-estimate')).toContainText('to EH1 1YZ');

  // Changed from the comparison, to where crates pay a surcharge or cannot go.
  await comparison.getByRole('button', { name: 'Change postcode' }).click();
  await field.fill('HS1 2AA');
  await comparison.getByRole('button', { name: 'Show delivery' }).click();
  await expect(comparison.locator('[data-delivery-status]')).toHaveText('Delivery to HS1 2AA, for one of each size on its own.');
  await expect(row('With delivery')).toHaveText(['–', '–', '–']);
  await expect(row('Delivery').first()).not.toHaveText(/£|Free|Could not check/);
});

test('the size comparison uses the postcode the shopper chose before, and follows a change made in the buy-box', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ecomHelper:postcode', 'EH1 1YZ'));
  await page.goto('/firewood/birch/full-crate');
  const comparison = page.getByTestId('size-comparison');
  const row = (label: string) => comparison.locator('tbody tr', { has: page.locator(`th:text-is("${label}")`) }).locator('td');
  await comparison.getByRole('button', { name: 'Show delivery to your postcode' }).click();
  await expect(comparison.getByLabel('Your postcode')).toBeHidden();
  // Birch's standard crate is over the free-delivery threshold where ash's is not: delivered, it is
  // the cheaper of the two standard crates (£168.95 for ash). Per m³ the max crate is still lowest.
  await expect(row('Delivery')).toHaveText(['Free', 'Free', 'Free']);
  await expect(row('With delivery')).toHaveText(['£159.00', '£229.00', '£299.00Lowest per m³ with delivery']);

  await page.getByRole('button', { name: 'Change delivery postcode' }).click();
  await page.getByLabel('Delivery postcode').fill('IV2 3BN');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(comparison.locator('[data-delivery-status]')).toHaveText('Delivery to IV2 3BN, for one of each size on its own.');
  // The Highlands surcharge stays when the van is otherwise free.
  await expect(row('Delivery')).toHaveText(['£25.00', '£25.00', '£25.00']);
  await expect(row('With delivery')).toHaveText(['£184.00', '£254.00', '£324.00Lowest per m³ with delivery']);
});
