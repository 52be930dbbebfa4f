import type { FieldErrors } from '../../lib/forms/field-errors.ts';

/** What the tracking form sends: the number, and a postcode or an email to prove the order is yours. */
export interface TrackingQuery {
  orderNumber: number;
  proof: { postCode: string } | { email: string };
}

/** Order numbers are printed as "#10023" or "10023"; both are fine to type. */
export function parseOrderNumber(typed: string): number | null {
  const digits = typed.trim().replace(/^#\s*/, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const number = Number(digits);
  return number > 0 ? number : null;
}

/** One box takes either: anything with an @ is an email, the rest a postcode. */
export function checkTrackingForm(typed: { orderNumber: string; postcodeOrEmail: string }): {
  query: TrackingQuery | null;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const orderNumber = parseOrderNumber(typed.orderNumber);
  if (!typed.orderNumber.trim()) errors.orderNumber = 'Enter your order number. It is in your confirmation email.';
  else if (orderNumber === null) errors.orderNumber = 'Enter the order number in digits, like 10023.';
  const proof = typed.postcodeOrEmail.trim();
  if (!proof) errors.postcodeOrEmail = 'Enter the delivery postcode or the email address you ordered with.';
  if (orderNumber === null || !proof) return { query: null, errors };
  return {
    query: { orderNumber, proof: proof.includes('@') ? { email: proof.toLowerCase() } : { postCode: proof.toUpperCase() } },
    errors,
  };
}
