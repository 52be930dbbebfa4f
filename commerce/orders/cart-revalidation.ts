import type { Transaction } from 'kysely';
import type { CommerceContext, Scope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { validateCart, type CurrentProduct } from '../domain/validate-cart.ts';
import type { Database } from '../store/tables.ts';

/**
 * Brings a cart's lines in line with the catalogue, inside the caller's cart transaction:
 * prices follow the catalogue, products no longer sold are taken out. Returns what the
 * shopper must know or fix (changed prices, short stock), in their words.
 */
export async function revalidateCartLines(tx: Transaction<Database>, ctx: CommerceContext, scope: Scope, orderId: string): Promise<string[]> {
  const items = await tx.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  const ids = items.map((item) => item.product_id);
  const products = ids.length
    ? await tx.selectFrom('product').selectAll().where('tenant_id', '=', scope.tenantId).where('id', 'in', ids).execute()
    : [];
  const current = new Map<string, CurrentProduct>(
    products.map((p) => [p.id, { id: p.id, name: p.short_name, pricePence: p.current_price_pence, onHand: p.on_hand, presaleDate: p.presale_date, presaleLimit: p.presale_limit }]),
  );
  const result = validateCart(
    items.map((item) => ({ id: item.id, productId: item.product_id, name: item.name, quantity: item.quantity, unitPricePence: item.unit_price_pence })),
    current,
    londonDate(ctx.now()),
  );
  for (const line of result.repriced) {
    await tx.updateTable('order_item').set({ unit_price_pence: line.unitPricePence }).where('id', '=', line.lineId).execute();
  }
  if (result.removed.length) await tx.deleteFrom('order_item').where('id', 'in', result.removed).execute();
  return result.errors;
}
