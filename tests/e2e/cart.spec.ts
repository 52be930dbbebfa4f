import { expect, test } from '@playwright/test';
import { AddToCartDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { BasketPage, FlyIn, ProductPage, heldOrderId } from './pages/shop.ts';

test('a shopper finds logs, fills the basket, reloads and still has it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Kiln-dried ash logs – full crate/ }).click();
  await expect(page).toHaveURL(/\/firewood\/ash\/full-crate$/);

  const product = new ProductPage(page);
  await expect(product.price).toHaveText('£219.00');
  await expect(page.getByTestId('review-stars-link')).toHaveText(/★★★★★ Rated 4\.5 out of 5 \(2 reviews\)|4\.5.*\(2 reviews\)/);
  await product.setQuantity(2);
  await product.addToBasket();

  const flyIn = new FlyIn(page);
  await expect(flyIn.dialog).toBeVisible();
  await expect(flyIn.line('LOG-ASH-FULL')).toContainText('Quantity 2');
  // GA4 ecommerce events reach the data layer for the tag manager to read.
  const events = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, any>[] }).dataLayer
        .filter((e) => e.ecommerce)
        .map((e) => [e.event, e.ecommerce.items?.[0]?.item_id, e.ecommerce.items?.[0]?.quantity]),
    );
  await expect.poll(events).toEqual(
    expect.arrayContaining([
      ['view_item', 'LOG-ASH-FULL', 1],
      ['add_to_cart', 'LOG-ASH-FULL', 2],
    ]),
  );
  await expect(flyIn.dialog.getByTestId('cart-total')).toHaveText('£438.00');
  await page.keyboard.press('Escape');
  await expect(flyIn.dialog).toBeHidden();

  await product.open('/kindling/kiln-dried-kindling');
  await product.addToBasket();
  await expect(flyIn.dialog.getByTestId('cart-total')).toHaveText('£445.99');
  await flyIn.dialog.getByRole('link', { name: 'View basket' }).click();

  const basket = new BasketPage(page);
  await expect(basket.line('LOG-ASH-FULL')).toBeVisible();
  await expect(basket.line('KIN-NET-10L')).toBeVisible();
  await expect(basket.total).toHaveText('£445.99');

  const orderId = await heldOrderId(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(basket.total).toHaveText('£445.99');
  expect(await heldOrderId(page)).toBe(orderId);

  await basket.setQuantity('LOG-ASH-FULL', 3);
  await expect(basket.total).toHaveText('£664.99');
  await basket.remove('KIN-NET-10L');
  await expect(basket.line('KIN-NET-10L')).toHaveCount(0);
  await expect(basket.total).toHaveText('£657.00');

  // Coupons work from the basket too: a refusal says why, beside the field, and changes nothing.
  await page.getByLabel('Discount code').fill('SUMMER25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('.coupon-form .field__error')).toContainText('SUMMER25');
  await expect(page.getByLabel('Discount code')).toBeFocused();
  await expect(basket.total).toHaveText('£657.00');
  await page.getByLabel('Discount code').fill('crate20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('CRATE20 applied: £20.00 off.')).toBeVisible();
  await expect(basket.total).toHaveText('£637.00');
  await page.getByRole('button', { name: 'Remove code CRATE20' }).click();
  await expect(page.getByText(/CRATE20 applied/)).toHaveCount(0);

  // The cart lives in the database, not only in this browser: ask the API for it directly.
  const reply = await page.request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query: `{ getOrder(orderId: "${orderId}", tenant: "hearth", salesChannel: "uk-web") { totalAmount orderItems { code quantity } } }`,
    },
  });
  expect((await reply.json()).data.getOrder).toEqual({ totalAmount: 657, orderItems: [{ code: 'LOG-ASH-FULL', quantity: 3 }] });
});

test('the buy-box says so when the server refuses an add, and the basket is unchanged', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/firewood/birch/max-crate');
  // The stepper stops at the stock; ask the server for more than that directly in the field's place.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    // The browser sends the storefront's operations by their persisted hash.
    if (body.extensions?.persistedQuery?.sha256Hash === AddToCartDocument.__meta__?.hash) body.variables.quantity = 500;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await product.addToBasket();
  await expect(page.getByRole('alert')).toContainText('at most 99');
  await expect(page.getByRole('dialog', { name: 'Your basket' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  expect(await heldOrderId(page)).toBeNull();
});

test('content pages ship no JavaScript but the consent script; old product links redirect permanently in any case', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // The config's shopper has chosen already: only the consent module (the footer's settings, the
  // loaders, which load nothing after "reject all") and the chunks it imports; the banner is not fetched.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter(
      (path) => !/^\/_astro\/(BaseLayout\.astro_astro_type_script_index_0_lang|consent-state|preload-helper)\.[\w-]+\.js$/.test(path),
    ),
  ).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(3);

  const redirect = await request.get('/Firewood/KILN-DRIED-BIRCH-FIREWOOD-full-crate', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/firewood/birch/full-crate');

  const missing = await request.get('/firewood/oak');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("We couldn't find that page");
});

test('a shared basket link gives the person who opens it their own copy', async ({ page, browser }) => {
  const product = new ProductPage(page);
  await product.open('/firewood/ash/standard-crate');
  await product.setQuantity(2);
  await product.addToBasket();
  await expect(new FlyIn(page).dialog).toBeVisible();
  const sharedId = await heldOrderId(page);
  await page.goto('/cart');
  const link = await page.getByLabel('Share this basket').inputValue();
  expect(link).toMatch(/\/cart\/[A-Za-z0-9_-]{22}$/);
  expect(link).not.toContain(sharedId!);

  const friend = await browser.newContext();
  const theirs = await friend.newPage();
  await theirs.goto(new URL(link).pathname);
  await expect(theirs).toHaveURL(/\/cart$/);
  const basket = new BasketPage(theirs);
  await expect(basket.line('LOG-ASH-STD')).toContainText('£298.00');
  const copyId = await heldOrderId(theirs);
  expect(copyId).toMatch(/^[0-9a-f-]{36}$/);
  expect(copyId).not.toBe(sharedId);

  // A link that is not a cart at all is a plain "not found".
  expect((await theirs.request.get('/cart/not-a-cart')).status()).toBe(404);
  await friend.close();
});

test('the basket suggests what goes with it, added with one tap', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('/firewood/birch/standard-crate');
  await product.addToBasket();
  await expect(new FlyIn(page).dialog.getByRole('heading', { name: 'Goes well with your order' })).toBeVisible();
  await page.goto('/cart');
  const basket = new BasketPage(page);
  await page.getByRole('button', { name: 'Add Kiln-dried kindling, 10 litre net' }).click();
  await expect(basket.line('KIN-NET-10L')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Kiln-dried kindling, 10 litre net' })).toHaveCount(0);
});

test('a signed-in customer’s basket gets suggestions too: their cart answers only to their token', async ({ page }) => {
  const customer = await createCustomer(page.request, 'cart.suggestions');
  await signInThroughPage(page, customer.email);
  const product = new ProductPage(page);
  await product.open('/firewood/birch/standard-crate');
  await product.addToBasket();
  await expect(new FlyIn(page).dialog.getByRole('heading', { name: 'Goes well with your order' })).toBeVisible();
});
