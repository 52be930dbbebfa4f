import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cartReadyToPay, createCustomer, graphql, payForCart } from './fixtures/account-data.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';

test.describe.configure({ timeout: 180_000 });

const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';

/** A paid van order on the van's second day offered (the same day for every order placed now). */
async function vanOrder(request: APIRequestContext, label: string) {
  const customer = await createCustomer(request, label, { firstName: 'Rowan', lastName: label });
  const orderId = await cartReadyToPay(request, customer, [['LOG-ASH-STD', 1]]);
  const cart = await graphql<{
    getOrder: { shipments: { id: string; availableShippingMethods: { id: string; estDeliveryDates: string[] }[] }[] };
  }>(
    request,
    `query($orderId: ID!) { getOrder(orderId: $orderId, ${SCOPE}) { shipments { id availableShippingMethods { id estDeliveryDates } } } }`,
    { orderId },
  );
  const method = cart.getOrder.shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
  const day = method.estDeliveryDates[1]!;
  await graphql(
    request,
    `mutation($orderId: ID!, $method: ID!, $day: String) {
      selectShippingMethodForShipment(orderId: $orderId, id: "van", shippingMethod: $method, selectedEstDeliveryDate: $day, ${SCOPE}) { id }
    }`,
    { orderId, method: method.id, day },
  );
  return { number: (await payForCart(request, orderId)).number, day };
}

test('on a phone, staff put the day’s stops on two vans, reorder one, and print one sheet per van', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = [await vanOrder(page.request, 'Vanfirst'), await vanOrder(page.request, 'Vansecond')];
  // Van names are the shop's: unique to this run, so a retry adds its own.
  const tag = randomUUID().slice(0, 4);
  const [north, south] = [`North ${tag}`, `South ${tag}`];
  await staffSignIn(page);
  await openDayStops(page, first.day);

  const vans = page.getByRole('region', { name: 'Vans' });
  for (const name of [north, south]) {
    await vans.getByLabel("New van's name").fill(name);
    await vans.getByRole('button', { name: 'Add van' }).click();
    await expect(vans.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // Both on the north van: in the day's order (same slot and postcode, so by order number).
  await vans.getByLabel(`Van for order ${first.number}`).selectOption({ label: north });
  await expect(vans.getByRole('region', { name: new RegExp(`^${north}`) }).getByTestId(`van-stop-${first.number}`)).toBeVisible();
  await vans.getByLabel(`Van for order ${second.number}`).selectOption({ label: north });
  const northRun = vans.getByRole('region', { name: new RegExp(`^${north}`) }).getByRole('listitem');
  await expect(northRun).toHaveText([new RegExp(`Order ${first.number} `), new RegExp(`Order ${second.number} `)]);

  // The second stop moved up: the run now starts with it.
  await vans.getByRole('button', { name: `Up (move order ${second.number} earlier in ${north})` }).click();
  await expect(northRun).toHaveText([new RegExp(`Order ${second.number} `), new RegExp(`Order ${first.number} `)]);
  await noSidewaysScroll(page, 'the vans of the day');
  await noSeriousViolations(page, 'the vans of the day');

  // The first to the south van: each van now has one of them.
  await vans.getByLabel(`Van for order ${first.number}`).selectOption({ label: south });
  await expect(northRun).toHaveText([new RegExp(`Order ${second.number} `)]);

  await page.emulateMedia({ media: 'print' });
  const sheets = page.getByTestId('van-sheet');
  const northSheet = sheets.filter({ has: page.getByRole('heading', { name: new RegExp(`^${north},`) }) });
  const southSheet = sheets.filter({ has: page.getByRole('heading', { name: new RegExp(`^${south},`) }) });
  await expect(northSheet).toBeVisible();
  await expect(northSheet.getByRole('row', { name: new RegExp(`^☐ ${second.number} `) })).toHaveCount(1);
  await expect(northSheet.getByRole('row', { name: new RegExp(`^☐ ${first.number} `) })).toHaveCount(0);
  await expect(southSheet.getByRole('row', { name: new RegExp(`^☐ ${first.number} `) })).toHaveCount(1);
  await expect(northSheet.getByRole('columnheader')).toContainText(['Done', 'Signature']);
  const count = await sheets.count();
  await expect(northSheet).toContainText(new RegExp(`Sheet \\d+ of ${count}`));
  // Every sheet after the first starts a new page.
  const breaks = await sheets.evaluateAll((all) => all.map((sheet) => getComputedStyle(sheet).breakBefore));
  expect(breaks).toEqual(['auto', ...Array(count - 1).fill('page')]);
  await page.emulateMedia({ media: 'screen' });
  await expect(sheets.first()).toBeHidden();

  // A stop's delivery note: checked on screen, printed alone (no van sheet beside it).
  await page.getByRole('button', { name: `Delivery note of order ${first.number}` }).click();
  const note = page.getByRole('article', { name: `Delivery note: order ${first.number}` });
  await expect(note.getByRole('region', { name: 'To' })).toContainText('Rowan Vanfirst');
  await expect(note.getByRole('region', { name: 'To' })).toContainText('LE12 6UZ');
  await expect(note.getByRole('table', { name: 'What is delivered' })).toContainText('LOG-ASH-STD');
  await expect(note).toContainText('Book-in call');
  await expect(note).toContainText('Signature');
  await noSidewaysScroll(page, 'the delivery note');
  await noSeriousViolations(page, 'the delivery note');
  await page.emulateMedia({ media: 'print' });
  await expect(note).toBeVisible();
  await expect(note.getByRole('button', { name: 'Print delivery note' })).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`^Order ${first.number}:`) })).toBeHidden();
  await expect(sheets.first()).toBeHidden();
});
