import { expect, test } from '@playwright/test';
import { layoutShift } from './fixtures/layout-shift.ts';

// WCAG 2.1's reflow criterion (1.4.10): at 320 CSS px, as a 1280 px page zoomed to 400%, nothing needs a sideways scroll.
test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/', '/firewood', '/firewood/ash/full-crate', '/knowledge-base/storing-logs', '/cart', '/checkout', '/login']) {
    test(`${path} fits the screen without a sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${path} is ${widths.page - widths.screen} px wider than the screen`).toBeLessThanOrEqual(widths.screen);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the basket and the checkout do not shift when their content arrives after the first paint', async ({ page }) => {
    for (const [path, loaded] of [
      ['/cart', 'Your basket is empty.'],
      ['/checkout', 'Your basket is empty, so there is nothing to check out.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(loaded)).toBeVisible();
      expect(await layoutShift(page), path).toBe(0);
    }
  });

  test('the product page does not shift while it loads: its sizes table scrolls inside its column', async ({ page }) => {
    await page.goto('/firewood/ash/full-crate');
    await expect(page.getByTestId('delivery-estimate')).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
    // The buy-box keeps the page's margin: a column widened by the table would run to the screen's edge.
    const overrun = await page.evaluate(() => {
      const main = document.getElementById('main')!;
      const contentRight = main.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(main).paddingRight);
      return Math.max(...[...document.querySelectorAll('.product > *')].map((part) => part.getBoundingClientRect().right - contentRight));
    });
    expect(overrun).toBeLessThanOrEqual(0);
  });
});
