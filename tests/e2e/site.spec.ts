import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const ORDER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
/** Basket links are 22 URL-safe characters. */
const CART_LINK_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

/** Every page route, the content pages and the knowledge base. */
const PAGES: [path: string, heading: RegExp][] = [
  ['/', /Warmth you can rely on/],
  ['/delivery', /Delivery on the day you choose/],
  ['/about', /Dry fuel, honestly delivered/],
  ['/knowledge-base', /Knowledge base/],
  ['/knowledge-base/our-delivery-approach', /How we deliver/],
  ['/knowledge-base/kiln-dried-vs-seasoned', /Kiln-dried or seasoned/],
  ['/firewood', /Firewood/],
  ['/firewood/ash/full-crate', /Kiln-dried ash logs – full crate/],
  ['/account', /Your account/],
  // A section of the account: the page title names it, the island's own heading does too.
  ['/account/addresses', /Your account/],
  ['/cart', /Your basket/],
  [`/cart/${CART_LINK_ID}`, /Shared basket/],
  ['/checkout', /Checkout/],
  ['/login', /Sign in/],
  [`/order/${ORDER_ID}`, /Your order/],
  ['/payment-failed/', /Your payment did not go through/],
  ['/tracking', /Track your order/],
  ['/checkout/airwallex-return', /Confirming your payment/],
  ['/checkout/card-return', /Confirming your card payment/],
];

for (const [path, heading] of PAGES) {
  test(`${path} answers 200 with its heading`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1).toMatch(heading);
  });
}

test('unknown paths answer 404 with the not-found page; the 500 page exists', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/knowledge-base/no-such-article',
    '/firewood/oak',
    '/order/not-an-order-id',
    '/payment-failed/extra',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("We couldn't find that page");
  }
  expect(await (await request.get('/500')).text()).toContain('Something went wrong on our side');
});

/** The old shop's redirects, the old failure page's address, and the editors' /faq redirect from the CMS. */
const REDIRECTS: [from: string, to: string][] = [
  ['/order/PaymentFailedMessage/', '/payment-failed/'],
  ...(['ash', 'birch'] as const).flatMap((species): [string, string][] => [
    [`/firewood/kiln-dried-${species}-firewood`, `/firewood/${species}`],
    ...(['full', 'standard', 'max'] as const).map((size): [string, string] => [
      `/firewood/kiln-dried-${species}-firewood-${size}-crate`,
      `/firewood/${species}/${size}-crate`,
    ]),
  ]),
  ['/wood-pellets/ante-wood-pellets', '/ante-wood-pellets'],
  ['/wood-pellets/ante-wood-pellets-6mm-750-kg', '/ante-wood-pellets/6mm-750-kg'],
  ['/wood-pellets/ante-wood-pellets-975-kg', '/ante-wood-pellets/6mm-975-kg'],
  ['/wood-pellets/bulk-bag-wood-pellets', '/wood-pellets'],
  ['/wood-pellets/firepower-wood-pellets', '/wood-pellets/firepower'],
  ...([975, 750, 375] as const).map((kg): [string, string] => [
    `/wood-pellets/firepower-wood-pellets-6mm-${kg}-kg`,
    `/wood-pellets/firepower/6mm-${kg}-kg`,
  ]),
  ['/knowledge-base/our-delivery-approach%20', '/knowledge-base/our-delivery-approach'],
  ['/faq', '/knowledge-base'],
];

/** Alternate letter case: "/firewood/ash" → "/FiReWoOd/AsH". */
const mixedCase = (path: string) => [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');

test('old paths redirect permanently to the right place in any letter case', async ({ request }) => {
  for (const [from, to] of REDIRECTS) {
    for (const variant of [from, from.toUpperCase(), mixedCase(from)]) {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
      expect(response.headers().location, variant).toBe(to);
    }
    // Each target is a real page.
    expect((await request.get(to)).status(), to).toBe(200);
  }
  const withQuery = await request.get('/FAQ/?utm_source=mail', { maxRedirects: 0 });
  expect(withQuery.status()).toBe(301);
  expect(withQuery.headers().location).toBe('/knowledge-base?utm_source=mail');
});

async function jsonLd(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
}

test('structured data names the product, its GBP price and rating, and the breadcrumbs', async ({ page }) => {
  const data = await jsonLd(page, '/firewood/ash/full-crate');
  expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Hearth' });
  expect(data.find((d) => d['@type'] === 'Product')).toMatchObject({
    name: 'Kiln-dried ash logs – full crate',
    sku: 'LOG-ASH-FULL',
    brand: { name: 'Hearth' },
    offers: { '@type': 'Offer', price: '219.00', priceCurrency: 'GBP' },
    aggregateRating: { reviewCount: 2 },
  });
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
  expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Firewood', 'Kiln-dried ash', 'Kiln-dried ash logs – full crate']);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/firewood\/ash\/full-crate$/);

  const article = await jsonLd(page, '/knowledge-base/storing-logs');
  expect(article.find((d) => d['@type'] === 'Article')).toMatchObject({ headline: 'How to store your logs', author: { name: 'Hearth' } });
  expect(article.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

  const delivery = await jsonLd(page, '/delivery');
  expect((delivery.find((d) => d['@type'] === 'FAQPage')?.mainEntity as unknown[] | undefined)?.length).toBe(3);

  const listing = await jsonLd(page, '/wood-pellets/firepower');
  expect(listing.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
});

test('pages have unique titles and descriptions', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of [
    '/',
    '/delivery',
    '/about',
    '/knowledge-base',
    '/knowledge-base/storing-logs',
    '/firewood',
    '/firewood/ash/full-crate',
  ]) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  }
  expect(titles.size).toBe(7);
  expect(descriptions.size).toBe(7);
});

test('the sitemap lists products, ranges, content pages and articles; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of [
    '/firewood/ash/full-crate',
    '/wood-pellets/firepower',
    '/delivery',
    '/knowledge-base',
    '/knowledge-base/our-delivery-approach',
    '/knowledge-base/choosing-a-crate-size',
  ]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  }
  expect(xml).not.toContain('/checkout');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the service worker registers on localhost, and a visited page opens offline', async ({ page, context }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // A page change pushes the route-change event to the data layer.
  await page.goto('/delivery');
  await page.waitForFunction(() =>
    (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.some((e) => e.event === 'route-change'),
  );
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, string>[] }).dataLayer.find((e) => e.event === 'route-change'),
    ),
  ).toMatchObject({ page_path: '/delivery' });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery on the day you choose');
  await context.setOffline(false);

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Hearth', display: 'standalone', start_url: '/', theme_color: '#7a3e1d' });
});

for (const path of [
  '/',
  '/firewood/ash/full-crate',
  '/wood-pellets',
  '/delivery',
  '/knowledge-base',
  '/knowledge-base/how-to-light-a-wood-burner',
  '/cart',
]) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the menu and the home page lead to the categories, whose cards show stars and the price before an offer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop firewood' }).click();
  await expect(page).toHaveURL(/\/firewood$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firewood');
  // The full crate has published reviews: its card draws them as the buy-box does.
  await expect(page.locator('[data-sku="LOG-ASH-FULL"] [data-testid="card-rating"]')).toContainText(
    /Rated \d\.\d out of 5 \(\d+ reviews?\)/,
  );

  for (const [label, path, heading] of [
    ['Wood pellets', '/wood-pellets', 'Wood pellets'],
    ['Kindling', '/kindling', 'Kindling and firelighters'],
    ['Firewood', '/firewood', 'Firewood'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // Kindling comes in 10-litre nets: priced per litre, not as a fraction of a cubic metre.
  await page.goto('/kindling');
  await expect(page.locator('[data-sku="KIN-NET-10L"] [data-testid="card-price"]')).toContainText('£0.80 per litre');
  // Its own page says the same beside the buy-box.
  await page.goto('/kindling/kiln-dried-kindling');
  await expect(page.getByTestId('unit-price')).toHaveText('£0.80 per litre');

  await page.goto('/wood-pellets');
  // Ante's 750 kg pallet is on offer in the store (£329.00, was £349.00).
  await expect(page.locator('[data-sku="PEL-ANTE-6MM-750"] [data-testid="card-was-price"]')).toHaveText('was £349.00');
  await expect(page.locator('[data-sku="PEL-FP-6MM-375"] [data-testid="card-was-price"]')).toHaveCount(0);

  // Ante lives outside /wood-pellets/ for its old links; its trail still passes through the category.
  await page.goto('/ante-wood-pellets/6mm-750-kg');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Wood pellets',
    'Ante wood pellets',
  ]);
});
