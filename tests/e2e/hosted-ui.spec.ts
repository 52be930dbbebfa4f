import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from './fixtures/sign-in.ts';

// The hosted-UI stand-in speaks https with a self-signed certificate, as only a local test can.
test.use({ ignoreHTTPSErrors: true });

/** A customer who has signed in once with an emailed code, so the pool knows them; then signed out. */
async function knownCustomer(page: Page) {
  const email = `hosted.${randomUUID().slice(0, 8)}@example.co.uk`;
  const reply = await page.request.post('/graphql', {
    headers: { 'x-api-key': 'hearth-local-storefront' },
    data: {
      query: 'mutation($input: CustomerInput!) { createCustomer(input: $input, tenant: "hearth", salesChannel: "uk-web") { id } }',
      variables: { input: { email, firstName: 'Hazel', lastName: 'Coppice' } },
    },
  });
  expect((await reply.json()).errors).toBeUndefined();
  await signInThroughPage(page, email);
  // Signed out (the session lives in the tab's sessionStorage: src/lib/identity/token-storage.ts)
  // away from the account page, whose own redirect to /login would otherwise race the next navigation.
  await page.goto('/');
  await page.evaluate(() => sessionStorage.clear());
  return email;
}

test.describe('sign-in with redirect through the hosted UI', () => {
  test('success comes back signed in, to where the shopper was going, and the API accepts the session', async ({ page }) => {
    const email = await knownCustomer(page);
    await page.goto(`/login?next=${encodeURIComponent('/account/details')}`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/oauth2/authorize');

    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/account\/details$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });

  test('failure is announced, the event emitted, and the URL reset to the sign-in redirect URL', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { failures: string[] }).failures = [];
      window.addEventListener('hearth:hosted-ui-sign-in-failed', (event) => {
        (window as unknown as { failures: string[] }).failures.push((event as CustomEvent<{ message: string }>).detail.message);
      });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('alert')).toContainText('Signing in with your other account did not work');
    expect(await page.evaluate(() => (window as unknown as { failures: string[] }).failures)).toEqual(['The user cancelled the sign-in.']);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/login');
  });
});
