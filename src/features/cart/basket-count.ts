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
 * Writes the count into the header's basket link; hidden when the basket is empty. A screen reader
 * hears the link as one phrase ("Basket, 2 items"): the badge's own text would be read as "Basket 2".
 */
export function showBasketCount(root: ParentNode, count: number): void {
  const badge = root.querySelector<HTMLElement>('[data-basket-count]');
  const link = badge?.closest('a');
  if (!badge || !link) return;
  badge.textContent = String(count);
  badge.hidden = count < 1;
  if (count < 1) link.removeAttribute('aria-label');
  else link.setAttribute('aria-label', `Basket, ${count} ${count === 1 ? 'item' : 'items'}`);
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
