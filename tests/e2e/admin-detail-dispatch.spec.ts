import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { noSeriousViolations, noSidewaysScroll, openDayStops } from './fixtures/desk-day-page.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';

test.describe.configure({ timeout: 180_000 });

const dispatchNotices = async (request: APIRequestContext, email: string) =>
  (await mailTo(request, email)).filter((mail) => mail.subject.includes('is on its way'));

test('an order’s own Dispatch warns it is early, names the mail with its tracking number, and can be undone before that mail leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(page.request, 'detail-dispatch', { firstName: 'Aspen', lastName: 'Carrier' });
  // The van's third day offered: its dispatch day is days away whatever the clock says, so dispatching now is early.
  const order = await bookedVanOrder(page.request, customer, { dayIndex: 2 });
  await staffSignIn(page);
  const stop = (await openDayStops(page, order.day)).stop(order.number);
  await stop.getByRole('button', { name: `Open order ${order.number}` }).click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });

  await detail.getByLabel('Tracking number for the van (optional)').fill('JD0002 2345');
  await detail.getByRole('button', { name: 'Dispatch the van' }).click();
  const confirm = detail.getByRole('dialog', { name: 'Dispatch: 1 of 1 stop' });
  await expect(confirm.getByRole('heading')).toBeFocused();
  await expect(confirm.getByRole('list', { name: 'Early moves' })).toContainText(
    /The van delivery is due to leave on \w+day \d+ \w+, not today\./,
  );
  await expect(confirm.getByRole('list', { name: 'Mail that will be sent' })).toContainText(
    `Order ${order.number}, ${customer.email.toLowerCase()}: Dispatch notice: arrives ${formatIsoDate(order.day, 'EEEE d MMMM')}`,
  );
  await expect(confirm.getByRole('list', { name: 'Mail that will be sent' })).toContainText(
    'tracking number JD0002 2345; it leaves in 5 minutes unless undone',
  );
  // The number the mail will give cannot change under the confirmation.
  await expect(detail.getByLabel('Tracking number for the van (optional)')).not.toBeEditable();
  const go = confirm.getByRole('button', { name: 'Dispatch 1 stop and mail 1 customer' });
  await expect(go).toBeDisabled();
  await noSidewaysScroll(page, 'the order’s dispatch confirmation');
  await noSeriousViolations(page, 'the order’s dispatch confirmation at 390px');
  await confirm.getByLabel('Yes, move it early').check();
  await go.click();

  const undo = detail.getByRole('region', { name: 'Dispatched: mails not sent yet' });
  await expect(undo).toContainText(/the mail leaves in [45]:\d\d/);
  await expect(stop).toContainText('Dispatched');
  await expect(detail.getByRole('heading', { name: `Order ${order.number}: Dispatched` })).toBeVisible();
  await noSeriousViolations(page, 'the order’s dispatch undo at 390px');

  // Loaded by mistake: taken back inside the window, so the customer is never told.
  await undo.getByRole('button', { name: `Undo dispatch of order ${order.number}` }).click();
  await expect(undo).toHaveCount(0);
  await expect(stop).toContainText('Awaiting dispatch');
  await expect(detail.getByLabel('Tracking number for the van (optional)')).toHaveValue('');
  expect(await dispatchNotices(page.request, customer.email)).toEqual([]);

  // The van really leaves: dispatched again, and the mail sent now gives the carrier's number.
  await detail.getByLabel('Tracking number for the van (optional)').fill('JD0002 9999');
  await detail.getByRole('button', { name: 'Dispatch the van' }).click();
  await detail.getByLabel('Yes, move it early').check();
  await detail.getByRole('button', { name: 'Dispatch 1 stop and mail 1 customer' }).click();
  await expect(stop).toContainText('Dispatched');
  await detail.getByRole('region', { name: 'Dispatched: mails not sent yet' }).getByRole('button', { name: 'Send the mail now' }).click();
  await expect(detail.getByRole('region', { name: 'Dispatched: mails not sent yet' })).toHaveCount(0);
  await expect.poll(async () => (await dispatchNotices(page.request, customer.email)).length, { timeout: 30_000 }).toBe(1);
  const [notice] = await dispatchNotices(page.request, customer.email);
  expect(notice!.text).toContain('JD0002 9999');
  expect(notice!.text).not.toContain('JD0002 2345');
});
