import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { claimOrders } from './fixtures/order-claims.ts';
import { mailTo, signInThroughPage } from './fixtures/sign-in.ts';
import { staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

/** Placing an order and two sign-ins through the mailbox take a while. */
test.describe.configure({ timeout: 120_000 });

// A product whose page no other browser test opens: an approved review changes its buy-box's live
// data, which makes that page's buy-box load its code at once (buy-box-refresh.ts), and a test
// of the page as built would then depend on whether this one ran first.
const ANTE_PELLETS = 'PEL-ANTE-6MM-750';

/** The product's public reviews, as the storefront's API reads them. */
async function publicReviewTitles(request: APIRequestContext): Promise<string[]> {
  const reply = await request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: { query: `{ getReviewsBySKU(SKUCode: "${ANTE_PELLETS}", tenant: "hearth") { title } }` },
  });
  return ((await reply.json()) as { data: { getReviewsBySKU: { title: string }[] } }).data.getReviewsBySKU.map((review) => review.title);
}

test("staff approve a customer's review at the desk, shown there as text, and it becomes public", async ({ page, browser, baseURL }) => {
  // The customer in a browser of their own (with the same consent choice), the staff member in `page`.
  const shopper = await (await browser.newContext({ baseURL, storageState: await page.context().storageState() })).newPage();
  const title = `Lights first time ${randomUUID().slice(0, 6)}`;
  const customer = await createCustomer(page.request, 'reviews.desk', { firstName: 'Ada', lastName: 'Byron' });
  const order = await placeOrderFor(page.request, customer, [[ANTE_PELLETS, 1]]);
  // The order's confirmation first: arriving after the sign-in code, its number would be read as the code.
  await expect.poll(async () => (await mailTo(page.request, customer.email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await signInThroughPage(shopper, customer.email, '/account');
  // A guest's order makes its customer a reviewer once they claim it.
  await claimOrders(shopper, customer, [order]);
  await shopper.goto(`/account/reviews?product=${ANTE_PELLETS}`);
  const form = shopper.getByRole('form', { name: /^Review / });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('One match <img src=x onerror=alert(1)> and the stove was going.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(shopper.getByTestId('review-thanks')).toBeVisible();
  await shopper.context().close();
  expect(await publicReviewTitles(page.request)).not.toContain(title);

  await staffSignIn(page);

  await page.getByRole('link', { name: 'Reviews' }).click();
  const review = page.getByRole('article', { name: title });
  // The customer's words as text: the markup is characters on the screen, not an element.
  await expect(review.getByText('One match <img src=x onerror=alert(1)> and the stove was going.')).toBeVisible();
  await expect(review.locator('img')).toHaveCount(0);
  await expect(review).toContainText('by Ada B.');
  await expectAccessible(page, 'reviews desk');

  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: title })).toContainText('is approved');
  await expect(review).toHaveCount(0);
  expect(await publicReviewTitles(page.request)).toContain(title);
});
