import { expect, test } from '@playwright/test';

test('an article shows its editor’s rich text as written: bold, italic, lists and links, built into the page', async ({ page }) => {
  await page.goto('/knowledge-base/storing-logs');
  const article = page.locator('main');
  await expect(article.locator('strong', { hasText: 'roof' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'mouldy' })).toBeVisible();
  await expect(article.getByRole('list').first().getByRole('listitem')).toHaveText([
    'Off the ground, on slats or a pallet',
    'A roof over the top',
    'Open sides for the wind',
  ]);
  await expect(article.locator('ol > li')).toHaveCount(3);
  const inside = article.getByRole('link', { name: 'how we deliver' });
  await expect(inside).toHaveAttribute('href', '/knowledge-base/our-delivery-approach');
  await expect(inside).not.toHaveAttribute('rel', /./);
  await expect(article.getByRole('link', { name: 'HETAS' })).toHaveAttribute('rel', 'noopener');
  // No script comes with it: the article template's JavaScript budget (js-budgets.spec.ts) holds.
});
