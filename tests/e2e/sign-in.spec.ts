import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { emailedSignInCode, mailboxMark, mailTo, signInThroughPage } from './fixtures/sign-in.ts';

/** A customer of the shop (made as guest checkout makes one), not yet known to the identity service. */
async function newCustomer(request: APIRequestContext) {
  const email = `sign-in.${randomUUID().slice(0, 8)}@example.co.uk`;
  const reply = await request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query: 'mutation($input: CustomerInput!) { createCustomer(input: $input, tenant: "hearth", salesChannel: "uk-web") { id } }',
      variables: { input: { email, firstName: 'Iris', lastName: 'Ashdown' } },
    },
  });
  const body = await reply.json();
  expect(body.errors).toBeUndefined();
  return { id: body.data.createCustomer.id as string, email };
}

/** The public email look-up the sign-in page makes, asking for `fields`. */
async function lookUp(request: APIRequestContext, email: string, fields: string) {
  const reply = await request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: { query: `{ getCustomerByEmailSalesChannel(email: "${email}", tenant: "hearth", salesChannel: "uk-web") { ${fields} } }` },
  });
  return (await reply.json()) as { data?: { getCustomerByEmailSalesChannel: unknown } | null; errors?: unknown[] };
}

test.describe('signing in with an emailed code', () => {
  test('a first-time customer is signed up, signs in with the mailed code and lands where they were going', async ({ page }) => {
    const customer = await newCustomer(page.request);
    await signInThroughPage(page, customer.email.toUpperCase(), '/account/orders');
    await expect(page).toHaveURL(/\/account\/orders$/);
    // The look-up tells anyone only the id the sign-in username is made of: not whether (or as
    // whom) the customer is registered with the identity service, nor any name.
    expect((await lookUp(page.request, customer.email, 'id salesChannel')).data?.getCustomerByEmailSalesChannel).toEqual({
      id: customer.id,
      salesChannel: 'uk-web',
    });
    expect((await lookUp(page.request, customer.email, 'cognitoUser')).errors?.length).toBeGreaterThan(0);

    // Already registered, the next sign-in goes straight to the code. Signed out (the session
    // lives in the tab's sessionStorage) away from the account page, whose own redirect to
    // /login would otherwise race the next navigation.
    await page.goto('/');
    await page.evaluate(() => sessionStorage.clear());
    await signInThroughPage(page, customer.email, '/account');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the session lives in its tab: a reload keeps it, another tab asks for a code, no token stays in localStorage', async ({
    page,
    context,
  }) => {
    const customer = await newCustomer(page.request);
    await signInThroughPage(page, customer.email, '/account/details');
    await page.reload();
    await expect(page.getByTestId('account-email')).toHaveText(customer.email);
    // Only the device keys are the browser's (a remembered device outlives the tab); no token is.
    const keptByTheBrowser = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    );
    expect(keptByTheBrowser.filter((key) => !/\.(deviceKey|deviceGroupKey|randomPasswordKey)$/.test(key))).toEqual([]);

    // On purpose (src/lib/identity/token-storage.ts): a second tab starts signed out.
    const second = await context.newPage();
    await second.goto('/account/details');
    await expect(second).toHaveURL(/\/login\?next=%2Faccount%2Fdetails$/);
    await page.reload();
    await expect(page.getByTestId('account-email')).toHaveText(customer.email);
  });

  test('a wrong code says how many tries are left; the right one still signs in', async ({ page }) => {
    const customer = await newCustomer(page.request);
    await page.goto('/login');
    const mark = await mailboxMark(page.request);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText(`We have sent a 6-digit code to ${customer.email}`)).toBeVisible();
    const code = await emailedSignInCode(page.request, customer.email, mark);
    const wrong = code === '000000' ? '111111' : '000000';

    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 2 tries left.');

    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
  });

  test('three wrong codes end the sign-in; a new code starts it again', async ({ page }) => {
    const customer = await newCustomer(page.request);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    for (const attempt of ['000001', '000002', '000003']) {
      await page.getByLabel('Sign-in code').fill(attempt);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).not.toHaveText('');
    }
    await expect(page.getByRole('alert')).toHaveText('That code has expired or was wrong too many times. Send yourself a new code.');

    const mark = await mailboxMark(page.request);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    // The form clears the code field and focuses its heading once the new code is on its way; the mail
    // can arrive before that, so typing any earlier would be wiped.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await page.getByLabel('Sign-in code').fill(await emailedSignInCode(page.request, customer.email, mark));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
  });

  test('a sixth code in 15 minutes is refused: the page says how long to wait, and no sixth code is mailed', async ({ page }) => {
    const customer = await newCustomer(page.request);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    for (let sent = 2; sent <= 5; sent += 1) {
      const mark = await mailboxMark(page.request);
      await page.getByRole('button', { name: 'Send a new code' }).click();
      await emailedSignInCode(page.request, customer.email, mark);
    }
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many tries, please wait 15 minutes, then ask for a new code.');
    expect(await mailTo(page.request, customer.email)).toHaveLength(5);
  });

  test('an email with no account says so and mails nothing', async ({ page }) => {
    const nobody = `nobody.${randomUUID().slice(0, 8)}@example.co.uk`;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(nobody);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find an account with that email address.');
    expect(await mailTo(page.request, nobody)).toEqual([]);
  });

  test('a next link to another site is ignored', async ({ page }) => {
    const customer = await newCustomer(page.request);
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
    const mark = await mailboxMark(page.request);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Sign-in code').fill(await emailedSignInCode(page.request, customer.email, mark));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});
