/** How the buy-box describes stock. Thresholds are the shop's, not the shopper's device's. */
export const LOW_STOCK_THRESHOLD = 10;

type StockType = 'inStock' | 'lowStock' | 'outOfStock' | 'presale';

interface StockDisplay {
  type: StockType;
  text: string;
  color: string;
  fontColour: string;
  presaleDate: string | null;
  presaleLimit: number | null;
}

export interface StockFacts {
  onHand: number;
  /** ISO date (yyyy-mm-dd) from which a pre-sold product ships; null when not on presale. */
  presaleDate: string | null;
  presaleLimit: number | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-12-01" as a shopper reads it: "1 December 2026". */
export function ukLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * What a presale product says. With units on the shelf as well, which ship when: a line the
 * shelf covers ships now, a larger one waits whole for the presale date (a line travels whole,
 * lineReadyDate), e.g. "12 in stock now; a larger order ships from 15 January 2027". `countStock`
 * false words it without the count, for what the site states when it is built, so a sale changes
 * no page.
 */
function presaleText(onHand: number, presale: string, countStock: boolean): string {
  if (onHand <= 0) return `Pre-order: ships from ${ukLongDate(presale)}`;
  return `${countStock ? `${onHand} in stock now` : 'In stock now'}; a larger order ships from ${ukLongDate(presale)}`;
}

/** `today` is an ISO date in Europe/London, passed in so the rule never reads the clock. */
export function describeStock(facts: StockFacts, today: string, { countStock = true }: { countStock?: boolean } = {}): StockDisplay {
  const presale = facts.presaleDate && facts.presaleDate > today ? facts.presaleDate : null;
  const base = { presaleDate: presale, presaleLimit: presale ? facts.presaleLimit : null };
  if (presale) {
    return { ...base, type: 'presale', text: presaleText(facts.onHand, presale, countStock), color: '#e8effa', fontColour: '#1d3f73' };
  }
  if (facts.onHand <= 0) {
    return { ...base, type: 'outOfStock', text: 'Out of stock', color: '#f6e3e1', fontColour: '#8a1f11' };
  }
  if (facts.onHand <= LOW_STOCK_THRESHOLD) {
    return { ...base, type: 'lowStock', text: `Only ${facts.onHand} left`, color: '#fbf0d9', fontColour: '#6b4a00' };
  }
  return { ...base, type: 'inStock', text: 'In stock', color: '#e4f2e4', fontColour: '#1f5a24' };
}

/** How many a shopper may hold in one cart line: the stock, or the presale limit on presale. */
export function purchasableQuantity(facts: StockFacts, today: string): number {
  const display = describeStock(facts, today);
  if (display.type === 'presale') return Math.max(0, facts.presaleLimit ?? 0);
  return Math.max(0, facts.onHand);
}
