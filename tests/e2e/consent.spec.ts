import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { AddToCartDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { runsOperation } from './fixtures/graphql-requests.ts';
import { layoutShift } from './fixtures/layout-shift.ts';
import { interceptThirdParties } from './fixtures/third-parties.ts';
import { ProductPage } from './pages/shop.ts';

// A first visit: no consent cookie (the config gives every other spec a "reject all" one).
test.use({ storageState: { cookies: [], origins: [] } });

const PRODUCT = '/firewood/ash/full-crate';
const GA_COOKIE = 'GA1.1.1234567890.1700000000';

/** The first interactions: tags wait for one of these. */
async function interact(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await page.mouse.wheel(0, 200);
}

/**
 * The consent cookie as the browser's store holds it. The page writes it at once (document.cookie),
 * and the store that `context.cookies()` reads learns of the write a moment later: read with a poll.
 */
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'tracking_consent')?.value;
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Hearth' });
const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).hostname))].sort();
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent' || args[0] === 'js' || args[0] === 'config')
      .map((args) => [args[0], args[1], (args[2] as Record<string, string> | undefined)?.ad_storage]),
  );

test('nothing leaves the shop before a choice, on any page or in a second tab, and the banner passes axe', async ({ context, page }) => {
  const leaving = await interceptThirdParties(context);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('#consent-banner').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The banner floats over the page: nothing on it moves (CLS stays 0).
  expect(await layoutShift(page)).toBe(0);

  await interact(page);
  await page.goto(PRODUCT);
  await interact(page);
  await expect(banner(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await interact(second);
  await expect(banner(second)).toBeVisible();
  await second.waitForLoadState('networkidle');
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);
  // Consent Mode's default is the first thing in the data layer: everything denied, waiting for an update.
  expect((await consentCalls(page))[0]).toEqual(['consent', 'default', 'denied']);
});

test('the banner is reachable by keyboard and "Reject all" keeps every tag away, on later pages and in a second tab', async ({
  context,
  page,
}) => {
  const leaving = await interceptThirdParties(context);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  // It takes the focus once, so the keyboard meets it first.
  await expect(banner(page)).toBeFocused();
  // From the keyboard alone: Tab moves through the banner's buttons (its focus stays inside it).
  const reject = banner(page).getByRole('button', { name: 'Reject all' });
  await expect
    .poll(async () => {
      await page.keyboard.press('Tab');
      return reject.evaluate((button) => button === document.activeElement);
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => consentCookie(context)).toBe('statistics:false|marketing:false|chat:false');

  await interact(page);
  await page.goto(PRODUCT);
  await interact(page);
  await expect(banner(page)).toBeHidden();
  const second = await context.newPage();
  await second.goto('/');
  await interact(second);
  await second.waitForLoadState('networkidle');
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);
});

test('"statistics only" loads Google Analytics (after the first interaction) but not the ad pixel', async ({ context, page }) => {
  const leaving = await interceptThirdParties(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Choose which' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await settings.getByRole('checkbox', { name: /^Statistics/ }).check({ force: true });
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => consentCookie(context)).toBe('statistics:true|marketing:false|chat:false');
  await expect.poll(() => leaving.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-DEV0000001'))).toBe(true);
  // Every statistics tag this page loads has been asked for before the list is cleared: a tag asked
  // for a moment later would otherwise land in the next page's list.
  await expect.poll(() => hostsOf(leaving)).toEqual(['www.clarity.ms', 'www.googletagmanager.com']);

  // The next page waits for the shopper before loading anything.
  leaving.length = 0;
  await page.goto(PRODUCT);
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);
  await interact(page);
  await expect.poll(() => hostsOf(leaving)).toEqual(['www.clarity.ms', 'www.googletagmanager.com']);
  expect(leaving.join(' ')).not.toMatch(/facebook|licdn|crisp/);
  // Consent Mode: the default before the tags, then the update; ad storage stays denied.
  expect(await consentCalls(page)).toEqual([
    ['consent', 'default', 'denied'],
    ['consent', 'update', 'denied'],
    ['js', expect.anything(), undefined],
    ['config', 'G-DEV0000001', undefined],
  ]);
});

test('"Accept all" updates Consent Mode in order and loads every tag', async ({ context, page }) => {
  const leaving = await interceptThirdParties(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => hostsOf(leaving))
    .toEqual(['client.crisp.chat', 'connect.facebook.net', 'snap.licdn.com', 'www.clarity.ms', 'www.googletagmanager.com']);
  expect(await consentCalls(page)).toEqual([
    ['consent', 'default', 'denied'],
    ['consent', 'update', 'granted'],
    ['js', expect.anything(), undefined],
    ['config', 'G-DEV0000001', undefined],
  ]);
});

test('pages of personal data or payment load no tag and allow no tag host, whatever was accepted', async ({ context, page }) => {
  const leaving = await interceptThirdParties(context);
  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // Every tag the home page loads, before leaving it: one still on its way was counted against the
  // next page once (the checkout "loaded" four tags that the home page had asked for).
  await expect
    .poll(() => hostsOf(leaving))
    .toEqual(['client.crisp.chat', 'connect.facebook.net', 'snap.licdn.com', 'www.clarity.ms', 'www.googletagmanager.com']);

  for (const path of ['/checkout/', '/login', '/tracking', '/account/', '/order/00000000-0000-0000-0000-000000000000']) {
    leaving.length = 0;
    const reply = await page.goto(path);
    const policy = reply!.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("script-src 'self'");
    for (const host of ['googletagmanager.com', 'clarity.ms', 'facebook.net', 'licdn.com', 'crisp.chat']) {
      expect(policy, `${path}: ${host}`).not.toContain(host);
    }
    await interact(page);
    await page.waitForLoadState('networkidle');
    expect(leaving, path).toEqual([]);
  }
});

test('withdrawing consent from the footer deletes the tags\u2019 cookies and the next page loads none', async ({ context, page }) => {
  const leaving = await interceptThirdParties(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // Every tag has been asked for before the list is cleared below, so none lands in the next page's.
  await expect.poll(() => hostsOf(leaving)).toHaveLength(5);
  // What the (intercepted) tags would have stored.
  await context.addCookies(['_ga', '_gid', '_fbp', '_clck'].map((name) => ({ name, value: GA_COOKIE, domain: 'localhost', path: '/' })));

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Reject all' }).click();
  await expect(settings).toBeHidden();
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name).filter((name) => ['_ga', '_gid', '_fbp', '_clck'].includes(name)))
    .toEqual([]);

  leaving.length = 0;
  await page.goto(PRODUCT);
  await interact(page);
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);
});

test('the GA client id goes with addToCart only once ad storage is granted', async ({ context, page }) => {
  await interceptThirdParties(context);
  await context.addCookies([{ name: '_ga', value: GA_COOKIE, domain: 'localhost', path: '/' }]);
  const sentClientIds: unknown[] = [];
  page.on('request', (request: Request) => {
    if (runsOperation(request, AddToCartDocument)) sentClientIds.push(JSON.parse(request.postData()!).variables.gtagClientId);
  });

  const product = new ProductPage(page);
  await product.open(PRODUCT);
  // No choice yet: the banner is open beside the page; the shopper adds to the basket anyway.
  await product.addToBasket();
  await expect.poll(() => sentClientIds.length).toBe(1);

  await product.open(PRODUCT);
  await banner(page).getByRole('button', { name: 'Choose which' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('checkbox', { name: /^Statistics/ }).check({ force: true });
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await product.open(PRODUCT);
  await product.addToBasket();
  await expect.poll(() => sentClientIds.length).toBe(2);

  await product.open(PRODUCT);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Accept all' }).click();
  // Accepting marketing keeps the _ga cookie the test set (the shopper's own, from before).
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeHidden();
  await product.addToBasket();
  await expect.poll(() => sentClientIds.length).toBe(3);
  expect(sentClientIds).toEqual([null, null, '1234567890.1700000000']);
});

test('the cookie policy lists every tool, its purpose and its cookies, and the privacy notice points to it', async ({ page }) => {
  await page.goto('/cookies');
  const policy = page.getByRole('main');
  for (const tool of [
    /Google Analytics 4 — statistics/,
    /Google Tag Manager — statistics/,
    /Microsoft Clarity — statistics/,
    /Meta pixel — marketing/,
    /LinkedIn Insight tag — marketing/,
    /Crisp support chat — support chat/,
  ]) {
    await expect(policy.getByRole('heading', { name: tool })).toBeVisible();
  }
  for (const cookie of ['_ga', '_clck', '_fbp', 'li_fat_id', 'crisp-client', 'tracking_consent'])
    await expect(policy).toContainText(cookie);
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText('Cookie settings at the foot of every page');
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cookie policy' })
      .or(page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' })),
  ).toBeVisible();
});

/** The site's own chunks the page fetched whose names contain `part` (e.g. the library's settings dialog). */
function chunksFetched(page: Page, part: string): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_astro/') && url.pathname.includes(part)) fetched.push(url.pathname);
  });
  return fetched;
}

const purposeBoxes = (dialog: Locator) =>
  Promise.all([/^Statistics/, /^Marketing/, /^Support chat/].map((name) => dialog.getByRole('checkbox', { name }).isChecked()));

test('a first visit fetches the settings library only for "Choose which"; it opens with nothing ticked and passes axe, and a choice there closes the banner', async ({
  context,
  page,
}) => {
  await interceptThirdParties(context);
  const library = chunksFetched(page, 'consent-preferences');
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(library).toEqual([]);

  await banner(page).getByRole('button', { name: 'Choose which' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  expect(library.length).toBeGreaterThan(0);
  expect(await purposeBoxes(settings)).toEqual([false, false, false]);
  const axe = await new AxeBuilder({ page }).include('#cc-main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Closed without a choice: the banner is still there and nothing is recorded.
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'tracking_consent')).toBeUndefined();

  await banner(page).getByRole('button', { name: 'Choose which' }).click();
  await expect(settings).toBeVisible();
  await settings.getByRole('checkbox', { name: /^Support chat/ }).check({ force: true });
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(settings).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => consentCookie(context)).toBe('statistics:false|marketing:false|chat:true');
});

test('"Cookie settings" shows the choice made on the banner, and the next opening shows the one made there', async ({ context, page }) => {
  await interceptThirdParties(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();

  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(settings).toBeVisible();
  expect(await purposeBoxes(settings)).toEqual([true, true, true]);
  await settings.getByRole('checkbox', { name: /^Marketing/ }).uncheck({ force: true });
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => consentCookie(context)).toBe('statistics:true|marketing:false|chat:true');

  await page.goto(PRODUCT);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(settings).toBeVisible();
  expect(await purposeBoxes(settings)).toEqual([true, false, true]);
});

test('a shopper who has chosen sees no banner and fetches neither the settings library nor, without a grant, the tags\u2019 code; with a grant only after the first interaction', async ({
  context,
  page,
}) => {
  await interceptThirdParties(context);
  const chunks = chunksFetched(page, 'consent-');
  const fetched = (name: string) => chunks.filter((path) => path.includes(`/${name}.`));
  const choose = (value: string) => context.addCookies([{ name: 'tracking_consent', value, domain: 'localhost', path: '/' }]);

  await choose('statistics:false|marketing:false|chat:false');
  await page.goto(PRODUCT);
  await interact(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#consent-banner')).toBeHidden();
  // consent-state is the reader of the choice every page loads (shared with the ecommerce events,
  // so the bundler gives it a chunk of its own): only the settings and the tags' code count.
  expect(chunks.filter((path) => !path.includes('/consent-state.'))).toEqual([]);

  await choose('statistics:true|marketing:false|chat:false');
  await page.goto(PRODUCT);
  await page.waitForLoadState('networkidle');
  expect(fetched('consent-tags')).toEqual([]);
  await interact(page);
  await expect.poll(() => fetched('consent-tags').length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(fetched('consent-preferences')).toEqual([]);
});

test('the banner is in the page from the first paint and answers before any script file runs, and never shows without JavaScript', async ({
  baseURL,
  browser,
  page,
}) => {
  // No script file loads: what shows is the page's HTML and its inline head script alone.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(PRODUCT);
  await expect(banner(page)).toBeVisible();
  // Even so, "Reject all" records the choice and closes the banner (the head script's fallback).
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'tracking_consent')?.value).toBe(
    'statistics:false|marketing:false|chat:false',
  );

  // Its buttons could not work without JavaScript, so the banner stays hidden; the footer's link is the policy.
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  try {
    const plain = await withoutScripts.newPage();
    await plain.goto(PRODUCT);
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(plain)).toHaveCount(0);
  } finally {
    await withoutScripts.close();
  }
});
