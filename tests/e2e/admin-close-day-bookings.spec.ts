import { expect, test } from '@playwright/test';
import { cartReadyToPay, createCustomer, graphql, payForCart } from './fixtures/account-data.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { noSeriousViolations, openDayStops } from './fixtures/desk-day-page.ts';

test.describe.configure({ timeout: 180_000 });

const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';

test('closing a day with a booking opens the move panel, and moving them closes the day with the booking on its new day', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, 'closed-day', { firstName: 'Hornbeam', lastName: 'Closure' });
  const orderId = await cartReadyToPay(page.request, customer, [['LOG-ASH-STD', 1]]);
  const cart = await graphql<{
    getOrder: { shipments: { id: string; availableShippingMethods: { id: string; estDeliveryDates: string[] }[] }[] };
  }>(
    page.request,
    `query($orderId: ID!) { getOrder(orderId: $orderId, ${SCOPE}) { shipments { id availableShippingMethods { id estDeliveryDates } } } }`,
    { orderId },
  );
  const method = cart.getOrder.shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
  // The furthest day offered: the other journeys book the first days, which this close leaves alone.
  const day = method.estDeliveryDates.at(-1)!;
  await graphql(
    page.request,
    `mutation($orderId: ID!, $method: ID!, $day: String) {
      selectShippingMethodForShipment(orderId: $orderId, id: "van", shippingMethod: $method, selectedEstDeliveryDate: $day, ${SCOPE}) { id }
    }`,
    { orderId, method: method.id, day },
  );
  const { number } = await payForCart(page.request, orderId);

  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Delivery' }).click();
  const close = page.getByRole('group', { name: 'Close a day' });
  await close.getByLabel('Date').fill(day);
  await close.getByLabel('Name').fill('Stocktake');
  await close.getByLabel('The shop is closed (no dispatch or delivery anywhere)').check();
  await page.getByRole('button', { name: 'Close this day' }).click();

  const panel = page.getByRole('heading', { name: /^Move the \d+ shipments? booked on .*, then close it$/ });
  await expect(panel).toBeFocused();
  await expect(page.locator('.move-bookings__list')).toContainText(`Order ${number}, van: Hornbeam Closure`);
  await noSeriousViolations(page, 'the move panel', '.move-bookings');
  const target = await page.getByLabel('Move them to').inputValue();
  expect(target).not.toBe(day);
  await page.getByRole('button', { name: /^Move \d+ and close / }).click();

  const closed = page.getByRole('row', { name: /Stocktake/ });
  await expect(closed).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The booking now arrives on the day it was moved to, and is gone from the closed one.
  const moved = await openDayStops(page, target);
  await expect(moved.stop(number)).toContainText('Hornbeam Closure');
  const before = await openDayStops(page, day);
  await expect(before.stop(number)).toHaveCount(0);

  // Open the day again, so the journeys after this one are offered it as before.
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Delivery' }).click();
  await closed.getByRole('button', { name: /^Open again:/ }).click();
  await expect(closed).toHaveCount(0);
});
