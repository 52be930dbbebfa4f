import { checkLineQuantity } from './cart.ts';
import { formatPence } from './money.ts';
import type { StockFacts } from './stock.ts';

interface CartLineSnapshot {
  id: string;
  skuCode: string;
  name: string;
  quantity: number;
  unitPricePence: number;
}

export interface CurrentProduct extends StockFacts {
  id: string;
  name: string;
  pricePence: number;
}

interface CartValidation {
  /** Lines whose price changed: their snapshot is refreshed to the catalogue's price. */
  repriced: { lineId: string; unitPricePence: number }[];
  /** Lines whose product is no longer sold: they are taken out. */
  removed: string[];
  /** What the shopper must know or fix, in their words. */
  errors: string[];
}

/**
 * Compares a cart with the catalogue as it is now. Prices follow the catalogue (a cart is not
 * a quote), but every change is said out loud; short stock is reported and left for the shopper
 * to resolve, since only they know whether fewer will do. (VAT rates follow the delivery
 * address and are set on every cart change, not here.)
 */
export function validateCart(
  lines: readonly CartLineSnapshot[],
  products: ReadonlyMap<string, CurrentProduct>,
  today: string,
): CartValidation {
  const result: CartValidation = { repriced: [], removed: [], errors: [] };
  for (const line of lines) {
    const product = products.get(line.skuCode);
    if (!product) {
      result.removed.push(line.id);
      result.errors.push(`${line.name} is no longer sold, so we have taken it out of your basket.`);
      continue;
    }
    if (product.pricePence !== line.unitPricePence) {
      result.repriced.push({ lineId: line.id, unitPricePence: product.pricePence });
      result.errors.push(
        `The price of ${product.name} has changed from ${formatPence(line.unitPricePence)} to ${formatPence(product.pricePence)}.`,
      );
    }
    const violation = checkLineQuantity(line.quantity, product, today, product.name);
    if (violation) result.errors.push(violation.message);
  }
  return result;
}
