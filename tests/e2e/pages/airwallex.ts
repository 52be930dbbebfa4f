import { expect } from '@playwright/test';
import { FUTURE_EXPIRY, type PaymentForm } from './payment.ts';

/** The payment step (or the order page's balance form) with Airwallex chosen and its card element loaded. */
export async function chooseAirwallex(payment: PaymentForm) {
  await payment.step.getByRole('radio', { name: 'Card (Airwallex)' }).check();
  const element = payment.step.getByTestId('airwallex-card-element');
  await expect(element.locator('iframe')).toBeVisible();
  await expect(payment.payButton).toBeEnabled();
  return element.frameLocator('iframe');
}

/** A card typed into Airwallex's element, complete. */
export async function typeCard(payment: PaymentForm, number: string) {
  const fields = await chooseAirwallex(payment);
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry date (MM/YY)').fill(FUTURE_EXPIRY);
  await fields.getByLabel('Security code').fill('737');
  // The element reports the card complete once its last field is left.
  await fields.getByLabel('Security code').blur();
  return fields;
}
