import { expect, test } from '@playwright/test';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { bookedVanOrder } from './fixtures/desk-orders.ts';
import { mailTo } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';

test.describe.configure({ timeout: 120_000 });

test("staff see the day's deliveries, dispatch a van (the customer is mailed its day and slot), refund part of the order and grant the customer credit", async ({
  page,
}) => {
  const customer = await createCustomer(page.request, 'desk-orders', { firstName: 'Rowan', lastName: 'Birch' });
  // The first timed slot of the first day the van offers: the desk is asked for the order's own day, never the machine's.
  const booked = await bookedVanOrder(page.request, customer, { lines: [['LOG-ASH-STD', 2]], deliveryNotes: 'Leave by the log store' });
  const order = { ...booked, slot: booked.slots[0]!.label };
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Day', { exact: true }).fill(order.day);
  await page.getByRole('button', { name: 'Show' }).click();
  const stop = page.getByTestId(`stop-${order.number}-van`);
  await expect(stop).toContainText('Rowan Birch');
  await expect(stop).toContainText(order.slot);
  await expect(stop).toContainText('LE12 6UZ');
  await expect(stop).toContainText('Leave by the log store');
  await expect(stop).toContainText('Awaiting dispatch');

  // One confirmation names the mail and its recipient before anything moves; a double click moves once.
  await stop.getByRole('button', { name: /^Dispatch/ }).dblclick();
  const confirm = page.getByRole('dialog', { name: 'Dispatch: 1 of 1 stop' });
  await expect(confirm.getByRole('list', { name: 'Mail that will be sent' })).toContainText(customer.email);
  // The first day the van offers may be after today's dispatch day: then the move is early, and the desk asks.
  if (await confirm.getByRole('list', { name: 'Early moves' }).count()) await confirm.getByLabel('Yes, move it early').check();
  await confirm.getByRole('button', { name: 'Dispatch 1 stop and mail 1 customer' }).dblclick();
  await expect(stop).toContainText('Dispatched');
  // The mail waits for the undo window; the dispatcher is sure, so it goes now.
  await page.getByRole('button', { name: 'Send the mail now' }).click();
  await expect(page.getByRole('button', { name: 'Send the mail now' })).toHaveCount(0);

  const dayWords = formatIsoDate(order.day, 'EEEE d MMMM');
  await expect
    .poll(async () => (await mailTo(page.request, customer.email)).filter((mail) => mail.subject.includes('is on its way')).length, {
      message: `the dispatch notice of order ${order.number}`,
      timeout: 30_000,
    })
    .toBe(1);
  const notice = (await mailTo(page.request, customer.email)).find((mail) => mail.subject.includes('is on its way'))!;
  expect(notice.subject).toContain(String(order.number));
  expect(notice.text).toContain(dayWords);
  expect(notice.text).toContain(order.slot);

  await stop.getByRole('button', { name: `Open order ${order.number}` }).click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });
  await detail.getByLabel('Amount to refund (£)').fill('5.00');
  await detail.getByLabel('Reason', { exact: true }).fill('One crate arrived damp');
  await detail.getByRole('button', { name: 'Refund', exact: true }).dblclick();
  await expect(detail.getByRole('status')).toHaveText('Refunded £5.00: Refunded.');
  await expect(detail.getByRole('list', { name: `History of order ${order.number}` })).toContainText('£5.00 refunded to the card');
  await expect(detail.getByText(/^.*£5\.00 by staff@hearth\.example, One crate arrived damp\. Refunded$/)).toHaveCount(1);

  // The day's last step on the desk: a goodwill credit for the customer, found by the order's email.
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Email or order number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('article', { name: new RegExp(customer.email.replaceAll('.', '\\.')) });
  await card.getByLabel('Amount (£)').fill('3.00');
  await card.getByLabel('Reason (the customer sees it)').fill('Sorry about the damp crate');
  await card.getByRole('button', { name: 'Grant credit' }).click();
  await expect(card.getByRole('status')).toHaveText('Granted. The balance is now £3.00.');
});
