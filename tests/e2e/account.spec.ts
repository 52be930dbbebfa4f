import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, placeOrdersFor, type Line } from './fixtures/account-data.ts';
import { claimOrders } from './fixtures/order-claims.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { FlyIn, ProductPage } from './pages/shop.ts';
import { expectAccessible, heldOrder } from './pages/payment.ts';

/** Signing in through the mailbox and placing a dozen orders take a while. */
test.describe.configure({ timeout: 120_000 });

const KINDLING = 'KIN-NET-10L';
const FIRELIGHTERS = 'ACC-FIRELIGHTER-100';

/** A referral code no other run has: letters and digits only, at most 20. */
const freeCode = (stem: string) => `${stem}${randomUUID().replace(/-/g, '')}`.toUpperCase().slice(0, 20);

function accountNav(page: Page) {
  return page.getByRole('navigation', { name: 'Your account' });
}

test('a signed-out shopper is sent to sign in; an unknown section is not a page', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);

  const response = await page.goto('/account/settings');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
});

test('a customer sees their details, pages through their orders, reorders one and signs out', async ({ page }) => {
  const customer = await createCustomer(page.request, 'account.orders');
  // Twelve orders: more than a page. The oldest is the one bought again, from the second page.
  const oldest: Line[] = [
    [KINDLING, 2],
    [FIRELIGHTERS, 1],
  ];
  const placed = await placeOrdersFor(page.request, customer, [oldest, ...Array.from({ length: 11 }, (): Line[] => [[KINDLING, 1]])]);

  await signInThroughPage(page, customer.email);
  await expect(page).toHaveURL(/\/account$/);
  // Placed as a guest would, the orders are the customer's once claimed with their confirmations' links.
  await claimOrders(page, customer, placed);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(customer.email);
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(accountNav(page).getByRole('link', { name: 'Your details' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'Account details');

  // Details: the phone is saved and still there after a reload.
  await page.getByLabel('Phone (optional)').fill('07700 900123');
  await page.getByRole('button', { name: 'Save your details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+447700900123');

  // Orders: a page of ten, newest first, then the older ones below them.
  await accountNav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const rows = page.getByTestId('order-list').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const newestFirst = [...placed].reverse();
  await expect(rows.first()).toHaveAttribute('data-order', newestFirst[0]!.id);
  await page.getByRole('button', { name: 'Older orders' }).click();
  await expect(rows).toHaveCount(12);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-order')))).toEqual(newestFirst.map((o) => o.id));
  await expect(page.getByRole('button', { name: 'Older orders' })).toHaveCount(0);
  // Keyboard users are taken to the first of the older orders.
  await expect(rows.nth(10).getByRole('link')).toBeFocused();

  // One order: its lines, totals, address and history.
  const first = placed[0]!;
  await rows
    .last()
    .getByRole('link', { name: `Order ${first.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/orders\\?order=${first.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${first.number}` })).toBeVisible();
  const order = page.getByTestId('account-order');
  await expect(order.locator(`[data-sku="${KINDLING}"]`)).toContainText('2');
  await expect(order.locator(`[data-sku="${FIRELIGHTERS}"]`)).toContainText('1');
  await expect(page.getByTestId('order-status')).toHaveText('Placed');
  await expect(page.getByTestId('order-address')).toContainText('LE12 6UZ');
  await expect(page.getByTestId('order-total')).toHaveText(/^£\d/);
  await expect(page.getByTestId('order-history')).toContainText('Order placed');
  await expectAccessible(page, 'Account order');

  // Reorder: one press, and the basket holds the same lines.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const basket = page.locator('main');
  await expect(basket.locator(`[data-sku="${KINDLING}"]`)).toBeVisible();
  await expect(basket.locator(`[data-sku="${FIRELIGHTERS}"]`)).toBeVisible();
  const held = await page.evaluate(() => {
    const stored = localStorage.getItem('persist:store-site');
    const cart = stored ? (JSON.parse(stored).order as { status: string; orderItems: { code: string; quantity: number }[] }) : null;
    return cart && { status: cart.status, lines: cart.orderItems.map((item) => [item.code, item.quantity]).sort() };
  });
  expect(held).toEqual({
    status: 'shoppingCart',
    lines: [
      [FIRELIGHTERS, 1],
      [KINDLING, 2],
    ],
  });
  expect((await heldOrder(page))?.id).not.toBe(first.id);

  // Sign out: home, and the account asks for a sign-in again.
  await page.goto('/account/details');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  // Said once: the next page does not repeat it.
  await page.reload();
  await expect(page.getByText('You are signed out.')).toHaveCount(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a referral code taken by another customer is refused in the server’s words; a free one is saved and shared', async ({ browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const taken = freeCode('TAKEN');
  const owner = await createCustomer(otherPage.request, 'account.referral.owner', { firstName: 'Grace', lastName: 'Hopper' });
  await signInThroughPage(otherPage, owner.email, '/account/referral');
  await otherPage.getByLabel('Choose your referral code').fill(taken);
  await otherPage.getByRole('button', { name: 'Save referral code' }).click();
  await expect(otherPage.getByTestId('referral-code')).toHaveText(taken);
  await other.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await createCustomer(page.request, 'account.referral');
  await signInThroughPage(page, customer.email, '/account/referral');
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  // What each side gets, from the shop's referral offer (the demo shop's, in development).
  await expect(page.getByTestId('referral-offer')).toHaveText(
    'A friend who uses your code gets £10.00 off a first order of £60.00 or more, and you get £10.00 of credit when their order is placed.',
  );
  const field = page.getByLabel('Choose your referral code');

  await field.fill(taken.toLowerCase());
  await page.getByRole('button', { name: 'Save referral code' }).click();
  await expect(page.getByText('That referral code is taken; try another.', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByTestId('referral-code')).toHaveCount(0);

  // Typed in lower case, stored (and shown) as the server keeps it.
  const mine = freeCode('ADA');
  await field.fill(mine.toLowerCase());
  await page.getByRole('button', { name: 'Save referral code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your referral code is now ${mine}.` })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(mine);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('referral-link')).toHaveValue(`${origin}/?ref=${mine}`);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/?ref=${mine}`);

  await page.reload();
  await expect(page.getByTestId('referral-code')).toHaveText(mine);
  await expectAccessible(page, 'Account referral');
  await context.close();

  // A friend opens the shared link: the code waits in their basket's discount box, and takes the offer off.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`/?ref=${mine.toLowerCase()}`);
  await new ProductPage(friend).open('/firewood/ash/standard-crate');
  await new ProductPage(friend).addToBasket();
  await expect(new FlyIn(friend).line('LOG-ASH-STD')).toBeVisible();
  await friend.goto('/cart');
  await expect(friend.getByLabel('Discount code')).toHaveValue(mine);
  await friend.getByRole('button', { name: 'Apply' }).click();
  await expect(friend.getByText(`${mine} applied: £10.00 off.`)).toBeVisible();
  await friendContext.close();
});

test('a customer adds, corrects, makes default and deletes saved addresses', async ({ page }) => {
  const customer = await createCustomer(page.request, 'account.addresses');
  await signInThroughPage(page, customer.email, '/account/addresses');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  // The form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await expect(page.getByText('Enter the first line of the address.')).toBeVisible();

  await page.getByLabel('Address line 1').fill('1 Station Road');
  await page.getByLabel('Town or city').fill('Loughborough');
  await page.getByLabel('Postcode', { exact: true }).fill('LE12 6UZ');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address added.' })).toBeVisible();
  const list = page.getByTestId('address-list').locator(':scope > li');
  await expect(list).toHaveCount(1);
  // The first delivery address becomes the default.
  await expect(list.first()).toContainText('Your default delivery address');

  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Address line 1').fill('2 Mill Lane');
  await page.getByLabel('Town or city').fill('Leicester');
  await page.getByLabel('Postcode', { exact: true }).fill('LE1 1AA');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(list).toHaveCount(2);
  const mill = list.filter({ hasText: '2 Mill Lane' });
  await expect(mill).toContainText('A delivery address');

  await mill.getByRole('button', { name: /^Edit/ }).click();
  await mill.getByLabel('Address line 2 (optional)').fill('The Old Forge');
  await mill.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
  await expect(list.filter({ hasText: 'The Old Forge' })).toHaveCount(1);

  await list.filter({ hasText: '2 Mill Lane' }).getByRole('button', { name: 'Make this my default delivery address' }).click();
  await expect(list.first()).toContainText('2 Mill Lane');
  await expect(list.first()).toContainText('Your default delivery address');
  await expect(list.filter({ hasText: '1 Station Road' })).toContainText('A delivery address');

  const station = list.filter({ hasText: '1 Station Road' });
  await station.getByRole('button', { name: /^Delete/ }).click();
  await station.getByRole('button', { name: 'Keep it' }).click();
  await expect(list).toHaveCount(2);
  await station.getByRole('button', { name: /^Delete/ }).click();
  await station.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address deleted.' })).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('2 Mill Lane');
  await expectAccessible(page, 'Account addresses');
});

test('a customer remembers this device, sees it listed, and forgets it', async ({ page }) => {
  const customer = await createCustomer(page.request, 'account.devices');
  await signInThroughPage(page, customer.email, '/account/devices');
  // Signing in may already have listed this browser (the identity service tracks devices).
  await expect(page.getByText('Loading your devices…')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remember this device' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This device is remembered.' })).toBeVisible();
  const devices = page.getByTestId('device-list').locator(':scope > li');
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('Last used');
  await expectAccessible(page, 'Account devices');

  await devices
    .first()
    .getByRole('button', { name: /^Forget/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is forgotten.' })).toBeVisible();
  await expect(page.getByText('No devices are remembered.')).toBeVisible();
});
