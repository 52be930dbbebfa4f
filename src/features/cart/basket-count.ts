import { ORDER_STORAGE_KEY } from './order-slice.ts';

/** How many items the stored basket holds; 0 for none, or for anything unreadable. */
export function storedBasketCount(stored: string | null): number {
  try {
    const value = stored ? JSON.parse(stored) : null;
    const count = value?.order?.itemsCount;
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/**
 * Writes the count into the header's basket link; hidden when the basket is empty. The badge shows
 * the number, and a screen reader hears the link as "Basket 2 items": the visible words are the
 * start of its name (no label that differs from what is seen), the unit is there for the ear only.
 */
export function showBasketCount(root: ParentNode, count: number): void {
  const badge = root.querySelector<HTMLElement>('[data-basket-count]');
  const number = badge?.querySelector('[data-basket-count-number]');
  const unit = badge?.querySelector('[data-basket-count-unit]');
  if (!badge || !number || !unit) return;
  number.textContent = String(count);
  unit.textContent = count === 1 ? ' item' : ' items';
  badge.hidden = count < 1;
}

/**
 * The header's count on every page, from the stored basket, before any island loads (content
 * pages load no script file, so it is inline), and again when another tab changes the basket.
 */
export function basketCountScript(): string {
  return `(function(){
var storedBasketCount=${storedBasketCount.toString()};
var showBasketCount=${showBasketCount.toString()};
function show(){var stored=null;try{stored=localStorage.getItem(${JSON.stringify(ORDER_STORAGE_KEY)});}catch(_){}showBasketCount(document,storedBasketCount(stored));}
show();addEventListener('storage',show);addEventListener('pageshow',show);
})();`;
}
