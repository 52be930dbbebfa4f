import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AddToCartDocument, GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { createCustomer } from './fixtures/account-data.ts';
import { holdOperation, runsOperation } from './fixtures/graphql-requests.ts';
import { builtReactFiles } from './fixtures/react-code.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { FlyIn, heldOrderId, ProductPage } from './pages/shop.ts';

// The buy-box's code is held back below: a service worker would fetch it where page.route cannot see.
test.use({ serviceWorkers: 'block' });

const FIRELIGHTERS = { path: '/kindling/natural-firelighters', sku: 'ACC-FIRELIGHTER-100' };
const BUY_BOX_CODE = /\/_astro\/BuyBox\.[\w-]+\.js$/;
// The built files holding React and React DOM, found by their content (the chunk planner names
// them): without them neither the buy-box nor React's fly-in can run.
const reactFiles = builtReactFiles();
const REACT_CODE = (url: URL) => reactFiles.has(url.pathname);

/** Holds the buy-box's code (or `code`) until `release` is called, and records whether the page asked for it. */
async function holdBuyBoxCode(page: Page, code: RegExp | ((url: URL) => boolean) = BUY_BOX_CODE) {
  // React reports a page whose built HTML it cannot take over as it is (a hydration mismatch) here.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(code, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked, errors };
}

/** The page as the shopper first sees it: price, stock and the delivery promise, written before React. */
async function openBeforeReact(page: Page) {
  const product = new ProductPage(page);
  await product.open(FIRELIGHTERS.path);
  await expect(page.getByTestId('delivery-estimate')).toContainText('for delivery from');
  return product;
}

test('the product page shows its buy-box without loading its code, and the first press on "Add to basket" adds', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  const product = await openBeforeReact(page);
  await expect(page.locator('.stock-badge')).toHaveText('In stock');
  expect(code.asked, 'nothing asks for the buy-box code before the shopper acts').toEqual([]);

  await product.addToBasket();
  await expect.poll(() => code.asked.length, 'the press asks for the code').toBe(1);
  code.release();

  const flyIn = new FlyIn(page);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  // The static form was never sent to the page's own address.
  await expect(page).toHaveURL(new RegExp(`${FIRELIGHTERS.path}$`));
  expect(code.errors, 'React took over the built buy-box as it was').toEqual([]);
});

test('a quantity typed and Enter pressed before the code loads add that quantity, from the keyboard alone', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  await openBeforeReact(page);

  const quantity = page.getByLabel('Quantity');
  await quantity.focus();
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => code.asked.length).toBe(1);
  code.release();

  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 3');
  await expect(page).toHaveURL(new RegExp(`${FIRELIGHTERS.path}$`));
});

test('"Change" beside the delivery promise opens the postcode form when pressed before the code loads', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  await openBeforeReact(page);

  const change = page.getByRole('button', { name: 'Change delivery postcode' });
  await change.click();
  code.release();

  await expect(page.getByLabel('Delivery postcode')).toBeVisible();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
});

test('a press with no pointer, touch, focus or key before it, as a screen reader may send, still adds', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  await openBeforeReact(page);

  await page.getByRole('button', { name: 'Add to basket' }).dispatchEvent('click');
  await expect.poll(() => code.asked.length, 'the press alone asks for the code').toBe(1);
  code.release();

  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
});

test('the shopper’s first move on the page loads the buy-box code without rendering it, and the press then finds it there', async ({
  page,
}) => {
  const code = await holdBuyBoxCode(page);
  await openBeforeReact(page);
  expect(code.asked, 'a page load alone fetches nothing').toEqual([]);

  // A pointer moving over the page's header, nowhere near the buy-box.
  await page.mouse.move(5, 5);
  await expect.poll(() => code.asked.length, 'the first sign of life asks for the code').toBe(1);
  code.release();
  // Astro's island holds the component once its code has loaded; it would hydrate straight after.
  await page.waitForFunction(() => (document.querySelector('[data-buy-box] astro-island') as { Component?: unknown } | null)?.Component);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Loaded and left for the press: React has not taken the buy-box over (Astro drops `ssr` when it does).
  await expect(page.locator('[data-buy-box] astro-island')).toHaveAttribute('ssr', '');

  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  expect(code.asked, 'the press fetched nothing again').toHaveLength(1);
  expect(code.errors).toEqual([]);
});

test('"Add to basket" pressed before the buy-box code arrives adds at once, while that code still loads', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /"skuId":/.test(request.postData() ?? '')) adds.push(request.postData()!);
  });
  await openBeforeReact(page);
  await page.getByLabel('Quantity').fill('2');

  await page.getByRole('button', { name: 'Add to basket' }).click();
  // The buy-box's own code is still held: the add and the fly-in did not wait for it.
  const flyIn = new FlyIn(page);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
  expect(code.asked).toHaveLength(1);

  // Once React takes over (and the directive has done what it held), nothing is added a second time.
  await page.evaluate(() => {
    const island = document.querySelector('astro-island')!;
    (window as { islandReady?: Promise<void> }).islandReady = new Promise<void>((resolve) =>
      island.addEventListener('hearth:island-ready', () => setTimeout(resolve), { once: true }),
    );
  });
  code.release();
  await page.evaluate(() => (window as { islandReady?: Promise<void> }).islandReady);
  await page.waitForLoadState('networkidle');
  expect(adds, 'one add request, for the press made before React').toHaveLength(1);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
  expect(code.errors, 'React took over the built buy-box as it was, mid-add').toEqual([]);
});

test('a quantity typed before React, then "Add to basket" pressed after React took over but before it is ready, adds what was typed', async ({
  page,
}) => {
  // The live product data is held: React takes the buy-box over but waits for it before it says
  // it is ready, so the press lands in that gap, where React has already drawn its own quantity.
  const releaseLiveData = await holdOperation(page, GetProductDataDocument);
  await openBeforeReact(page);
  await page.getByLabel('Quantity').fill('2');
  await expect(page.locator('[data-buy-box] astro-island')).not.toHaveAttribute('ssr');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  await page.getByRole('button', { name: 'Add to basket' }).click();
  releaseLiveData();
  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
});

test('a signed-in customer’s press made while the buy-box loads adds, with their token', async ({ page }) => {
  const customer = await createCustomer(page.request, 'buy-box.signed-in');
  await signInThroughPage(page, customer.email);
  const adds: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /"skuId":/.test(request.postData() ?? '')) adds.push(request.headers().authorization);
  });
  // A stored session hydrates the buy-box at load (its saved addresses may name the postcode).
  const code = await holdBuyBoxCode(page);
  const product = new ProductPage(page);
  await product.open(FIRELIGHTERS.path);
  await expect.poll(() => code.asked.length, 'the stored session asks for the code at load').toBe(1);

  await product.addToBasket();
  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  // The cart is the customer's: it answers only to their ID token.
  expect(adds).toEqual([expect.stringMatching(/^Bearer \S+$/)]);
  code.release();
});

test('every press made before the code loads is done, in order: "One more" twice makes three', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  await openBeforeReact(page);
  const more = page.getByRole('button', { name: 'One more' });
  await more.click();
  await more.click();
  code.release();
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
});

test('a live stock count the page was not built with is written in without loading the buy-box code', async ({ page }) => {
  const code = await holdBuyBoxCode(page);
  const product = new ProductPage(page);
  // The seed's birch max crate has 8 on hand; the page states only "In stock".
  await product.open('/firewood/birch/max-crate');
  await expect(page.locator('[data-stock]')).toHaveText(/^Only \d left$/);
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-stock', 'lowStock');
  await expect(page.getByTestId('delivery-estimate')).toBeVisible();
  expect(code.asked).toEqual([]);

  // Once the shopper reaches for it, React takes over the same figures.
  await page.getByLabel('Quantity').fill('20');
  code.release();
  await expect(page.getByRole('status').filter({ hasText: /^Only \d available/ })).toBeVisible();
  expect(code.errors, 'React took over the figures the script wrote as they were').toEqual([]);
});

/** The held cart as the API has it, asked with the public key (a guest's cart). */
async function heldOrderTotals(page: Page): Promise<{ goodsAmount: number; itemsCount: number }> {
  const orderId = await heldOrderId(page);
  const reply = await page.request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: { query: `{ getOrder(orderId: "${orderId}", tenant: "hearth", salesChannel: "uk-web") { goodsAmount itemsCount } }` },
  });
  return (await reply.json()).data.getOrder;
}

test('with React held back, the first add opens the page’s own fly-in with the line and the API’s total, and React then takes it over', async ({
  page,
}) => {
  const react = await holdBuyBoxCode(page, REACT_CODE);
  await openBeforeReact(page);
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();

  // No cart before the press: the add made one, and the fly-in shows it while React is still held.
  const flyIn = new FlyIn(page);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
  expect(react.asked.length, 'the press asked for React, which is held').toBeGreaterThan(0);
  await expect(page.locator('dialog[data-fly-in-shell]')).toHaveAttribute('open', '');
  const { goodsAmount, itemsCount } = await heldOrderTotals(page);
  expect(itemsCount).toBe(2);
  await expect(flyIn.dialog.getByTestId('cart-total')).toHaveText(`£${goodsAmount.toFixed(2)}`);
  await expect(flyIn.dialog.getByRole('button', { name: 'Close basket' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('dialog[open]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The focus stays where the shopper moved it when React's fly-in takes the built one's place.
  await page.keyboard.press('Shift+Tab');
  await expect(flyIn.dialog.getByRole('link', { name: 'View basket' })).toBeFocused();
  react.release();
  await expect(page.locator('dialog[data-fly-in-shell]')).toHaveCount(0);
  await expect(flyIn.dialog.getByRole('link', { name: 'View basket' })).toBeFocused();
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  expect(react.errors).toEqual([]);

  // React's fly-in answers: Escape closes it and hands the focus back, and the next add opens it again, edited.
  await page.keyboard.press('Escape');
  await expect(flyIn.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeFocused();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 4');
  await expect(page.locator('dialog[data-fly-in-shell]')).toHaveCount(0);
});

test('with React held back, the page’s own fly-in closes on Escape and hands the focus back to "Add to basket"', async ({ page }) => {
  await holdBuyBoxCode(page, REACT_CODE);
  await openBeforeReact(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const flyIn = new FlyIn(page);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  await page.keyboard.press('Escape');
  await expect(flyIn.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeFocused();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 2');
});

test('Escape on the page’s fly-in while React’s is mounting closes the fly-in for good: React’s does not open in its place', async ({
  page,
}) => {
  const react = await holdBuyBoxCode(page, REACT_CODE);
  await openBeforeReact(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const flyIn = new FlyIn(page);
  await expect(flyIn.line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  // The moment React's fly-in starts mounting it retires the built one (fly-in-loader.ts), which
  // stays open until React's opens. That moment is too short to press a key in from a test, so the
  // test retires the shell as the loader does, then the shopper presses Escape.
  await page.locator('dialog[data-fly-in-shell]').evaluate((shell) => shell.setAttribute('data-retired', ''));
  await page.keyboard.press('Escape');
  await expect(flyIn.dialog).toBeHidden();
  await expect(page.locator('dialog[data-fly-in-shell]')).toHaveCount(0);

  await page.evaluate(() => {
    const island = document.querySelector('astro-island')!;
    (window as { islandReady?: Promise<void> }).islandReady = new Promise<void>((resolve) =>
      island.addEventListener('hearth:island-ready', () => setTimeout(resolve), { once: true }),
    );
  });
  react.release();
  await page.evaluate(() => (window as { islandReady?: Promise<void> }).islandReady);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeFocused();
  expect(react.errors).toEqual([]);
});

test('with React held back, a refused add shows the API’s words and no fly-in, and the buy-box says them once React is in', async ({
  page,
}) => {
  const react = await holdBuyBoxCode(page, REACT_CODE);
  await page.route('**/graphql', async (route) => {
    if (!runsOperation(route.request(), AddToCartDocument)) return route.fallback();
    const body = route.request().postDataJSON();
    body.variables.quantity = 500;
    await route.fallback({ postData: JSON.stringify(body) });
  });
  await openBeforeReact(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'at most 99' });
  await expect(refusal).toHaveCount(1);
  await expect(new FlyIn(page).dialog).toBeHidden();
  expect(await heldOrderId(page)).toBeNull();

  react.release();
  await expect(page.locator('[data-buy-box] astro-island')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  await expect(refusal).toHaveCount(1);
});

test('with React held back, a second press while the first add is under way adds nothing more', async ({ page }) => {
  const react = await holdBuyBoxCode(page, REACT_CODE);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (runsOperation(request, AddToCartDocument)) adds.push(request.url());
  });
  const releaseAdd = await holdOperation(page, AddToCartDocument);
  await openBeforeReact(page);
  const add = page.getByRole('button', { name: 'Add to basket' });
  await add.click();
  await expect.poll(() => adds.length).toBe(1);
  await add.click();
  releaseAdd();
  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  // Nor once React has taken the buy-box over: the press it held was the page's, not React's to do again.
  react.release();
  await expect(page.locator('[data-buy-box] astro-island')).not.toHaveAttribute('ssr');
  await expect(new FlyIn(page).line(FIRELIGHTERS.sku)).toContainText('Quantity 1');
  expect(adds).toHaveLength(1);
});
