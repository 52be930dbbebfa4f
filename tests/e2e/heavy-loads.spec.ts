import { expect, test, type Request } from '@playwright/test';
import { GetProductDatesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { runsOperation } from './fixtures/graphql-requests.ts';
import { ProductPage } from './pages/shop.ts';

/** The lines a delivery estimate asked for, or null when it asked for one unit. */
function askedLines(request: Request): unknown {
  const body = JSON.parse(request.postData() ?? '{}') as { variables?: { lines?: unknown } };
  return body.variables?.lines ?? null;
}

test('three 750 kg pallets are estimated as a load of three, on the product page and in the basket, with no refusal', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/ante-wood-pellets/6mm-750-kg');
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (runsOperation(request, GetProductDatesDocument)) asked.push(askedLines(request));
  });

  await product.setQuantity(3);
  await expect.poll(() => asked).toContainEqual([{ productId: 'PEL-ANTE-6MM-750', quantity: 3 }]);
  await expect(page.getByTestId('delivery-estimate')).toHaveText(/for delivery from \w+day \d+ \w+/);
  await expect(page.locator('.delivery-estimate .form-error')).toHaveCount(0);

  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeVisible();
  asked.length = 0;
  await page.goto('/cart');
  const estimate = page.locator('main').getByTestId('basket-delivery');
  await expect(estimate.locator('[data-shipment="pallet"]')).toContainText(/On a pallet: from \w+day \d+ \w+, free delivery\./);
  await expect(estimate.locator('.form-error')).toHaveCount(0);
  // The basket asks for its pallet shipment's lines, not one unit of its first product.
  expect(asked).toContainEqual([{ productId: 'PEL-ANTE-6MM-750', quantity: 3 }]);
});
