import { purchasableQuantity, type StockFacts } from './stock.ts';

/** No one buys 100 crates of logs in one go: a larger number is a typo or an attack. */
export const MAX_LINE_QUANTITY = 99;

type CartRuleViolation =
  | { code: 'QUANTITY_NOT_POSITIVE'; message: string }
  | { code: 'QUANTITY_TOO_LARGE'; message: string }
  | { code: 'NOT_ENOUGH_STOCK'; message: string; available: number };

/**
 * Checks the quantity a cart line would hold after a change. Returns the first broken rule,
 * or null when the line is fine. `name` is what the shopper sees in the message.
 */
export function checkLineQuantity(quantity: number, stock: StockFacts, today: string, name: string): CartRuleViolation | null {
  if (!Number.isInteger(quantity) || quantity < 1) {
    return { code: 'QUANTITY_NOT_POSITIVE', message: 'Quantity must be a whole number of at least 1.' };
  }
  if (quantity > MAX_LINE_QUANTITY) {
    return {
      code: 'QUANTITY_TOO_LARGE',
      message: `You can order at most ${MAX_LINE_QUANTITY} of one product online; call us for larger orders.`,
    };
  }
  const available = purchasableQuantity(stock, today);
  if (quantity > available) {
    return {
      code: 'NOT_ENOUGH_STOCK',
      available,
      message:
        available === 0
          ? `${name} is out of stock.`
          : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} available; lower the quantity to ${available} or less.`,
    };
  }
  return null;
}

/** The largest quantity the buy-box should offer for one line. */
export function maxLineQuantity(stock: StockFacts, today: string): number {
  return Math.min(purchasableQuantity(stock, today), MAX_LINE_QUANTITY);
}
