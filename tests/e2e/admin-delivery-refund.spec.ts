import { expect, test } from '@playwright/test';
import { cartReadyToPay, createCustomer, graphql, payForCart } from './fixtures/account-data.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';

test.describe.configure({ timeout: 120_000 });

const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';

test('staff refund the delivery of a crate of logs, and its VAT goes back at the 5% it was charged at', async ({ page }) => {
  const customer = await createCustomer(page.request, 'desk-delivery-refund', { firstName: 'Hazel', lastName: 'Ash' });
  // One £149 crate: under the van's free threshold, so £19.95 of delivery at the logs' 5%.
  const orderId = await cartReadyToPay(page.request, customer, [['LOG-ASH-STD', 1]]);
  const cart = await graphql<{ getOrder: { shippingAmount: number; shipments: { id: string; estDeliveryDate: string | null }[] } }>(
    page.request,
    `query($orderId: ID!) { getOrder(orderId: $orderId, ${SCOPE}) { shippingAmount shipments { id estDeliveryDate } } }`,
    { orderId },
  );
  expect(cart.getOrder.shippingAmount).toBe(19.95);
  const day = cart.getOrder.shipments.find((s) => s.id === 'van')!.estDeliveryDate!;
  const placed = await payForCart(page.request, orderId);
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Show' }).click();
  await page
    .getByTestId(`stop-${placed.number}-van`)
    .getByRole('button', { name: `Open order ${placed.number}` })
    .click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${placed.number}`) });
  await detail.getByRole('radio', { name: /^Delivery/ }).check();
  await detail.getByLabel('Amount to refund (£)').fill('19.95');
  await detail.getByLabel('Reason', { exact: true }).fill('Van came a day late');
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(detail.getByRole('status')).toHaveText('Refunded £19.95: Refunded.');
  // 1995 × 5/105 = 95p: the VAT the receipt charged on the delivery, at its rate.
  await expect(
    detail.getByText(/£19\.95 by staff@hearth\.example, Van came a day late\. Refunded Delivery, VAT £0\.95 at 5%\.$/),
  ).toHaveCount(1);
  await expect(detail.getByRole('list', { name: `History of order ${placed.number}` })).toContainText(
    '£19.95 of delivery (VAT £0.95 at 5%) refunded to the card',
  );
});
