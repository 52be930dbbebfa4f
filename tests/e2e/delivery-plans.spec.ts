import { expect, test, type Page } from '@playwright/test';
import { cartReadyToPay, createCustomer, graphql } from './fixtures/account-data.ts';
import { idTokenOf, saveAddress } from './fixtures/checkout-data.ts';
import { mailboxMark, mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { Checkout } from './pages/checkout.ts';
import { KINDLING, OrderView, PaymentForm, TEST_CARDS } from './pages/payment.ts';
import { ProductPage } from './pages/shop.ts';

/**
 * A repeat delivery plan end to end: the round job (every 2 s here, HEARTH_PLAN_ROUNDS_EVERY_MS in
 * playwright.config.ts) makes the round's basket and mails it; the mail's link opens that basket
 * in the checkout; paying it is what the plan then shows. Signing in and two payments take a while.
 */
test.describe.configure({ timeout: 120_000 });

const HOME = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Station Road',
  city: 'Loughborough',
  postCode: 'LE12 6UZ',
  isDefault: true,
};
const ROUND_MAIL_SUBJECT = 'Your next delivery: check and pay';

/**
 * The days the shop delivers a net of kindling to the customer's address now by every method
 * checkout offers for it, so whichever the first order was sent by, the plan's round can keep it.
 */
async function kindlingDeliveryDays(page: Page, customer: Awaited<ReturnType<typeof createCustomer>>): Promise<string[]> {
  const cartId = await cartReadyToPay(page.request, customer, [[KINDLING.sku, 1]]);
  const { getOrder } = await graphql<{ getOrder: { shipments: { availableShippingMethods: { estDeliveryDates: string[] }[] }[] } }>(
    page.request,
    'query($orderId: ID!) { getOrder(orderId: $orderId, tenant: "hearth", salesChannel: "uk-web") { shipments { availableShippingMethods { estDeliveryDates } } } }',
    { orderId: cartId },
  );
  const methods = getOrder.shipments.flatMap((s) => s.availableShippingMethods);
  return methods.reduce<string[]>(
    (days, method) => days.filter((day) => method.estDeliveryDates.includes(day)),
    methods[0]?.estDeliveryDates ?? [],
  );
}

/** Through the checkout's steps as a signed-in customer with a saved address, then pays with the test card. */
async function payThroughCheckout(page: Page): Promise<{ orderId: string }> {
  const checkout = new Checkout(page);
  await checkout.step('contact').getByRole('button', { name: 'Continue to address' }).click();
  await checkout.continueToDelivery();
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
  await new PaymentForm(page).pay(TEST_CARDS.approved);
  return new OrderView(page).expectPlaced(KINDLING.sku);
}

test("a plan from an order makes the next round's basket, mails it, and the customer pays it from the mail's link", async ({ page }) => {
  const customer = await createCustomer(page.request, 'plans.round', { firstName: 'Ada', lastName: 'Lovelace' });
  await signInThroughPage(page, customer.email);
  await saveAddress(page.request, await idTokenOf(page), HOME);

  // The first delivery: an order placed as usual.
  const product = new ProductPage(page);
  await product.open(KINDLING.path);
  await product.addToBasket();
  await expect(page.getByRole('dialog', { name: 'Your basket' }).locator(`[data-sku="${KINDLING.sku}"]`)).toBeVisible();
  await page.goto('/checkout');
  const first = await payThroughCheckout(page);

  // "Deliver this again" from that order, the next delivery on the first day the shop delivers
  // kindling now (tomorrow, the earliest the form accepts, is not one once the courier's cut-off has
  // passed): within the lead time, so the round job makes its basket on its next pass.
  await page.goto(`/account/orders?order=${first.orderId}`);
  await page.getByRole('button', { name: 'Deliver this again' }).click();
  const form = page.getByRole('form', { name: 'Deliver this again' });
  await form.getByRole('radio', { name: /Make my basket every few weeks/ }).check();
  await form.getByLabel('Every how many weeks').fill('4');
  const firstDelivery = form.getByLabel('First delivery');
  const earliest = await firstDelivery.getAttribute('min');
  expect(earliest, 'the form offers an earliest date').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const deliveryDay = (await kindlingDeliveryDays(page, customer)).find((day) => day >= earliest!);
  expect(deliveryDay, 'the shop delivers kindling within the lead time').toBeDefined();
  expect(Date.parse(deliveryDay!) - Date.parse(earliest!)).toBeLessThanOrEqual(4 * 86_400_000);
  await firstDelivery.fill(deliveryDay!);
  const mark = await mailboxMark(page.request);
  await form.getByRole('button', { name: 'Start the plan' }).click();
  await expect(page.getByTestId('plan-started')).toContainText('Your plan is set');

  // The round job makes the round and mails its basket, once.
  let payLink: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(page.request, customer.email)).filter((m) => m.id > mark && m.subject === ROUND_MAIL_SUBJECT);
        payLink = mails[0] ? /https?:\/\/\S+\/checkout\?cart=[0-9a-f-]{36}/.exec(mails[0].text)?.[0] : undefined;
        return mails.length;
      },
      { message: 'the round mail arrives', timeout: 45_000, intervals: [1000] },
    )
    .toBe(1);
  expect(payLink, "the round mail's check-and-pay link").toBeDefined();
  const roundCartId = new URL(payLink!).searchParams.get('cart')!;

  // The account's plan card offers the same basket.
  await page.goto('/account/plans');
  const card = page.getByTestId('plan-card');
  await expect(card.getByTestId('plan-round-due').getByRole('link', { name: 'Check and pay' })).toHaveAttribute(
    'href',
    `/checkout?cart=${roundCartId}`,
  );

  // The mail's link opens that round's basket in the checkout (the id leaves the address at once).
  const link = new URL(payLink!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/checkout$/);
  // The browser's own basket was emptied by the first order: the one item is the round's basket.
  await expect(page.locator('.checkout__summary')).toContainText('Items (1)');
  const second = await payThroughCheckout(page);
  expect(second.orderId, 'the round basket is the order paid').toBe(roundCartId);
  expect(second.orderId).not.toBe(first.orderId);

  // The round job's next pass sees the basket paid; the plan shows the round paid.
  await expect(async () => {
    await page.goto('/account/plans');
    const plan = page.getByTestId('plan-card');
    await expect(plan.getByTestId('plan-status')).toHaveText('Active');
    await expect(plan.getByTestId('plan-round-due')).toHaveCount(0);
    await plan.getByText('Earlier deliveries').click();
    await expect(plan.locator('details li')).toHaveText([/: Paid$/], { timeout: 2000 });
  }).toPass({ timeout: 30_000, intervals: [1000, 2000] });
});
