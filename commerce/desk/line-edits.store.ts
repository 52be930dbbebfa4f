import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, ProductRow, StockHold } from '../store/tables.ts';

/*
 * The writes of a desk edit of a placed order's lines, each in the edit's transaction under the
 * order's lock (line-edits.service.ts).
 */

/** A kept line's new quantity: its price and VAT rate stay the snapshot taken when it was bought. */
export async function setPlacedLineQuantity(tx: Transaction<Database>, orderId: string, lineId: string, quantity: number): Promise<void> {
  await tx.updateTable('order_item').set({ quantity }).where('order_id', '=', orderId).where('id', '=', lineId).execute();
}

export async function removePlacedLine(tx: Transaction<Database>, orderId: string, lineId: string): Promise<void> {
  await tx.deleteFrom('order_item').where('order_id', '=', orderId).where('id', '=', lineId).execute();
}

/** An added product's line, at today's price and VAT rate. */
export async function addPlacedLine(tx: Transaction<Database>, orderId: string, product: ProductRow, quantity: number): Promise<void> {
  await tx
    .insertInto('order_item')
    .values({
      id: randomUUID(),
      order_id: orderId,
      product_id: product.id,
      quantity,
      name: product.short_name,
      sku_code: product.id,
      unit_price_pence: product.current_price_pence,
      vat_rate_basis_points: product.vat_rate_basis_points,
      weight_grams: product.weight_grams,
      image_url: product.image_url,
      product_url: product.product_url,
    })
    .execute();
}

/** What the placing payment holds of stock after the edit: what a later cancellation gives back. */
export async function setPlacingHolds(tx: Transaction<Database>, attemptId: string, holds: readonly StockHold[]): Promise<void> {
  await tx
    .updateTable('payment_attempt')
    .set({ stock_holds: JSON.stringify(holds) })
    .where('id', '=', attemptId)
    .execute();
}
