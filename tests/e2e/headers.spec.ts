import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Every page template answers with the security headers, and its CSP covers each
 * inline script it holds (so the policy neither breaks the page nor allows more than it runs).
 */

const ORDER_ID = '00000000-0000-4000-8000-000000000000';
/** `private`: a page of personal data or payment, whose policy names no marketing tag host. */
const TEMPLATES: [template: string, path: string, status: number, isPrivate?: 'private'][] = [
  ['home', '/', 200],
  ['content', '/delivery', 200],
  ['category', '/firewood', 200],
  ['product', '/firewood/ash/full-crate', 200],
  ['knowledge-base index', '/knowledge-base', 200],
  ['knowledge-base article', '/knowledge-base/storing-logs', 200],
  ['cart', '/cart', 200],
  ['shared cart', '/cart/AAAAAAAAAAAAAAAAAAAAAA', 200, 'private'],
  ['checkout', '/checkout', 200, 'private'],
  ['account', '/account', 200, 'private'],
  ['account tab', '/account/details', 200, 'private'],
  ['order', `/order/${ORDER_ID}`, 200, 'private'],
  ['login', '/login', 200, 'private'],
  ['tracking', '/tracking', 200, 'private'],
  ['staff desk', '/admin', 200, 'private'],
  ['404', '/no-such-page', 404],
];

/** The frame hosts of the tags the seed's site settings give an ID (the chat widget). */
const SEED_TAG_FRAMES = ['https://game.crisp.chat'];
const frameSources = (csp: string) => /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    // Data blocks (JSON-LD, the tag settings) are not scripts: CSP does not govern them.
    .filter(([, attributes = '']) => !/\ssrc=|application\/(ld\+)?json/i.test(` ${attributes}`))
    .map(([, , body = '']) => hashSource(body));
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => hashSource(body));

for (const [template, path, status, isPrivate] of TEMPLATES) {
  test(`${template} page (${path}) carries the security headers`, async ({ request }) => {
    const reply = await request.get(path);
    expect(reply.status()).toBe(status);
    const headers = reply.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
    // Airwallex is not configured in the browser tests, so the policy does not name it.
    expect(csp).not.toContain('airwallex');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The frames a page may hold: the test gateway's card fields on their own origin, and
    // the chat widget's, whose ID the seed's site settings set, except on a private page; nothing else.
    const [cardFrame, ...tagFrames] = frameSources(csp);
    expect(cardFrame).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(tagFrames).toEqual(isPrivate ? [] : SEED_TAG_FRAMES);
    expect(csp.includes('https://www.googletagmanager.com'), 'tag hosts in script-src').toBe(!isPrivate);
    // The browser tests run the development server on http: no HSTS (production sends it).
    expect(headers['strict-transport-security']).toBeUndefined();
    const html = await reply.text();
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    for (const hash of inlineScripts(html)) expect(scriptSources).toContain(hash);
    const styleSources = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const styles = inlineStyles(html);
    expect(styles.length, "the build inlines each page's CSS").toBeGreaterThan(0);
    for (const hash of styles) expect(styleSources).toContain(hash);
    // Style attributes would need 'unsafe-inline' (style-src-attr): the pages have none.
    expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
  });
}

test('no page breaks its own Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const [, path] of TEMPLATES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('an unknown method gets 405, and the build’s own files are not served', async ({ request }) => {
  expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
  expect((await request.get('/_redirects')).status()).toBe(404);
});

test("the test gateway's card frame is its own origin's page, with its own strict policy, framed only by the shop", async ({
  request,
  baseURL,
}) => {
  const checkout = await request.get('/checkout');
  const gateway = frameSources(checkout.headers()['content-security-policy'] ?? '')[0]!;
  const shop = new URL(baseURL!).origin;
  expect(gateway).not.toBe(shop);

  const frame = await request.get(`${gateway}/card-frame?parent=${encodeURIComponent(shop)}`);
  expect(frame.status()).toBe(200);
  const csp = frame.headers()['content-security-policy'] ?? '';
  expect(csp.split('; ')).toEqual([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${shop}`,
  ]);
  expect(await frame.text()).not.toMatch(/<script(?![^>]*\ssrc=)/);
  // Another site cannot frame the card fields (and so cannot hear their token).
  const foreign = await request.get(`${gateway}/card-frame?parent=${encodeURIComponent('https://evil.example')}`);
  expect(foreign.status()).toBe(400);
  // The shop itself no longer serves a bank page.
  expect((await request.get('/secure')).status()).toBe(404);
});

test("a page's scripts, styles, pictures and fonts carry only their own headers (at most 600 bytes), not the page's policy", async ({
  page,
}) => {
  const assets: { url: string; bytes: number; csp: boolean }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (
      !['script', 'stylesheet', 'image', 'font'].includes(type) ||
      !response.url().startsWith(new URL(page.url() || 'http://localhost').origin)
    )
      return;
    const headers = await response.headersArray();
    // As they travel in HTTP/1.1: "Name: value\r\n" each.
    const bytes = headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
    assets.push({ url: response.url(), bytes, csp: headers.some(({ name }) => name.toLowerCase() === 'content-security-policy') });
  });
  await page.goto('/firewood/ash/full-crate');
  // Reaching for the buy-box loads its code: scripts beyond the page's first.
  await page.getByRole('button', { name: 'Add to basket' }).hover();
  await page.waitForLoadState('networkidle');
  expect(assets.length, 'the page loaded its files').toBeGreaterThan(2);
  for (const asset of assets) {
    expect(asset.csp, asset.url).toBe(false);
    expect(asset.bytes, asset.url).toBeLessThanOrEqual(600);
  }
});
