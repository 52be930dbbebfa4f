import { expect, test } from '@playwright/test';
import { createCustomer } from './fixtures/account-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { STAFF_EMAIL, staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

// Two tests here sign the one demo staff member in: run in parallel, the second code asked for
// makes the first one wrong. In order, in one worker.
test.describe.configure({ mode: 'default' });

test('/admin is kept by no cache and indexed by no search engine', async ({ request }) => {
  const reply = await request.get('/admin');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toContain('no-store');
  expect(reply.headers()['x-robots-tag']).toContain('noindex');
  expect(await reply.text()).toContain('<meta name="robots" content="noindex"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
});

test('the staff member signs in at /admin, grants a customer credit with a reason, and the audit lists it', async ({ page }) => {
  const customer = await createCustomer(page.request, 'desk', { firstName: 'Rowan', lastName: 'Birch' });
  // With an emailed code, not a session another test saved: this is the test of the sign-in.
  await staffSignIn(page, { withCode: true });
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Customers' }).click();

  await page.getByLabel('Email or order number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('article', { name: new RegExp(customer.email.replaceAll('.', '\\.')) });
  await expect(card.getByText('Credit balance: £0.00')).toBeVisible();
  await card.getByLabel('Amount (£)').fill('7.50');
  await card.getByLabel('Reason (the customer sees it)').fill('Sorry for the late delivery');
  await card.getByRole('button', { name: 'Grant credit' }).click();
  await expect(card.getByRole('status')).toHaveText('Granted. The balance is now £7.50.');
  await expect(card.getByRole('cell', { name: 'From the shop: Sorry for the late delivery' })).toBeVisible();

  await page.getByRole('link', { name: 'Audit' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Sorry for the late delivery' });
  await expect(entry).toContainText('customer.credit.grant');
  await expect(entry).toContainText(STAFF_EMAIL);
  await expect(entry).toContainText('creditBalance: 0 → 7.5');

  // The desk is a page staff use all day.
  await expectAccessible(page, 'customers desk');
});

test('a credit grant whose answer was lost, sent again from the desk, is granted once', async ({ page }) => {
  const customer = await createCustomer(page.request, 'retry', { firstName: 'Ash', lastName: 'Ember' });
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Email or order number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('article', { name: new RegExp(customer.email.replaceAll('.', '\\.')) });
  await expect(card.getByText('Credit balance: £0.00')).toBeVisible();

  // The first grant reaches the shop, and its answer is lost on the way back.
  const sentKeys: string[] = [];
  let loseAnswer = true;
  await page.route('**/graphql', async (route) => {
    const key = (route.request().postDataJSON() as { variables?: { requestKey?: string } } | null)?.variables?.requestKey;
    if (!key) return route.continue();
    sentKeys.push(key);
    if (!loseAnswer) return route.continue();
    loseAnswer = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await card.getByLabel('Amount (£)').fill('5.00');
  await card.getByLabel('Reason (the customer sees it)').fill('Goodwill');
  await card.getByRole('button', { name: 'Grant credit' }).click();
  await expect(card.getByRole('alert')).toHaveText('We could not reach the shop. Check your connection and try again.');

  // Sent again, it carries the same key: the shop applied it once.
  await card.getByRole('button', { name: 'Grant credit' }).click();
  await expect(card.getByRole('status')).toHaveText('Granted. The balance is now £5.00.');
  await expect(card.getByRole('cell', { name: 'From the shop: Goodwill' })).toHaveCount(1);

  // The same grant made again on purpose is a new change, with a new key.
  await card.getByLabel('Amount (£)').fill('5.00');
  await card.getByLabel('Reason (the customer sees it)').fill('Goodwill');
  await card.getByRole('button', { name: 'Grant credit' }).click();
  await expect(card.getByRole('status')).toHaveText('Granted. The balance is now £10.00.');
  expect(sentKeys).toHaveLength(3);
  expect(sentKeys[1]).toBe(sentKeys[0]);
  expect(sentKeys[2]).not.toBe(sentKeys[0]);
});

test('the desk opens on Today, which a phone reads without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page);
  const tabs = page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link');
  await expect(tabs.first()).toHaveText('Today');
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: /^Today, \w+day \d+ \w+ \d{4}$/ })).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText(/^\d+$/);
  await expect(figures.nth(1)).toHaveText(/^-?£\d[\d,]*\.\d\d$/);
  // Today and the six days after, each with its bookings.
  const days = page.getByRole('table', { name: 'The week’s deliveries' }).getByRole('row');
  await expect(days).toHaveCount(8);
  await expect(days.nth(1).getByRole('cell').last()).toHaveText(/^\d+\.\d\d$/);
  await expect(page.getByRole('link', { name: /messages? not delivered$/ })).toHaveAttribute('href', '#mail');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'today desk');
  // The week's five columns still fit the narrowest phone.
  await page.setViewportSize({ width: 320, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a signed-in customer at /admin is refused, and sees no desk', async ({ page }) => {
  const customer = await createCustomer(page.request, 'desk', { firstName: 'Rowan', lastName: 'Birch' });
  await signInThroughPage(page, customer.email, '/account');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "This page is for the shop's staff" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${customer.email}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0);
});
