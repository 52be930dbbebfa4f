import { expect, type Route, test } from '@playwright/test';
import { AddToCartDocument, CheckOrderCanBePlacedDocument, PlaceOrderDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { holdOperation, runsOperation } from './fixtures/graphql-requests.ts';
import { FlyIn, ProductPage } from './pages/shop.ts';
import { countPlaceOrders, KINDLING, OrderView, reachPayment, TEST_CARDS } from './pages/payment.ts';

/** What the API answers while it cannot reach its database. */
function shopUnavailable(route: Route) {
  return route.fulfill({
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2' },
    body: JSON.stringify({
      errors: [
        { message: 'We could not reach the shop just now. Please try again in a moment.', extensions: { code: 'SHOP_UNAVAILABLE' } },
      ],
    }),
  });
}

test('an add while the shop answers 503 says it is trying again, tries again, and goes through', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open(KINDLING.path);
  let refused = 0;
  await page.route('**/graphql', async (route) => {
    if (runsOperation(route.request(), AddToCartDocument) && refused < 2) {
      refused += 1;
      return shopUnavailable(route);
    }
    return route.fallback();
  });

  await product.addToBasket();
  await expect(page.getByRole('alert')).toContainText('We could not reach the shop, trying again.');
  await expect(new FlyIn(page).line(KINDLING.sku)).toBeVisible();
  expect(refused).toBe(2);
  // Once through, the basket no longer says it is trying.
  await expect(page.getByText('We could not reach the shop, trying again.')).toHaveCount(0);
});

test('a payment whose answer is lost is never called failed: checkout says it is checking, then opens the placed order', async ({
  page,
}) => {
  const payment = await reachPayment(page);
  const placeOrders = countPlaceOrders(page);
  // The payment reaches the shop and goes through; its answer is lost on the way back (a 503).
  await page.route('**/graphql', async (route) => {
    if (!runsOperation(route.request(), PlaceOrderDocument)) return route.fallback();
    await route.fetch();
    return shopUnavailable(route);
  });
  // The first question about it waits, so what the page says meanwhile can be read.
  const answerCheck = await holdOperation(page, CheckOrderCanBePlacedDocument);

  await payment.pay(TEST_CARDS.approved);
  await expect(payment.message).toContainText('We did not hear back about your payment, so we are checking it now.');
  await expect(payment.message).not.toContainText('Nothing was charged');
  await expect(payment.payButton).toBeDisabled();
  answerCheck();

  await new OrderView(page).expectPlaced(KINDLING.sku);
  expect(placeOrders()).toBe(1);
});
