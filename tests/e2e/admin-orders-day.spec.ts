import { expect, test, type APIRequestContext } from '@playwright/test';
import { cartReadyToPay, createCustomer, graphql, payForCart, type TestCustomer } from './fixtures/account-data.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';

test.describe.configure({ timeout: 120_000 });

const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';
const WORDS = 'filled.count.soap';
const PHONE = '+447700900456';

/**
 * A van order whose customer chose everything the crew must see: a book-in call and the first
 * timed slot on the first day offered, what3words and a phone at the address, and a note for the
 * order. The desk is then asked for the order's own day, never the machine's.
 */
async function chosenVanOrder(request: APIRequestContext, customer: TestCustomer) {
  const orderId = await cartReadyToPay(request, customer, [['LOG-ASH-STD', 2]]);
  const address = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    line1: '1 Station Road',
    city: 'Loughborough',
    postCode: 'LE12 6UZ',
    countryCode: 'GB',
    what3Words: `///${WORDS}`,
    phoneNumber: PHONE,
    deliveryNotes: 'Round the back, by the log store: gate-code-4321-then-the-path-past-the-greenhouse',
  };
  await graphql(
    request,
    `mutation($orderId: ID!, $address: [OrderAddressInput!]!) { addEditOrderAddress(orderId: $orderId, address: $address, ${SCOPE}) { id } }`,
    {
      orderId,
      address: [
        { addressType: 'billing', ...address },
        { addressType: 'shipping', ...address },
      ],
    },
  );
  await graphql(request, `mutation($id: ID!) { updateOrder(id: $id, data: { orderNotes: "Ring before you come" }, ${SCOPE}) { id } }`, {
    id: orderId,
  });
  const cart = await graphql<{
    getOrder: {
      shipments: { id: string; availableShippingMethods: { id: string; estDeliveryDates: string[]; timedConfig: { code: string }[] }[] }[];
    };
  }>(
    request,
    `query($orderId: ID!) { getOrder(orderId: $orderId, ${SCOPE}) { shipments { id availableShippingMethods { id estDeliveryDates timedConfig { code } } } } }`,
    { orderId },
  );
  const method = cart.getOrder.shipments.find((s) => s.id === 'van')!.availableShippingMethods.find((m) => m.timedConfig.length > 0)!;
  const day = method.estDeliveryDates[0]!;
  await graphql(
    request,
    `mutation($orderId: ID!, $method: ID!, $day: String, $slot: String) {
      selectShippingMethodForShipment(orderId: $orderId, id: "van", shippingMethod: $method, services: ["bookIn"], selectedEstDeliveryDate: $day, selectedTimedConfigCode: $slot, ${SCOPE}) { id }
    }`,
    { orderId, method: method.id, day, slot: method.timedConfig[0]!.code },
  );
  const placed = await payForCart(request, orderId);
  return { number: placed.number, day };
}

for (const [name, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${name} (${viewport.width}px) the day's stops fit the screen, show what the customer chose, and open an order in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(page.request, `desk-day-${viewport.width}`, { firstName: 'Hazel', lastName: 'Coppice' });
    const order = await chosenVanOrder(page.request, customer);
    await staffSignIn(page);

    const stop = (await openDayStops(page, order.day)).stop(order.number);
    await expect(stop).toContainText('Hazel Coppice');
    await noSidewaysScroll(page, "the day's stops");

    await expect(stop.getByRole('list', { name: 'Booked services' })).toContainText('Book-in call');
    await expect(stop).toContainText(`///${WORDS}`);
    await expect(stop).toContainText('Round the back, by the log store');
    await expect(stop).toContainText('Ring before you come');
    await expect(stop.getByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE}`);

    // Every action of the stop is on screen, not cut off at the right.
    const open = stop.getByRole('button', { name: `Open order ${order.number}` });
    for (const action of [stop.getByRole('button', { name: /^Dispatch/ }), open]) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await noSeriousViolations(page, "the day's stops");

    // On paper: the van run sheet alone, with a tick box and a signature box per stop.
    await page.emulateMedia({ media: 'print' });
    await expect(stop).toBeHidden();
    const sheet = page.locator('.van-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('columnheader')).toHaveText([
      'Done',
      'Order',
      'Slot',
      'Customer',
      'Address',
      'Booked and notes',
      'Load',
      'Signature',
    ]);
    await expect(sheet.getByRole('row', { name: new RegExp(String(order.number)) })).toContainText('Book-in call');
    await page.emulateMedia({ media: 'screen' });

    await open.click();
    const detail = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });
    const heading = detail.getByRole('heading', { name: new RegExp(`^Order ${order.number}`) });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(detail).toContainText('Book-in call');
    await expect(detail).toContainText(`///${WORDS}`);
    await expect(detail).toContainText('Ring before you come');
    await expect(detail.getByRole('link', { name: PHONE }).first()).toHaveAttribute('href', `tel:${PHONE}`);
    await noSidewaysScroll(page, 'the open order');
    await noSeriousViolations(page, 'the open order');

    await detail.getByRole('button', { name: /^Back to the day's stops/ }).click();
    await expect(detail).toHaveCount(0);
    await expect(open).toBeFocused();
  });
}
