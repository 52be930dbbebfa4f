import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer, type TestCustomer } from './fixtures/account-data.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';

test.describe.configure({ timeout: 120_000 });

const WORDS = 'filled.count.soap';
const PHONE = '+447700900456';

/**
 * A van order whose customer chose everything the crew must see: a book-in call and the first
 * timed slot on the first day offered, what3words and a phone at the address, and a note for the
 * order. The desk is then asked for the order's own day, never the machine's.
 */
const chosenVanOrder = (request: APIRequestContext, customer: TestCustomer) =>
  bookedVanOrder(request, customer, {
    lines: [['LOG-ASH-STD', 2]],
    services: ['bookIn'],
    what3words: WORDS,
    phone: PHONE,
    deliveryNotes: 'Round the back, by the log store: gate-code-4321-then-the-path-past-the-greenhouse',
    orderNotes: 'Ring before you come',
  });

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
