import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer } from './fixtures/account-data.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';

test.describe.configure({ timeout: 180_000 });

const WORDS = 'stack.split.season';

/**
 * A van order on the van's first day, with a book-in call and what3words at the address. The desk
 * is then asked for that day (the van's next run), never the machine's clock.
 */
async function vanStop(request: APIRequestContext, label: string) {
  const customer = await createCustomer(request, label, { firstName: 'Alder', lastName: label });
  const order = await bookedVanOrder(request, customer, { services: ['bookIn'], what3words: WORDS, phone: '+447700900789' });
  return { number: order.number, day: order.day, email: customer.email };
}

const dispatchNotices = async (request: APIRequestContext, email: string) =>
  (await mailTo(request, email)).filter((mail) => mail.subject.includes('is on its way'));

test('on a phone (390px) the dispatcher finds the van run, dispatches three stops in one move, undoes one before its mail leaves and marks one delivered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stops = [await vanStop(page.request, 'Birch'), await vanStop(page.request, 'Hazel'), await vanStop(page.request, 'Rowan')];
  const day = stops[0]!.day;
  expect(
    stops.map((stop) => stop.day),
    'the three stops share the van’s first day',
  ).toEqual([day, day, day]);
  await staffSignIn(page);

  const dayStops = await openDayStops(page, day);
  const rows = stops.map((stop) => dayStops.stop(stop.number));
  for (const row of rows) await expect(row).toContainText('Awaiting dispatch');
  await noSidewaysScroll(page, 'the van run');
  await noSeriousViolations(page, 'the van run');

  // A stop, opened: what the customer booked and where the spot is.
  await rows[0]!.getByRole('button', { name: `Open order ${stops[0]!.number}` }).click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${stops[0]!.number}`) });
  await expect(detail).toContainText('Book-in call');
  await expect(detail).toContainText(`///${WORDS}`);
  await detail.getByRole('button', { name: /^Back to the day's stops/ }).click();

  // Three stops, one move, one confirmation naming each customer's mail.
  for (const stop of stops) await page.getByLabel(`Select order ${stop.number} Van`).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Dispatch selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dispatch: 3 of 3 stops' });
  await expect(confirm.getByRole('heading')).toBeFocused();
  const mails = confirm.getByRole('list', { name: 'Mail that will be sent' });
  for (const stop of stops)
    await expect(mails).toContainText(`Order ${stop.number}, ${stop.email.toLowerCase()}: Dispatch notice: arrives`);
  await expect(mails).toContainText('it leaves in 5 minutes unless undone');
  await noSidewaysScroll(page, 'the confirmation');
  await noSeriousViolations(page, 'the confirmation');
  const go = confirm.getByRole('button', { name: 'Dispatch 3 stops and mail 3 customers' });
  if (await confirm.getByRole('list', { name: 'Early moves' }).count()) {
    // Before the van's dispatch day the desk asks first: nothing moves until the dispatcher ticks.
    await expect(go).toBeDisabled();
    await confirm.getByLabel('Yes, move them early').check();
  }
  await go.click();
  for (const row of rows) await expect(row).toContainText('Dispatched');

  // One was wrong: undone within the window, it waits again and its customer is never mailed.
  const undoList = page.getByRole('region', { name: 'Dispatched: mails not sent yet' });
  await expect(undoList).toContainText(/the mail leaves in [45]:\d\d/);
  await undoList.getByRole('button', { name: `Undo dispatch of order ${stops[1]!.number}` }).click();
  await expect(rows[1]!).toContainText('Awaiting dispatch');
  await expect(undoList.getByRole('button', { name: /^Undo dispatch/ })).toHaveCount(2);
  await noSidewaysScroll(page, 'the undo list');
  await noSeriousViolations(page, 'the undo list');

  await undoList.getByRole('button', { name: 'Send the 2 mails now' }).click();
  for (const stop of [stops[0]!, stops[2]!]) {
    await expect.poll(async () => (await dispatchNotices(page.request, stop.email)).length, { timeout: 30_000 }).toBe(1);
  }
  expect(await dispatchNotices(page.request, stops[1]!.email)).toEqual([]);

  // The first stop arrives: marked delivered through the same confirmation.
  await rows[0]!.getByRole('button', { name: /^Mark delivered/ }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark delivered: 1 of 1 stop' });
  await expect(deliver).toContainText('Delivered: thanks, how to review and the 14-day right to cancel');
  await expect(deliver).toContainText('it leaves in 5 minutes unless undone');
  if (await deliver.getByRole('list', { name: 'Early moves' }).count()) await deliver.getByLabel('Yes, move it early').check();
  await deliver.getByRole('button', { name: 'Mark delivered 1 stop and mail 1 customer' }).click();
  await expect(rows[0]!).toContainText('Delivered');

  // Ticked too soon (the van is still at the gate): taken back before the thank-you leaves.
  const delivered = page.getByRole('region', { name: 'Marked delivered: mails not sent yet' });
  await delivered.getByRole('button', { name: `Undo delivered of order ${stops[0]!.number}` }).click();
  await expect(rows[0]!).toContainText('Dispatched');
  await expect(delivered).toHaveCount(0);
  await rows[0]!.getByRole('button', { name: /^Mark delivered/ }).click();
  const again = page.getByRole('dialog', { name: 'Mark delivered: 1 of 1 stop' });
  await expect(again).toContainText('it leaves in 5 minutes unless undone');
  if (await again.getByRole('list', { name: 'Early moves' }).count()) await again.getByLabel('Yes, move it early').check();
  await again.getByRole('button', { name: 'Mark delivered 1 stop and mail 1 customer' }).click();
  await expect(rows[0]!).toContainText('Delivered');
  await noSidewaysScroll(page, 'after the day’s moves');
  await noSeriousViolations(page, 'the undo list of a delivered stop');

  // The day tab at a desktop's width too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await noSeriousViolations(page, 'the van run at 1280px');
});
