import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emailedSignInCode, mailboxMark, signInThroughPage } from './fixtures/sign-in.ts';

const STAFF_EMAIL = 'staff@hearth.example';

/** A customer of the shop, made as guest checkout makes one. */
async function newCustomer(request: APIRequestContext) {
  const email = `desk.${randomUUID().slice(0, 8)}@example.co.uk`;
  const reply = await request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query: 'mutation($input: CustomerInput!) { createCustomer(input: $input, tenant: "hearth", salesChannel: "uk-web") { id } }',
      variables: { input: { email, firstName: 'Rowan', lastName: 'Birch' } },
    },
  });
  expect((await reply.json()).errors).toBeUndefined();
  return { email };
}

/** Signs the demo staff member in at /admin with the code from the dev mailbox. */
async function staffSignIn(page: Page) {
  await page.goto('/admin');
  const mark = await mailboxMark(page.request);
  await page.getByLabel('Staff email').fill(STAFF_EMAIL);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await emailedSignInCode(page.request, STAFF_EMAIL, mark));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}.`)).toBeVisible();
}

test('/admin is kept by no cache and indexed by no search engine', async ({ request }) => {
  const reply = await request.get('/admin');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toContain('no-store');
  expect(reply.headers()['x-robots-tag']).toContain('noindex');
  expect(await reply.text()).toContain('<meta name="robots" content="noindex"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
});

test('the staff member signs in at /admin, grants a customer credit with a reason, and the audit lists it', async ({ page }) => {
  const customer = await newCustomer(page.request);
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

  // The desk is a page staff use all day: WCAG 2.1 AA as axe checks it, serious and critical only.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});

test('a signed-in customer at /admin is refused, and sees no desk', async ({ page }) => {
  const customer = await newCustomer(page.request);
  await signInThroughPage(page, customer.email, '/account');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "This page is for the shop's staff" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${customer.email}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0);
});
