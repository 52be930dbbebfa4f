import { $cartUpdating, cart, startShop } from './cart-store.ts';
import { cappedQuantity } from './quantity-limits.ts';

/**
 * "Add to basket" pressed before the buy-box's code (React) has loaded: the add starts now, in
 * parallel with React loading, instead of after it. The page's script loads this on
 * the press (buy-box-refresh.ts); it holds no React. The fly-in opens when the add succeeds, as
 * after a press on the mounted buy-box. The typed quantity is held to the live limit (`max`), as
 * the buy-box holds it. A refusal is left in the cart's message, which the buy-box shows. Nothing is
 * sent while another change to the basket is under way, as the buy-box does.
 */
export async function addBeforeReact(skuCode: string, typed: number, max: number): Promise<void> {
  void startShop();
  if ($cartUpdating.get()) return;
  await cart.addToCart(skuCode, cappedQuantity(typed, max).quantity);
}
