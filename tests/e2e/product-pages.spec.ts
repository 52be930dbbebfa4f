import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatPence } from '../../commerce/shared/index.ts';
import { formatFuelWeeks, fuelTablesFor } from '../../src/lib/catalogue/fuel-calculator.ts';
import { allProductPagesQuery, type ProductPage } from '../../src/lib/content/queries.ts';
import { createSeedSource } from '../../src/lib/content/seed-source.ts';

const GALLERY = '/firewood/ash/full-crate';
const products = await createSeedSource(readFileSync('cms/seed/dataset.ndjson', 'utf8')).fetch<ProductPage[]>(allProductPagesQuery);
const facts = JSON.parse(readFileSync('src/lib/seo/catalogue-facts.json', 'utf8')) as Record<string, { pricePence: number }>;
const priceOf = (sku: string) => facts[sku]?.pricePence;

/** Serious and critical axe findings (WCAG 2.1 A and AA) inside one part of the page. */
async function seriousViolations(page: Page, part: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(part).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the product gallery, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every picture with its alt text, the first fetched at once and the rest when needed', async ({ page }) => {
    await page.goto(GALLERY);
    const gallery = page.getByTestId('product-gallery');
    const pictures = gallery.locator('.gallery__slide img');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      expect(await picture.getAttribute('alt')).toBeTruthy();
      expect(await picture.getAttribute('srcset')).toMatch(/ 400w, .* 800w/);
      expect(await picture.getAttribute('sizes')).toBeTruthy();
      expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
    }
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
    // The first picture loads (the seed's file behind the CDN's URL shape).
    expect(await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a thumbnail shows its picture, by mouse or by keyboard', async ({ page }) => {
    await page.goto(GALLERY);
    const strip = page.locator('.gallery__strip');
    const inView = async (id: string) => {
      const [stripBox, pictureBox] = await Promise.all([strip.boundingBox(), page.locator(`#${id}`).boundingBox()]);
      return Math.abs(stripBox!.x - pictureBox!.x) < 2;
    };
    expect(await inView('picture-1')).toBe(true);
    const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('link');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.nth(1)).toHaveAccessibleName(/^Picture 2 of 3: A full crate of ash logs set down on a gravel drive$/);
    await thumbnails.nth(1).click();
    await expect(page).toHaveURL(/#picture-2$/);
    await expect.poll(() => inView('picture-2')).toBe(true);
    // Keyboard: the third thumbnail takes focus and Enter follows it.
    await thumbnails.nth(2).focus();
    await expect(thumbnails.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#picture-3$/);
    await expect.poll(() => inView('picture-3')).toBe(true);
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [GALLERY, '/firewood', '/wood-pellets']) {
    test(`${path}, its gallery or its open fuel calculator, needs no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      const calculator = page.getByTestId('fuel-calculator');
      if (path !== GALLERY) await calculator.locator('summary').click();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
    });
  }
});

test.describe('the fuel calculator', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, ranges] of [
    ['/firewood', ['Kiln-dried ash', 'Kiln-dried birch']],
    ['/wood-pellets', ['Ante wood pellets', 'Firepower wood pellets', 'Bulk pellets']],
  ] as const) {
    test(`on ${path}, prints the weeks and the cheapest season worked out from the products, with its assumptions`, async ({ page }) => {
      await page.goto(path);
      const calculator = page.getByTestId('fuel-calculator');
      await expect(calculator).not.toHaveAttribute('open');
      await calculator.locator('summary').click();
      await expect(calculator.getByRole('heading', { name: 'What this assumes' })).toBeVisible();
      await expect(calculator).toContainText('4.8 kWh per kg');
      await expect(calculator).toContainText('4.2 kWh per kg');
      const listed = products.filter((product) => product.path.startsWith(`${path.slice(1)}/`) || product.category.path === path.slice(1));
      const expected = fuelTablesFor(listed, priceOf);
      expect(expected.map(({ range }) => range)).toEqual(ranges);
      for (const { range, table } of expected) {
        const printed = calculator.getByRole('table', { name: `${range}: how long each size lasts` });
        await expect(printed.getByRole('columnheader')).toHaveText([
          'Stove, evenings a week',
          ...table.sizes.map((size) => size.size),
          'Cheapest for a season',
        ]);
        for (const scenario of table.scenarios) {
          const row = printed.locator(`tr[data-stove-kw="${scenario.stoveKw}"][data-evenings="${scenario.evenings}"]`);
          const cheapest = scenario.cheapest!;
          await expect(row.getByRole('cell')).toHaveText([
            ...scenario.weeks.map(formatFuelWeeks),
            `${cheapest.count} × ${cheapest.size}: ${formatPence(cheapest.totalPence)}`,
          ]);
        }
      }
    });
  }

  test("answers the shopper's question: a 5 kW stove lit four evenings a week burns a full crate of ash in about 36 weeks", async ({
    page,
  }) => {
    await page.goto('/firewood');
    await page.getByTestId('fuel-calculator').locator('summary').click();
    const row = page
      .getByRole('table', { name: 'Kiln-dried ash: how long each size lasts' })
      .getByRole('row', { name: /^5 kW, 4 evenings/ });
    await expect(row).toContainText('about 36 weeks');
    await expect(row).toContainText(`1 × Full crate: ${formatPence(priceOf('LOG-ASH-FULL')!)}`);
  });
});

// axe runs as a script in the page, so it checks the new parts with JavaScript on.
test('axe finds nothing serious in the gallery or the open fuel calculator', async ({ page }) => {
  await page.goto(GALLERY);
  expect(await seriousViolations(page, '.gallery')).toEqual([]);
  for (const path of ['/firewood', '/wood-pellets']) {
    await page.goto(path);
    await page.getByTestId('fuel-calculator').locator('summary').click();
    expect(await seriousViolations(page, '.fuel-calculator'), path).toEqual([]);
  }
});
