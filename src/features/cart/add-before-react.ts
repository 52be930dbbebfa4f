import { $cartMessage, $cartUpdating, cart, startShop } from './cart-store.ts';
import { showFlyInShellWhenOpened } from './fly-in-shell.ts';
import { cappedQuantity } from './quantity-limits.ts';

let telling = false;

/**
 * "Add to basket" pressed before the buy-box's code (React) has loaded: the add starts now, in
 * parallel with React loading, instead of after it. The page's script loads this on
 * the press (buy-box-refresh.ts); it holds no React. The fly-in opens when the add succeeds, as
 * after a press on the mounted buy-box: the page's built fly-in until React's is in
 * (fly-in-shell.ts). The typed quantity is held to the live limit (`max`), as the buy-box holds
 * it. The cart's words (a refusal, or that the shop is being tried again) go to the buy-box's
 * notice until the buy-box shows them itself. Nothing is sent while another change to the basket is under way, as
 * the buy-box does.
 */
export async function addBeforeReact(skuCode: string, typed: number, max: number): Promise<void> {
  void startShop();
  showFlyInShellWhenOpened();
  if (!telling) {
    telling = true;
    // The buy-box's notice (ProductBuyBox.astro), until React has taken the buy-box over (Astro then
    // drops `ssr`): from then on its form says them.
    const island = document.querySelector('[data-buy-box] astro-island');
    const notice = document.querySelector('[data-buy-box-notice]');
    $cartMessage.listen((words) => {
      if (notice && island?.hasAttribute('ssr')) notice.textContent = words ?? '';
    });
  }
  if ($cartUpdating.get()) return;
  await cart.addToCart(skuCode, cappedQuantity(typed, max).quantity);
}
