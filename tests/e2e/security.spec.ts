import { TrackOrderByNumberDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { runsOperation } from './fixtures/graphql-requests.ts';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { idTokenOf } from './fixtures/checkout-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { BankCheck, heldOrder, KINDLING, OrderView, PaymentForm, reachPayment, SHOPPER, TEST_CARDS } from './pages/payment.ts';
import { BasketPage, FlyIn, ProductPage } from './pages/shop.ts';

/**
 * Ownership and privacy, as a browser meets it: a customer's cart answers only to
 * them; a guest's order opens in full only in the browser that paid; tracking needs the email;
 * a cart's id never leaves the browser in a URL or a Referer.
 */

test.describe.configure({ timeout: 120_000 });

const STOREFRONT_KEY = 'hearth-local-storefront';
const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';

type Reply = { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A call as a guest's browser makes it: the public storefront key. */
async function asGuest(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<Reply> {
  return (await (await request.post('/graphql', { headers: { 'x-api-key': STOREFRONT_KEY }, data: { query, variables } })).json()) as Reply;
}

/** A call as a signed-in customer's browser makes it: the ID token as bearer, an empty key. */
async function asCustomer(request: APIRequestContext, idToken: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${idToken}`, 'x-api-key': '' },
    data: { query, variables },
  });
  return (await response.json()) as Reply;
}

/**
 * Every request the page sends, as its URL and Referer, one line each; read once the ids are
 * known (the cart's id comes with the first reply). Chromium reports the Referer among the
 * headers a request was sent with.
 */
function recordRequests(page: Page): string[] {
  const lines: string[] = [];
  page.on('request', (request: Request) => void lines.push(`${request.url()} referer=${request.headers().referer ?? ''}`));
  return lines;
}

test("a signed-in customer's cart id opens nothing in a guest's browser, and the customer's cart is left as it was", async ({
  browser,
}) => {
  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  const customer = await createCustomer(page.request, 'security.owner');
  await signInThroughPage(page, customer.email);

  // Signed in, the basket is the customer's (its calls go with the ID token).
  const product = new ProductPage(page);
  await product.open(KINDLING.path);
  await product.addToBasket();
  await expect(new FlyIn(page).line(KINDLING.sku)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('persist:store-site'));
  const cart = JSON.parse(stored!).order as { id: string; guest: boolean };
  expect(cart.guest).toBe(false);
  // And it stays the basket across pages: the start-up refresh reads it with the token too.
  const basket = new BasketPage(page);
  await basket.open();
  await expect(basket.line(KINDLING.sku)).toBeVisible();

  // The cart's id reaches a guest's browser (a shared computer's storage, a log, a screenshot).
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/');
  await guest.evaluate((value) => localStorage.setItem('persist:store-site', value), stored!);
  const guestBasket = new BasketPage(guest);
  await guestBasket.open();
  await expect(guest.getByText('Your basket is empty.')).toBeVisible();
  expect(await heldOrder(guest)).toBeNull();

  // Asked directly with the public key, it does not exist, and it cannot be changed.
  const read = await asGuest(guest.request, `query($id: ID!) { getOrder(orderId: $id, ${SCOPE}) { id } }`, { id: cart.id });
  expect(read.errors).toBeUndefined();
  expect(read.data!.getOrder).toBeNull();
  const add = await asGuest(
    guest.request,
    `mutation($id: ID) { addToCart(orderId: $id, skuId: "${KINDLING.sku}", quantity: 5, ${SCOPE}) { id } }`,
    { id: cart.id },
  );
  expect(add.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  // The guest's own add starts a basket of their own.
  await new ProductPage(guest).open(KINDLING.path);
  await new ProductPage(guest).addToBasket();
  await expect(new FlyIn(guest).line(KINDLING.sku)).toBeVisible();
  expect((await heldOrder(guest))?.id).not.toBe(cart.id);

  // The customer's cart is as they left it: one line, one bag.
  const theirs = await asCustomer(
    page.request,
    await idTokenOf(page),
    `query($id: ID!) { getOrder(orderId: $id, ${SCOPE}) { id itemsCount orderItems { code quantity } } }`,
    { id: cart.id },
  );
  expect(theirs.data!.getOrder).toEqual({ id: cart.id, itemsCount: 1, orderItems: [{ code: KINDLING.sku, quantity: 1 }] });
  await basket.open();
  await expect(basket.line(KINDLING.sku)).toBeVisible();
  expect((await heldOrder(page))?.id).toBe(cart.id);

  await guestContext.close();
  await customerContext.close();
});

test('a guest order opens in full only in the browser that paid; its link elsewhere shows the receipt', async ({ page, browser }) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderId, orderNumber } = await new OrderView(page).expectPlaced(KINDLING.sku);
  const total = await page.getByTestId('order-total').textContent();
  await expect(page.getByTestId('order-address')).toContainText('LE12 6UZ');
  await expect(page.getByTestId('order-receipt-only')).toHaveCount(0);
  expect(await page.evaluate((id) => sessionStorage.getItem(`hearth:receipt:${id}`), orderId)).toBeTruthy();

  // The same address, opened by someone else: the receipt, and how the customer sees the rest.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(`/order/${orderId}/`);
  await expect(other.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(other.getByTestId('order-status')).toHaveText('Placed');
  await expect(other.locator(`.order-lines [data-sku="${KINDLING.sku}"]`)).toBeVisible();
  await expect(other.getByTestId('order-total')).toHaveText(total!);
  await expect(other.getByTestId('order-receipt-only')).toContainText(
    'Sign in with the email you ordered with to see the delivery details.',
  );
  await expect(other.getByTestId('order-address')).toHaveCount(0);
  const shown = other.locator('main');
  await expect(shown).not.toContainText('Woodgate Lane');
  await expect(shown).not.toContainText('LE12');
  await expect(shown).not.toContainText(SHOPPER.email);
  await expect(shown).not.toContainText(SHOPPER.lastName);
  await expect(shown).not.toContainText('null');
  await elsewhere.close();
});

test("the confirmation mail's link opens a guest order in full in another browser, and the key leaves the address bar", async ({
  page,
  browser,
}) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.approved);
  const { orderId } = await new OrderView(page).expectPlaced(KINDLING.sku);
  // The mail carries a receipt key of its own; any key issued for the order opens it the same way.
  const key = await page.evaluate((id) => sessionStorage.getItem(`hearth:receipt:${id}`), orderId);
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const mailbox = await browser.newContext();
  const other = await mailbox.newPage();
  await other.goto(`/order/${orderId}/#receipt=${key}`);
  await expect(other.getByTestId('order-address')).toContainText('LE12 6UZ');
  await expect(other.getByTestId('order-receipt-only')).toHaveCount(0);
  expect(new URL(other.url()).hash).toBe('');
  expect(await other.evaluate((id) => sessionStorage.getItem(`hearth:receipt:${id}`), orderId)).toBe(key);
  // Opened again without the fragment, the kept key still opens it.
  await other.goto(`/order/${orderId}/`);
  await expect(other.getByTestId('order-address')).toContainText('LE12 6UZ');
  await mailbox.close();
});

test('the receipt key is kept before the 3-D Secure redirect: the paying browser sees its address after the bank', async ({ page }) => {
  const payment = await reachPayment(page);
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await bank.approve();
  await new OrderView(page).expectPlaced(KINDLING.sku);
  await expect(page.getByTestId('order-address')).toContainText('LE12 6UZ');
});

test('tracking takes the order number and the email; a number and a postcode no longer open an order', async ({ page }) => {
  const customer = await createCustomer(page.request, 'security.tracking');
  const order = await placeOrderFor(page.request, customer, [[KINDLING.sku, 1]]);

  // The API has no postcode proof any more.
  const byPostcode = await asGuest(
    page.request,
    `query($number: Int!) { getOrderByNumber(orderNumber: $number, postCode: "LE12 6UZ", ${SCOPE}) { id } }`,
    { number: order.number },
  );
  expect(byPostcode.data?.getOrderByNumber ?? null).toBeNull();
  expect(byPostcode.errors?.length).toBeGreaterThan(0);
  const byEmail = await asGuest(
    page.request,
    `query($number: Int!, $email: String) {
      getOrderByNumber(orderNumber: $number, email: $email, ${SCOPE}) { number status deliveryAreas { postCode countryCode } }
    }`,
    { number: order.number, email: customer.email },
  );
  expect(byEmail.errors).toBeUndefined();
  // The short field set: progress and the postcode's outward code, never the id, who or where.
  expect(byEmail.data!.getOrderByNumber).toEqual({
    number: order.number,
    status: 'placed',
    deliveryAreas: [{ postCode: 'LE12', countryCode: 'GB' }],
  });
  const askingForMore = await asGuest(
    page.request,
    `query($number: Int!, $email: String) { getOrderByNumber(orderNumber: $number, email: $email, ${SCOPE}) { id customer { email } } }`,
    { number: order.number, email: customer.email },
  );
  expect(askingForMore.data ?? null).toBeNull();
  expect(askingForMore.errors?.length).toBeGreaterThan(0);

  // The form: a postcode is not taken as proof, and no request is sent for it.
  await page.goto('/tracking');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (runsOperation(request, TrackOrderByNumberDocument)) asked.push(request.postData()!);
  });
  await page.getByLabel('Order number').fill(String(order.number));
  await page.getByLabel('Email address').fill('LE12 6UZ');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('tracking-result')).toHaveCount(0);
  expect(asked).toEqual([]);

  // The number and a wrong email read exactly as a number that does not exist.
  await page.getByLabel('Email address').fill('someone.else@example.co.uk');
  await page.getByRole('button', { name: 'Track order' }).click();
  const notFound = page.getByTestId('tracking-not-found');
  await expect(notFound).toBeVisible();
  // The watcher does see the form's look-ups: the empty list above was no request, not a blind eye.
  expect(asked).toHaveLength(1);
  const words = await notFound.textContent();
  await page.getByLabel('Order number').fill('987654321');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(notFound).toHaveText(words!);

  // The number and the order's email find it.
  await page.getByLabel('Order number').fill(String(order.number));
  await page.getByRole('button', { name: 'Track order' }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await expect(result.getByTestId('tracking-status')).toHaveText('Placed');
  await expect(result).not.toContainText('Station Road');
});

test("no request's URL or Referer carries the cart's id, through a guest checkout and failed payments", async ({ page }) => {
  const requests = recordRequests(page);
  const payment = await reachPayment(page);
  const cart = await heldOrder(page);
  expect(cart).not.toBeNull();

  // A card the bank declines at once: the checkout says so and keeps the basket.
  await payment.pay(TEST_CARDS.declined);
  await expect(payment.message).toContainText('declined this card');

  // A 3-D Secure check that fails: the bank's page, the return page, the failed-payment page.
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await bank.fail();
  await expect(page).toHaveURL(/\/payment-failed\/$/);
  const failed = page.getByTestId('payment-failed');
  await expect(failed).toContainText('Nothing was charged to your card.');
  // Reloaded, the page still knows which order it is about (from this browser's own record).
  await page.reload();
  await expect(failed).toContainText('Nothing was charged to your card.');
  expect((await heldOrder(page))?.id).toBe(cart!.id);

  // Trying again goes back to the checkout with the same basket.
  await failed.getByRole('link', { name: 'Try again' }).click();
  await expect(new PaymentForm(page).payButton).toBeVisible();
  expect((await heldOrder(page))?.id).toBe(cart!.id);

  expect(requests.length).toBeGreaterThan(10);
  // The Referer is sent at all (so the check below reads something): same-origin calls carry the page's address.
  expect(requests.some((line) => /referer=http/.test(line))).toBe(true);
  expect(requests.filter((line) => line.includes(cart!.id))).toEqual([]);
});
