/**
 * Card rules the checkout form and the API share, so the form never accepts what the API
 * refuses (or the other way round).
 */

/** The Luhn check digit test every card number passes; it catches most single-digit typos. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good until the end of its expiry month; `current` is this year and month (1-12). */
export function cardExpired(expiry: { year: number; month: number }, current: { year: number; month: number }): boolean {
  return expiry.year * 12 + expiry.month < current.year * 12 + current.month;
}
