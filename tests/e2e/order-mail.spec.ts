import { expect, test } from '@playwright/test';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { mailTo, type MailboxMessage } from './fixtures/sign-in.ts';
import { KINDLING, OrderView, reachPayment, SHOPPER, TEST_CARDS } from './pages/payment.ts';

test.describe.configure({ timeout: 90_000 });

/**
 * The order mail end to end: the browser pays, the placing transaction owes the mail, the
 * outbox sends it over SMTP to the shop's local SMTP server, and the shopper's link opens the order.
 */
test('paying mails the shopper a confirmation over SMTP whose link opens the order in any browser', async ({ page, browser }) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderId, orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);

  let confirmation: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        confirmation = (await mailTo(page.request, SHOPPER.email)).find((mail) => mail.subject.includes(orderNumber));
        return confirmation?.subject;
      },
      { message: `the confirmation of order ${orderNumber}`, timeout: 30_000 },
    )
    .toBe(`Your ${SEED_SELLER.tradingName} order ${orderNumber} is confirmed`);
  const mail = confirmation!;
  expect(mail.deliveries).toBe(1);
  expect(mail.text).toMatch(/kindling/i);
  expect(mail.text).toContain(SEED_SELLER.vatNumber);
  expect(mail.text).toMatch(/14 days/);
  expect(mail.html).toContain(`<h1`);

  // The shop's own notice went too, to the seller's address (HEARTH_ORDERS_MAIL_TO unset): its own
  // outbox row, so it may be sent a moment after the confirmation, and once.
  const notices = async () =>
    (await mailTo(page.request, SEED_SELLER.email)).filter((notice) => notice.subject.startsWith(`New order ${orderNumber}`)).length;
  await expect.poll(notices, { message: `the shop's notice of order ${orderNumber}`, timeout: 30_000 }).toBe(1);

  // The guest's link carries its receipt key in the fragment: it opens the order in a browser that never paid.
  const link = new RegExp(`https?://[^\\s]+/order/${orderId}/#receipt=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, 'the order link in the confirmation').toBeDefined();
  // The mail links to the shop this server is, on its own port (its address follows PORT in development).
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);
  const elsewhere = await browser.newPage();
  try {
    await elsewhere.goto(link!);
    await expect(elsewhere.getByTestId('order-number')).toContainText(orderNumber);
    await expect(elsewhere.getByTestId('order-address')).toContainText(SHOPPER.postcode);
    expect(new URL(elsewhere.url()).hash).toBe('');
  } finally {
    await elsewhere.close();
  }

  // So does its VAT receipt link, on a phone that never saw the order (an accountant's, say), and
  // the receipt fits the phone's width: its goods table wraps instead of pushing the page sideways.
  const receiptLink = new RegExp(`https?://[^\\s]+/order/${orderId}/receipt#receipt=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(receiptLink, 'the VAT receipt link in the confirmation').toBeDefined();
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await phone.goto(receiptLink!);
    await expect(phone.getByTestId('receipt-invoice-number')).toHaveText(`INV-${orderNumber}`);
    await expect(phone.getByTestId('receipt-lines')).toBeVisible();
    expect(new URL(phone.url()).hash).toBe('');
    const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page, 'the receipt scrolls sideways').toBeLessThanOrEqual(widths.view);
  } finally {
    await phone.close();
  }
});
