import { expect, test } from '@playwright/test';
import { expectAccessible } from './pages/payment.ts';

// The seller row's contact details (development records the demo seller: 01509 000000) on every
// page's footer, on the contact page and in the Organization JSON-LD.
test('a shopper finds how to reach a person from any page', async ({ page }) => {
  await page.goto('/firewood/ash/full-crate');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '01509 000000' })).toHaveAttribute('href', 'tel:+441509000000');
  await expect(footer.getByRole('link', { name: 'hello@hearth.example' })).toHaveAttribute('href', 'mailto:hello@hearth.example');
  await expect(footer.getByTestId('footer-contact')).toContainText('Monday to Friday: 8am to 5pm');

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>[];
  const organization = ld.find((item) => item['@type'] === 'Organization')!;
  expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: '+441509000000', email: 'hello@hearth.example' });

  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const details = page.getByTestId('contact-details');
  await expect(details.getByRole('link', { name: '01509 000000' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'When we answer' })).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText([
    'Monday to Friday: 8am to 5pm',
    'Saturday: 9am to 1pm',
    'Sunday and bank holidays: closed',
  ]);
  await expectAccessible(page, 'contact page');
});
