import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/tables.ts';

const STAFF_COLUMNS = [
  'id',
  'short_name',
  'sku_name',
  'current_price_pence',
  'list_price_pence',
  'on_hand',
  'presale_date',
  'presale_limit',
] as const;

/** Every product of the shop with what staff edit, in the shop's order. */
export function listProductsForStaff(db: Kysely<Database>, tenantId: string) {
  return db.selectFrom('product').select(STAFF_COLUMNS).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
}

export type StaffProductRow = Awaited<ReturnType<typeof listProductsForStaff>>[number];

/**
 * One product under a row lock, for an edit. holdStock and releaseStock update the same row, so
 * while it is held no payment takes or gives back stock, and the held units read next are the
 * ones the edit's stored stock must leave out.
 */
export function lockProductForEdit(tx: Transaction<Database>, tenantId: string, productId: string): Promise<StaffProductRow | undefined> {
  return tx
    .selectFrom('product')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateProductPricesAndStock(
  tx: Transaction<Database>,
  tenantId: string,
  productId: string,
  values: { pricePence: number; listPricePence: number; onHand: number; presaleDate: string | null; presaleLimit: number | null },
): Promise<void> {
  await tx
    .updateTable('product')
    .set({
      current_price_pence: values.pricePence,
      list_price_pence: values.listPricePence,
      on_hand: values.onHand,
      presale_date: values.presaleDate,
      presale_limit: values.presaleLimit,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .execute();
}
