import { expect, type Page, test } from '@playwright/test';

const SECRET = process.env.E2E_PREVIEW_SECRET ?? '';
const DRAFT_ARTICLE = '/knowledge-base/splitting-kindling';
const DRAFT_HEADING = 'Dry fuel, honestly delivered since 2009';
const PUBLISHED_HEADING = 'Dry fuel, honestly delivered';

/** What an editor does after the Studio's "Open preview": type the secret on the shop's enter page. */
async function enterPreview(page: Page, path: string, secret = SECRET) {
  await page.goto(`/preview/enter?path=${encodeURIComponent(path)}`);
  await page.getByLabel('Preview secret').fill(secret);
  await page.getByRole('button', { name: 'Open the preview' }).click();
}

test('without a preview session every preview address is the site’s 404, and a forged cookie changes nothing', async ({
  page,
  context,
}) => {
  for (const path of ['/preview/about', `/preview${DRAFT_ARTICLE}`, '/preview']) {
    const reply = await page.goto(path);
    expect(reply?.status(), path).toBe(404);
    await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0);
  }
  await context.addCookies([{ name: 'hearth_preview', value: `${Date.UTC(2100, 0)}.${'A'.repeat(43)}`, url: page.url() }]);
  expect((await page.goto('/preview/about'))?.status()).toBe(404);
});

test('a draft shows in the preview only after the secret, and the public site keeps the published page', async ({ page, context }) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));

  // A wrong secret: refused on the same form, no session.
  await enterPreview(page, 'about', `${SECRET}x`);
  await expect(page.getByRole('alert')).toHaveText('That is not the preview secret.');
  expect((await page.goto('/preview/about'))?.status()).toBe(404);

  await enterPreview(page, 'about');
  await expect(page).toHaveURL(/\/preview\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING);
  await expect(page.getByText('Not published yet')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished drafts' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const reply = await page.request.get('/preview/about');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(reply.headers()['cache-control']).toBe('private, no-store');
  expect(reply.headers()['referrer-policy']).toBe('no-referrer');

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'hearth_preview');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/preview', sameSite: 'Lax' });
  expect(cookie!.value).not.toContain(SECRET);

  // A never-published article, in the preview only.
  await page.goto(`/preview${DRAFT_ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to split kindling safely');
  await expect(page.locator('article strong', { hasText: 'dry' })).toBeVisible();

  // The public pages, in the same browser with the session: published content, no draft anywhere.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADING);
  await expect(page.getByText('Not published yet')).toHaveCount(0);
  expect((await page.goto(DRAFT_ARTICLE))?.status()).toBe(404);
  await page.goto('/knowledge-base');
  await expect(page.getByRole('link', { name: 'How to split kindling safely' })).toHaveCount(0);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('splitting-kindling');

  // The secret travelled only in the form's body: no address the browser asked for holds it.
  expect(addresses.filter((address) => address.includes(SECRET))).toEqual([]);
});

test('an editor who already has a session goes straight from the Studio’s link to the draft', async ({ page }) => {
  await enterPreview(page, '');
  await expect(page).toHaveURL(/\/preview$/);
  await page.goto(`/preview/enter?path=${encodeURIComponent(DRAFT_ARTICLE.slice(1))}`);
  await expect(page).toHaveURL(new RegExp(`/preview${DRAFT_ARTICLE}$`));
  // A path that is not a site path goes nowhere but the preview's own home.
  await page.goto('/preview/enter?path=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/preview$/);
});

test('an article’s picture is built into the page: srcset, size, alt text, and it loads from the site', async ({ page }) => {
  await page.goto('/knowledge-base/storing-logs');
  const picture = page.locator('article figure.rich-text-image img');
  await expect(picture).toHaveAttribute('alt', /lean-to roof/);
  await expect(picture).toHaveAttribute('width', '960');
  await expect(picture).toHaveAttribute('height', '640');
  await expect(picture).toHaveAttribute(
    'srcset',
    /\/media\/cms\/images\/seed\/production\/[0-9a-f]{40}-1200x800\.jpg\?rect=[\d,]+&w=480&h=320&auto=format 480w/,
  );
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
