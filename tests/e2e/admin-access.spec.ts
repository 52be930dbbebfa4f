import { expect, test } from '@playwright/test';
import { createCustomer } from './fixtures/account-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';
import { STAFF_EMAIL, staffSignIn } from './fixtures/staff-sign-in.ts';
import { expectAccessible } from './pages/payment.ts';

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
  await staffSignIn(page);

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
  await expect(entry).toContainText('"creditBalance": 7.5');

  // The desk is a page staff use all day.
  await expectAccessible(page, 'customers desk');
});

test('a signed-in customer at /admin is refused, and sees no desk', async ({ page }) => {
  const customer = await createCustomer(page.request, 'desk', { firstName: 'Rowan', lastName: 'Birch' });
  await signInThroughPage(page, customer.email, '/account');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "This page is for the shop's staff" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${customer.email}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0);
});
