import { expect, test } from './fixtures/airwallex-shop.ts';
import { heldOrder, KINDLING, reachPayment } from './pages/payment.ts';

// A shopper who approves at PayPal and closes the tab before PayPal sends them back: the shop
// never sees the return page, only Airwallex's signed webhook. The order is placed from that
// alone, and the same browser, opened again, finds the order and not a basket waiting to be paid.

test.use({ shopGateways: ['airwallex', 'paypal'] });
test.describe.configure({ timeout: 60_000 });

test('PayPal approved and the tab closed before the return: the webhook places the order, and a new tab shows it', async ({
  page,
  context,
  airwallexShop,
}) => {
  const payment = await reachPayment(page);
  const orderId = (await heldOrder(page))!.id;
  await payment.step.getByRole('radio', { name: 'PayPal' }).check();
  await payment.step.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page).toHaveURL((url) => url.origin === airwallexShop.airwallex.baseUrl && url.pathname.startsWith('/local/redirect/'));
  await page.close();

  // At PayPal, in its own app: approved, and nothing sends a browser back to the shop.
  const intent = [...airwallexShop.airwallex.intents.values()].find((each) => each.merchant_order_id === orderId)!;
  airwallexShop.airwallex.completeRedirect(intent.id, 'approve');
  const event = airwallexShop.airwallex.paymentEvent(intent.id, 'payment_intent.succeeded');
  const delivered = await context.request.post(`${airwallexShop.url}/webhooks/paypal`, {
    headers: { 'content-type': 'application/json', 'x-timestamp': event.timestamp, 'x-signature': event.signature },
    data: event.rawBody,
  });
  expect(delivered.status()).toBe(200);

  const again = await context.newPage();
  await again.goto(`/order/${orderId}/`);
  await expect(again.getByTestId('order-status')).toHaveText('Placed');
  await expect(again.getByTestId('paid-with')).toHaveText('PayPal');
  await expect(again.locator(`[data-sku="${KINDLING.sku}"]`).first()).toBeVisible();
  // The basket this browser held was the order: it is not offered for payment again.
  await again.goto('/cart/');
  await expect(again.getByText('Your basket is empty.')).toBeVisible();
  expect(await heldOrder(again)).toBeNull();
});
