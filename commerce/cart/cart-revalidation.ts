import type { Transaction } from 'kysely';
import type { Caller, CommerceContext, Scope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { validateCart, type CurrentProduct } from '../domain/validate-cart.ts';
import type { Database } from '../store/tables.ts';
import { changeCart } from './cart.service.ts';
import { deleteLines, linesOf, productsById, setLinePrice } from './order-lines.store.ts';

/**
 * Brings a cart's lines in line with the catalogue, inside the caller's cart transaction:
 * prices follow the catalogue, products no longer sold are taken out. Returns what the
 * shopper must know or fix (changed prices, short stock), in their words.
 */
async function revalidateCartLines(tx: Transaction<Database>, ctx: CommerceContext, scope: Scope, orderId: string): Promise<string[]> {
  const items = await linesOf(tx, orderId);
  const products = await productsById(
    tx,
    scope.tenantId,
    items.map((item) => item.product_id),
  );
  const current = new Map<string, CurrentProduct>(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.short_name,
        pricePence: p.current_price_pence,
        onHand: p.on_hand,
        presaleDate: p.presale_date,
        presaleLimit: p.presale_limit,
      },
    ]),
  );
  const result = validateCart(
    items.map((item) => ({
      id: item.id,
      skuCode: item.product_id,
      name: item.name,
      quantity: item.quantity,
      unitPricePence: item.unit_price_pence,
    })),
    current,
    londonDate(ctx.now()),
  );
  for (const line of result.repriced) await setLinePrice(tx, line.lineId, line.unitPricePence);
  await deleteLines(tx, result.removed);
  return result.errors;
}

/** Brings the cart's prices and lines up to date (committed), and says what changed. */
export async function refreshCart(ctx: CommerceContext, caller: Caller, orderId: string): Promise<string[]> {
  let changes: string[] = [];
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    changes = await revalidateCartLines(tx, ctx, caller, order.id);
  });
  return changes;
}
