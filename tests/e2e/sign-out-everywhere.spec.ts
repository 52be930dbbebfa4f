import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer } from './fixtures/account-data.ts';
import { idTokenOf } from './fixtures/checkout-data.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';

/** Two sign-ins through the mailbox take a while on two loaded cores. */
test.describe.configure({ timeout: 120_000 });

const INVALID_SIGN_IN = 'Your sign-in has expired or is not valid. Please sign in again.';

/** The account as the browser reads it when signed in: the ID token as bearer, an empty API key. */
async function readAccount(request: APIRequestContext, idToken: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${idToken}`, 'x-api-key': '' },
    data: { query: '{ getLoggedInCustomerData(tenant: "hearth", salesChannel: "uk-web") { email } }' },
  });
  return (await response.json()) as { data?: { getLoggedInCustomerData: { email: string } } | null; errors?: { message: string }[] };
}

test('"Sign out everywhere" signs out this device and another, and their ID tokens no longer read the account', async ({ browser }) => {
  const here = await (await browser.newContext()).newPage();
  const elsewhere = await (await browser.newContext()).newPage();
  const customer = await createCustomer(here.request, 'sign-out.everywhere');
  await signInThroughPage(elsewhere, customer.email);
  await signInThroughPage(here, customer.email);
  const [tokenHere, tokenElsewhere] = [await idTokenOf(here), await idTokenOf(elsewhere)];
  expect((await readAccount(here.request, tokenHere)).data?.getLoggedInCustomerData.email).toBe(customer.email);

  // Asked first, with what it does; Cancel changes nothing.
  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = here.getByRole('group', { name: 'Confirm signing out everywhere' });
  await expect(confirm).toContainText('Signs you out on every device, this one included.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await readAccount(here.request, tokenHere)).errors).toBeUndefined();

  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here).toHaveURL(/\/$/);
  await expect(here.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();

  // Both tokens are still within their hour, and both are refused as any invalid sign-in.
  for (const token of [tokenHere, tokenElsewhere]) {
    const reply = await readAccount(here.request, token);
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.[0]?.message).toBe(INVALID_SIGN_IN);
  }
  await here.goto('/account');
  await expect(here).toHaveURL(/\/login\?next=%2Faccount$/);
  // The other device, still holding its tokens, is sent to sign in again.
  await elsewhere.goto('/account/details');
  await expect(elsewhere).toHaveURL(/\/login\?next=%2Faccount%2Fdetails$/);
});
