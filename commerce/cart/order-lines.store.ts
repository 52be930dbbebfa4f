import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, OrderItemRow, OrderItemTable, ProductRow } from '../store/tables.ts';

/** The part of a line copied from its product whenever the line changes: price, VAT, weight, links. */
export type LineSnapshot = Pick<
  OrderItemTable,
  'name' | 'sku_code' | 'unit_price_pence' | 'vat_rate_basis_points' | 'weight_grams' | 'image_url' | 'product_url'
>;

export async function findLineOfProduct(tx: Transaction<Database>, orderId: string, skuCode: string) {
  return tx
    .selectFrom('order_item')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', '=', skuCode)
    .executeTakeFirst();
}

export async function findLine(tx: Transaction<Database>, orderId: string, lineId: string) {
  return tx
    .selectFrom('order_item')
    .select(['id', 'product_id'])
    .where('order_id', '=', orderId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

export async function setLineQuantity(tx: Transaction<Database>, lineId: string, quantity: number, snapshot: LineSnapshot): Promise<void> {
  await tx
    .updateTable('order_item')
    .set({ quantity, ...snapshot })
    .where('id', '=', lineId)
    .execute();
}

export async function insertLine(
  tx: Transaction<Database>,
  orderId: string,
  skuCode: string,
  quantity: number,
  snapshot: LineSnapshot,
): Promise<void> {
  await tx
    .insertInto('order_item')
    .values({ id: randomUUID(), order_id: orderId, product_id: skuCode, quantity, ...snapshot })
    .execute();
}

/** Removes a line; false when the cart has no such line. */
export async function deleteLine(tx: Transaction<Database>, orderId: string, lineId: string): Promise<boolean> {
  const removed = await tx.deleteFrom('order_item').where('order_id', '=', orderId).where('id', '=', lineId).executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

export async function linesOf(tx: Transaction<Database>, orderId: string): Promise<OrderItemRow[]> {
  return tx.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/** The products on sale of these ids: a retired one is missing, so revalidation takes its line out and says so. */
export async function productsById(tx: Transaction<Database>, tenantId: string, ids: readonly string[]): Promise<ProductRow[]> {
  return ids.length
    ? tx
        .selectFrom('product')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('retired_at', 'is', null)
        .execute()
    : [];
}

export async function setLinePrice(tx: Transaction<Database>, lineId: string, unitPricePence: number): Promise<void> {
  await tx.updateTable('order_item').set({ unit_price_pence: unitPricePence }).where('id', '=', lineId).execute();
}

export async function deleteLines(tx: Transaction<Database>, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length) await tx.deleteFrom('order_item').where('id', 'in', lineIds).execute();
}

/** Each line's current VAT rate, its product's default, the address it goes to and its tax codes. */
export async function lineVatInputs(tx: Transaction<Database>, tenantId: string, orderId: string) {
  const lines = await tx
    .selectFrom('order_item')
    .innerJoin('product', (join) => join.onRef('product.id', '=', 'order_item.product_id').on('product.tenant_id', '=', tenantId))
    .select(['order_item.id', 'order_item.product_id', 'order_item.vat_rate_basis_points', 'product.vat_rate_basis_points as default_rate'])
    .where('order_item.order_id', '=', orderId)
    .execute();
  if (lines.length === 0) return { lines, address: undefined, codes: [] };
  const [address, codes] = await Promise.all([
    tx
      .selectFrom('order_address')
      .select(['country_code', 'state_code', 'post_code'])
      .where('order_id', '=', orderId)
      .orderBy('address_type', 'desc') // 'shipping' before 'billing'
      .orderBy('position')
      .executeTakeFirst(),
    tx
      .selectFrom('product_tax_code')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where(
        'product_id',
        'in',
        lines.map((l) => l.product_id),
      )
      .orderBy('sort')
      .execute(),
  ]);
  return { lines, address, codes };
}

export async function setLineVat(tx: Transaction<Database>, lineId: string, rateBasisPoints: number): Promise<void> {
  await tx.updateTable('order_item').set({ vat_rate_basis_points: rateBasisPoints }).where('id', '=', lineId).execute();
}
