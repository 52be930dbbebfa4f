import type { Caller, CommerceContext } from '../context.ts';
import { addLine, changeCart, refreshCart } from '../cart/index.ts';
import { loadOrder, type StoredOrder } from '../orders/index.ts';
import { deleteLeftExpressCarts } from './express-carts.store.ts';

/**
 * How long an express cart left unpaid is kept: long enough to come back from a failed bank
 * check and press again, short enough that a closed sheet's contact and address are not kept
 * (UK GDPR: personal data no longer than its purpose needs; a cart nobody pays has none).
 */
export const EXPRESS_CART_KEPT_MS = 60 * 60 * 1000;

/**
 * Whether a press may reuse this express cart: still a cart, the caller's own (a signed-in
 * customer's only theirs, a guest's only a guest's), holding just this product at this quantity.
 */
export function expressCartFits(stored: StoredOrder, caller: Caller, skuCode: string, quantity: number): boolean {
  const { order, items } = stored;
  return (
    order.express_cart &&
    order.status === 'shoppingCart' &&
    order.customer_id === caller.customerId &&
    items.length === 1 &&
    items[0]!.product_id === skuCode &&
    items[0]!.quantity === quantity
  );
}

/**
 * The cart a product page's express checkout buys in: the one the shopper's last press made
 * (`reuse`) when it still fits (revalidated against today's prices and stock, whose changes are
 * returned), else a new express cart holding just this product at this quantity. An express cart
 * is never the shopper's basket and holds no stock until its payment begins.
 */
export async function startExpressCart(
  ctx: CommerceContext,
  caller: Caller,
  skuCode: string,
  quantity: number,
  reuse: string | null,
): Promise<{ orderId: string; changes: string[] }> {
  const held = reuse ? await loadOrder(ctx.db, caller, reuse) : undefined;
  if (held && expressCartFits(held, caller, skuCode, quantity)) {
    return { orderId: held.order.id, changes: await refreshCart(ctx, caller, held.order.id) };
  }
  const orderId = await changeCart(ctx, caller, { newCart: { gtagClientId: null, express: true } }, (tx, order) =>
    addLine(tx, ctx, caller, order.id, skuCode, quantity),
  );
  return { orderId, changes: [] };
}

/** Deletes the express carts left unpaid for longer than EXPRESS_CART_KEPT_MS; answers how many. */
export function sweepLeftExpressCarts(ctx: Pick<CommerceContext, 'db' | 'now'>): Promise<number> {
  return deleteLeftExpressCarts(ctx.db, new Date(ctx.now().getTime() - EXPRESS_CART_KEPT_MS));
}
