import { expect, type Locator, type Page } from '@playwright/test';

/** The checkout as a shopper works through it. */
export class Checkout {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  step(name: 'contact' | 'address' | 'delivery' | 'review' | 'payment'): Locator {
    return this.page.locator(`section[data-step="${name}"]`);
  }

  get total(): Locator {
    return this.page.getByTestId('checkout-total');
  }

  async fillContact(contact: { email: string; firstName: string; lastName: string; phone?: string }) {
    const step = this.step('contact');
    await step.getByLabel('Email address').fill(contact.email);
    await step.getByLabel('First name').fill(contact.firstName);
    await step.getByLabel('Last name').fill(contact.lastName);
    if (contact.phone) await step.getByLabel('Phone number (optional)').fill(contact.phone);
    await step.getByRole('button', { name: 'Continue to address' }).click();
    await expect(this.step('address').getByLabel('Find your address by postcode')).toBeVisible();
  }

  async findAddress(postcode: string, choose: RegExp) {
    const step = this.step('address');
    await step.getByLabel('Find your address by postcode').fill(postcode);
    await step.getByRole('button', { name: 'Find address' }).click();
    const picker = step.getByLabel(/Choose your address/);
    const option = picker.locator('option', { hasText: choose });
    await picker.selectOption({ label: (await option.first().textContent())! });
  }

  async continueToDelivery() {
    await this.step('address').getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(this.step('delivery').getByRole('button', { name: 'Continue to review' })).toBeVisible();
  }
}
