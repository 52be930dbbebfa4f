import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { EMAIL_PATTERN } from '../../lib/forms/contact-address-form.ts';

/** What the tracking form sends: the number, and the email it was placed with to prove the order is yours. */
export interface TrackingQuery {
  orderNumber: number;
  email: string;
}

/** Order numbers are printed as "#10023" or "10023"; both are fine to type. */
export function parseOrderNumber(typed: string): number | null {
  const digits = typed.trim().replace(/^#\s*/, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const number = Number(digits);
  return number > 0 ? number : null;
}

/**
 * Order numbers follow one another, so a number and a postcode are not proof enough: tracking
 * asks for the email the order was placed with. Only its shape is checked here; whether it is
 * the order's email the server answers, in the same words as for a number that does not exist.
 */
export function checkTrackingForm(typed: { orderNumber: string; email: string }): {
  query: TrackingQuery | null;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const orderNumber = parseOrderNumber(typed.orderNumber);
  if (!typed.orderNumber.trim()) errors.orderNumber = 'Enter your order number. It is in your confirmation email.';
  else if (orderNumber === null) errors.orderNumber = 'Enter the order number in digits, like 10023.';
  const email = typed.email.trim();
  if (!email) errors.email = 'Enter the email address you ordered with.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter the email address you ordered with, like name@example.co.uk.';
  if (orderNumber === null || errors.email) return { query: null, errors };
  return { query: { orderNumber, email: email.toLowerCase() }, errors };
}
