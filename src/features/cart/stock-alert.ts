/** What is wrong with the address typed for a stock alert, or null; the API checks it again. */
export function stockAlertEmailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your email address.';
  if (trimmed.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return 'Enter an email address such as you@example.com.';
  return null;
}

/**
 * Whether the buy-box offers "Email me when it's back": for a product that cannot be had now,
 * out of stock, or on presale with no pre-orders left. One that can be pre-ordered is offered
 * the pre-order instead.
 */
export function offersStockAlert(stockType: string, maxQuantity: number): boolean {
  if (stockType === 'outOfStock') return true;
  return stockType === 'presale' && maxQuantity <= 0;
}
