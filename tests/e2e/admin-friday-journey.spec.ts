import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';
import { whileClosingDaysAlone } from './fixtures/closing-days.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { STAFF_EMAIL, staffSignIn } from './fixtures/staff-sign-in.ts';

// Two widths, every tab checked at each, a day closed and opened again: a long journey on two cores.
test.describe.configure({ timeout: 420_000 });

const WORDS = 'stack.split.season';

const mailsTo = async (request: APIRequestContext, email: string, subject: string) =>
  (await mailTo(request, email)).filter((mail) => mail.subject.includes(subject));

/** Opens a tab of the desk by its link in the desk's own navigation (the site's header has links of the same names). */
const deskTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name, exact: true }).click();

/** Opens every tab of the desk in turn: each passes axe, and on a phone none scrolls sideways. */
async function everyTabAtWidth(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Desk sections' });
  const names = await nav.getByRole('link').allInnerTexts();
  expect(names).toContain('Payments pending');
  for (const name of names) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.admin-desk h2').first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    if (width < 480) await noSidewaysScroll(page, `the ${name} tab at ${width}px`);
    await noSeriousViolations(page, `the ${name} tab at ${width}px`, '.admin-desk');
  }
}

test('a Friday at the desk: the van run on a phone (dispatch three, undo one, mark one delivered), then the office at a desktop (find, move, refund, a balance, close a day)', async ({
  page,
}) => {
  const request = page.request;
  // The van's next run: three stops booked with a book-in call and what3words on the first day the
  // van offers now (the cut-offs and the clock decide which day that is, so it is read, not assumed).
  const stops = [];
  for (const name of ['Birch', 'Hazel', 'Rowan']) {
    const customer = await createCustomer(request, `friday-${name}`, { firstName: 'Alder', lastName: name });
    const order = await bookedVanOrder(request, customer, { services: ['bookIn'], what3words: WORDS, phone: '+447700900789' });
    stops.push({ ...order, email: customer.email });
  }
  const day = stops[0]!.day;
  expect(
    stops.map((stop) => stop.day),
    'the three stops share the van’s next day',
  ).toEqual([day, day, day]);
  // The office's order of the day, and one whose items change (a balance comes due).
  const office = await createCustomer(request, 'friday-office', { firstName: 'Linden', lastName: 'Ashdown' });
  const officeOrder = await bookedVanOrder(request, office, { lines: [['LOG-ASH-STD', 2]] });
  const owing = await createCustomer(request, 'friday-owing', { firstName: 'Rowan', lastName: 'Owing' });
  const owingOrder = await placeOrderFor(request, owing, [['LOG-ASH-STD', 1]]);

  // ---- On a phone, in the yard ----
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page);
  const dayStops = await openDayStops(page, day);
  const rows = stops.map((stop) => dayStops.stop(stop.number));
  for (const row of rows) await expect(row).toContainText('Awaiting dispatch');
  await noSidewaysScroll(page, 'the van run');

  // A stop, opened: the book-in call and the spot.
  await rows[0]!.getByRole('button', { name: `Open order ${stops[0]!.number}` }).click();
  let detail = page.getByRole('article', { name: new RegExp(`Order ${stops[0]!.number}`) });
  await expect(detail).toContainText('Book-in call');
  await expect(detail).toContainText(`///${WORDS}`);
  await noSidewaysScroll(page, 'an opened stop');
  await detail.getByRole('button', { name: /^Back to the day's stops/ }).click();

  // Three stops dispatched in one move.
  for (const stop of stops) await page.getByLabel(`Select order ${stop.number} Van`).check();
  await page.getByRole('button', { name: 'Dispatch selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dispatch: 3 of 3 stops' });
  await expect(confirm.getByRole('list', { name: 'Mail that will be sent' })).toContainText('it leaves in 5 minutes unless undone');
  const go = confirm.getByRole('button', { name: 'Dispatch 3 stops and mail 3 customers' });
  if (await confirm.getByRole('list', { name: 'Early moves' }).count()) await confirm.getByLabel('Yes, move them early').check();
  await go.click();
  for (const row of rows) await expect(row).toContainText('Dispatched');

  // One was loaded by mistake: undone inside the window, so its customer is never mailed.
  const undoList = page.getByRole('region', { name: 'Dispatched: mails not sent yet' });
  await undoList.getByRole('button', { name: `Undo dispatch of order ${stops[1]!.number}` }).click();
  await expect(rows[1]!).toContainText('Awaiting dispatch');
  await noSidewaysScroll(page, 'the undo list');
  await undoList.getByRole('button', { name: 'Send the 2 mails now' }).click();
  for (const stop of [stops[0]!, stops[2]!])
    await expect.poll(async () => (await mailsTo(request, stop.email, 'is on its way')).length, { timeout: 30_000 }).toBe(1);
  expect(await mailsTo(request, stops[1]!.email, 'is on its way')).toEqual([]);

  // The first stop is marked delivered from its own order: the desk warns it is before the day
  // booked and says what is mailed, and the mark can be taken back before that mail leaves.
  await rows[0]!.getByRole('button', { name: `Open order ${stops[0]!.number}` }).click();
  detail = page.getByRole('article', { name: new RegExp(`Order ${stops[0]!.number}`) });
  await detail.getByRole('button', { name: 'Mark delivered the van' }).click();
  const deliver = detail.getByRole('dialog', { name: 'Mark delivered: 1 of 1 stop' });
  await expect(deliver.getByRole('list', { name: 'Early moves' })).toContainText(
    `due to arrive on ${formatIsoDate(day, 'EEEE d MMMM')}, not today`,
  );
  await expect(deliver.getByRole('list', { name: 'Mail that will be sent' })).toContainText(
    'Delivered: thanks, how to review and the 14-day right to cancel',
  );
  const markIt = deliver.getByRole('button', { name: 'Mark delivered 1 stop and mail 1 customer' });
  await expect(markIt).toBeDisabled();
  await noSidewaysScroll(page, 'the early warning');
  await noSeriousViolations(page, 'the early warning at 390px');
  await deliver.getByLabel('Yes, move it early').check();
  await markIt.click();
  const detailUndo = detail.getByRole('region', { name: 'Marked delivered: mails not sent yet' });
  await expect(detailUndo).toContainText(/the mail leaves in [45]:\d\d/);
  await expect(rows[0]!).toContainText('Delivered');
  await noSeriousViolations(page, 'the order’s undo at 390px');
  await detailUndo.getByRole('button', { name: `Undo delivered of order ${stops[0]!.number}` }).click();
  await expect(detailUndo).toHaveCount(0);
  await expect(rows[0]!).toContainText('Dispatched');
  // The van really is there now.
  await detail.getByRole('button', { name: 'Mark delivered the van' }).click();
  await detail.getByLabel('Yes, move it early').check();
  await detail.getByRole('button', { name: 'Mark delivered 1 stop and mail 1 customer' }).click();
  await expect(rows[0]!).toContainText('Delivered');
  await expect(detail.getByRole('region', { name: 'Marked delivered: mails not sent yet' })).toBeVisible();
  await noSidewaysScroll(page, 'after the day’s moves');

  await everyTabAtWidth(page, 390);

  // ---- At a desktop, in the office ----
  await page.setViewportSize({ width: 1280, height: 800 });
  await deskTab(page, 'Find an order');
  await page.getByLabel('Order number, email, name, phone or postcode').fill(`#${officeOrder.number}`);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('article', { name: new RegExp(`Order ${officeOrder.number}`) });
  await expect(found).toContainText('Linden Ashdown');

  // The customer rang: the last day but one offered, in another slot. Their mail says so. This day
  // is the journey's own: it closes it below, and no other spec books it (they book the van's first
  // two days, and the catalogue's spec books and closes the last one), so the close moves no other
  // spec's order; closing it waits its turn with the catalogue's closes (fixtures/closing-days.ts).
  const newDay = officeOrder.days.at(-2)!;
  const newSlot = officeOrder.slots[1]!;
  const dayForm = page
    .getByRole('region', { name: `Change the delivery of order ${officeOrder.number}` })
    .getByRole('form', { name: 'Day and slot of the van' });
  await dayForm.getByLabel('New day').selectOption(newDay);
  await dayForm.getByLabel('Slot').selectOption(newSlot.code);
  await dayForm.getByRole('button', { name: 'Change the day of the van' }).click();
  await expect(dayForm.getByRole('status')).toContainText('now arrives');
  await expect.poll(async () => (await mailsTo(request, office.email, 'delivery day')).length, { timeout: 30_000 }).toBe(1);
  expect((await mailsTo(request, office.email, 'delivery day'))[0]!.text.replace(/\s+/g, ' ')).toContain(
    `now arrives ${formatIsoDate(newDay, 'EEEE d MMMM yyyy')}, ${newSlot.label}`,
  );

  // Part refunded; the customer's mail says how much.
  const refunding = page.getByRole('article', { name: new RegExp(`Order ${officeOrder.number}`) });
  await refunding.getByLabel('Amount to refund (£)').fill('4.50');
  await refunding.getByLabel('Reason', { exact: true }).fill('Late delivery, sorry');
  await refunding.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refunding.getByRole('status')).toHaveText('Refunded £4.50: Refunded.');
  await expect.poll(async () => (await mailsTo(request, office.email, 'has refunded £4.50')).length, { timeout: 30_000 }).toBe(1);

  // Another customer wants a second crate: a balance comes due, and Today counts it.
  await page.getByLabel('Order number, email, name, phone or postcode').fill(`#${owingOrder.number}`);
  await page.getByRole('button', { name: 'Find' }).click();
  const edits = page.getByRole('form', { name: 'Edit items' });
  await edits.getByLabel(/^Ash logs – Standard crate \(LOG-ASH-STD\)/).fill('2');
  await edits.getByRole('button', { name: 'Preview the new totals' }).click();
  await expect(edits.getByTestId('line-edit-preview')).toContainText('Left for the customer to pay');
  await edits.getByLabel('Why (kept in the history)').fill('A second crate, asked for by phone');
  await edits.getByRole('button', { name: 'Save the change and tell the customer' }).click();
  await expect(edits.getByRole('status')).toContainText('left to pay');

  await deskTab(page, 'Today');
  const pendingLink = page.getByRole('link', { name: /orders? with the payment not settled$/ });
  await expect(pendingLink).toHaveText(/^[1-9]\d* orders? with the payment not settled$/);
  await pendingLink.click();
  await expect(page.getByRole('heading', { name: 'Payments pending', level: 2 })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Orders with the payment not settled' });
  const owingRow = pending.getByRole('listitem').filter({ hasText: `Order ${owingOrder.number}: Balance due` });
  await expect(owingRow).toContainText(owing.email);
  await owingRow.getByRole('button', { name: `Open order ${owingOrder.number}` }).click();
  await expect(page.getByRole('article', { name: new RegExp(`Order ${owingOrder.number}`) }).getByTestId('desk-balance-due')).toBeVisible();

  // The yard shuts on the day the office order now arrives: its bookings move first, in one go.
  // Closed and opened again in one turn of the day-closing lock; the mails are read after.
  let target = '';
  await whileClosingDaysAlone(async () => {
    await deskTab(page, 'Delivery');
    const closeForm = page.getByRole('group', { name: 'Close a day' });
    await closeForm.getByLabel('Date').fill(newDay);
    await closeForm.getByLabel('Name').fill('Stocktake');
    await page.getByRole('button', { name: 'Close this day' }).click();
    const moving = page.locator('form.move-bookings');
    await expect(moving.getByRole('heading', { level: 3 })).toContainText('then close it');
    await expect(moving).toContainText(`Order ${officeOrder.number}, van`);
    const moveTo = moving.getByLabel('Move them to');
    await expect(moveTo).toBeEnabled();
    target = await moveTo.inputValue();
    expect(target).not.toBe(newDay);
    await moving.getByRole('button', { name: /^Move \d+ and close / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is closed: Stocktake' })).toBeVisible();
    // Open again, so later bookings may take the day.
    await page.getByRole('button', { name: /^Open again: .* \(Stocktake, The whole shop\)$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is open again' })).toBeVisible();
  });
  await expect.poll(async () => (await mailsTo(request, office.email, 'delivery day')).length, { timeout: 30_000 }).toBe(2);
  expect(
    (await mailsTo(request, office.email, 'delivery day')).some((mail) =>
      mail.text.replace(/\s+/g, ' ').includes(`now arrives ${formatIsoDate(target, 'EEEE d MMMM yyyy')}`),
    ),
  ).toBe(true);

  // The audit, narrowed by picking who and what: the refund made today, by the staff member.
  await deskTab(page, 'Audit');
  await page.getByLabel('Who', { exact: true }).selectOption(STAFF_EMAIL);
  await page.getByLabel('What', { exact: true }).selectOption('order.refund');
  await page.getByRole('button', { name: 'Show' }).click();
  const refundEntry = page.getByRole('row', { name: new RegExp(`Order ${officeOrder.number}`) }).first();
  await expect(refundEntry).toContainText('order.refund');
  await page.getByLabel('What', { exact: true }).selectOption({ label: 'Every order change' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page
      .getByRole('row', { name: new RegExp(`Order ${officeOrder.number}`) })
      .filter({ hasText: 'order.delivery.date' })
      .first(),
  ).toBeVisible();

  await everyTabAtWidth(page, 1280);
});
