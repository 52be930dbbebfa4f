import type { Kysely, Transaction } from 'kysely';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import type { ProductTaxCode } from '../domain/pricing/tax.ts';
import type { Database } from '../store/tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const STAFF_COLUMNS = [
  'id',
  'short_name',
  'sku_name',
  'current_price_pence',
  'list_price_pence',
  'on_hand',
  'presale_date',
  'presale_limit',
  'vat_rate_basis_points',
  'weight_grams',
  'shipping_group',
  'alternate_product_id',
  'product_url',
  'image_url',
  'retired_at',
  'sort',
] as const;

/** Every product of the shop with what staff edit, retired ones included, in the shop's order. */
export function listProductsForStaff(db: Db, tenantId: string) {
  return db.selectFrom('product').select(STAFF_COLUMNS).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
}

export type StaffProductRow = Awaited<ReturnType<typeof listProductsForStaff>>[number];

/**
 * One product under a row lock, for an edit. holdStock and releaseStock update the same row, so
 * while it is held no payment takes or gives back stock, and the held units read next are the
 * ones the edit's stored stock must leave out.
 */
export function lockProductForEdit(tx: Transaction<Database>, tenantId: string, skuCode: string): Promise<StaffProductRow | undefined> {
  return tx
    .selectFrom('product')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', skuCode)
    .forUpdate()
    .executeTakeFirst();
}

/** Every product of the shop under a row lock, for an import that may change any of them. */
export function lockCatalogue(tx: Transaction<Database>, tenantId: string): Promise<StaffProductRow[]> {
  return tx
    .selectFrom('product')
    .select(STAFF_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function updateProductPricesAndStock(
  tx: Transaction<Database>,
  tenantId: string,
  skuCode: string,
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
    .where('id', '=', skuCode)
    .execute();
}

/** A product's row as a create or a whole edit writes it (stock as stored: free to sell). */
export interface ProductValues {
  sku: string;
  name: string;
  fullName: string;
  pricePence: number;
  listPricePence: number;
  vatRateBasisPoints: number;
  weightGrams: number;
  onHand: number;
  presaleDate: string | null;
  presaleLimit: number | null;
  alternateSku: string | null;
  deliveryClass: ShippingGroup;
  pageUrl: string;
  imageUrl: string;
}

const columnsOf = (values: ProductValues) => ({
  id: values.sku,
  short_name: values.name,
  sku_name: values.fullName,
  current_price_pence: values.pricePence,
  list_price_pence: values.listPricePence,
  vat_rate_basis_points: values.vatRateBasisPoints,
  weight_grams: values.weightGrams,
  on_hand: values.onHand,
  presale_date: values.presaleDate,
  presale_limit: values.presaleLimit,
  alternate_product_id: values.alternateSku,
  shipping_group: values.deliveryClass,
  product_url: values.pageUrl,
  image_url: values.imageUrl,
});

/** A new product at the end of the shop's order. */
export async function insertProduct(tx: Transaction<Database>, tenantId: string, values: ProductValues): Promise<void> {
  const last = await tx
    .selectFrom('product')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  await tx
    .insertInto('product')
    .values({ tenant_id: tenantId, ...columnsOf(values), sort: Number(last?.sort ?? 0) + 1 })
    .execute();
}

/** Writes every column staff edit; `currentSku` is the row's key before the edit (a rename changes it). */
export async function updateProductDetails(
  tx: Transaction<Database>,
  tenantId: string,
  currentSku: string,
  values: ProductValues,
): Promise<void> {
  await tx.updateTable('product').set(columnsOf(values)).where('tenant_id', '=', tenantId).where('id', '=', currentSku).execute();
}

export async function setProductRetired(tx: Transaction<Database>, tenantId: string, sku: string, at: Date | null): Promise<void> {
  await tx.updateTable('product').set({ retired_at: at }).where('tenant_id', '=', tenantId).where('id', '=', sku).execute();
}

/** Whether any product of the shop, retired or not, has this SKU. */
export async function skuInUse(tx: Transaction<Database>, tenantId: string, sku: string): Promise<boolean> {
  const row = await tx.selectFrom('product').select('id').where('tenant_id', '=', tenantId).where('id', '=', sku).executeTakeFirst();
  return row !== undefined;
}

/**
 * The products of this list (all the shop's when absent) that are on an order past the basket:
 * paying, placed or beyond. Their SKU is printed on orders and receipts.
 */
export async function soldProductIds(db: Db, tenantId: string, productIds?: readonly string[]): Promise<Set<string>> {
  if (productIds?.length === 0) return new Set();
  let query = db
    .selectFrom('order_item')
    .innerJoin('orders', 'orders.id', 'order_item.order_id')
    .select('order_item.product_id')
    .distinct()
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.status', '!=', 'shoppingCart');
  if (productIds) query = query.where('order_item.product_id', 'in', [...productIds]);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Every tax code of the shop's products, each product's in priority order. */
export async function listTaxCodes(db: Db, tenantId: string): Promise<ProductTaxCode[]> {
  const rows = await db
    .selectFrom('product_tax_code')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('product_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    skuCode: row.product_id,
    taxCode: row.tax_code,
    name: row.name,
    rateBasisPoints: row.rate_basis_points,
    countryRegex: row.country_regex,
    countryNotRegex: row.country_not_regex,
    stateRegex: row.state_regex,
    stateNotRegex: row.state_not_regex,
    zipRegex: row.zip_regex,
    zipNotRegex: row.zip_not_regex,
  }));
}

/** Gives a product exactly these tax codes, in this priority order. */
export async function replaceTaxCodes(
  tx: Transaction<Database>,
  tenantId: string,
  sku: string,
  codes: readonly ProductTaxCode[],
): Promise<void> {
  await tx.deleteFrom('product_tax_code').where('tenant_id', '=', tenantId).where('product_id', '=', sku).execute();
  if (codes.length === 0) return;
  await tx
    .insertInto('product_tax_code')
    .values(
      codes.map((code, sort) => ({
        id: code.id,
        tenant_id: tenantId,
        product_id: sku,
        tax_code: code.taxCode,
        name: code.name,
        rate_basis_points: code.rateBasisPoints,
        country_regex: code.countryRegex ?? null,
        country_not_regex: code.countryNotRegex ?? null,
        state_regex: code.stateRegex ?? null,
        state_not_regex: code.stateNotRegex ?? null,
        zip_regex: code.zipRegex ?? null,
        zip_not_regex: code.zipNotRegex ?? null,
        sort,
      })),
    )
    .execute();
}

/** Every basket suggestion of the shop: product → the SKUs it suggests, in order. */
export async function listSuggestions(db: Db, tenantId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('product_suggestion')
    .select(['product_id', 'suggested_product_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('product_id')
    .orderBy('sort')
    .execute();
  const bySku = new Map<string, string[]>();
  for (const row of rows) bySku.set(row.product_id, [...(bySku.get(row.product_id) ?? []), row.suggested_product_id]);
  return bySku;
}

export async function replaceSuggestions(
  tx: Transaction<Database>,
  tenantId: string,
  sku: string,
  suggested: readonly string[],
): Promise<void> {
  await tx.deleteFrom('product_suggestion').where('tenant_id', '=', tenantId).where('product_id', '=', sku).execute();
  if (suggested.length === 0) return;
  await tx
    .insertInto('product_suggestion')
    .values(suggested.map((id, sort) => ({ tenant_id: tenantId, product_id: sku, suggested_product_id: id, sort })))
    .execute();
}

/**
 * Moves everything that names a product by its SKU to a new one, for a product never sold (the
 * caller has checked): other products' alternates and suggestions, its tax codes, baskets
 * holding it, reviews and back-in-stock requests. Orders past the basket are not touched: there
 * are none, or the rename would have been refused.
 */
export async function renameProductReferences(tx: Transaction<Database>, tenantId: string, from: string, to: string): Promise<void> {
  await tx
    .updateTable('product')
    .set({ alternate_product_id: to })
    .where('tenant_id', '=', tenantId)
    .where('alternate_product_id', '=', from)
    .execute();
  await tx
    .updateTable('product_suggestion')
    .set({ product_id: to })
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', from)
    .execute();
  await tx
    .updateTable('product_suggestion')
    .set({ suggested_product_id: to })
    .where('tenant_id', '=', tenantId)
    .where('suggested_product_id', '=', from)
    .execute();
  await tx
    .updateTable('product_tax_code')
    .set({ product_id: to })
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', from)
    .execute();
  await tx
    .updateTable('order_item')
    .set({ product_id: to, sku_code: to })
    .where('product_id', '=', from)
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('id').where('tenant_id', '=', tenantId).where('status', '=', 'shoppingCart'),
    )
    .execute();
  await tx.updateTable('review').set({ product_id: to }).where('tenant_id', '=', tenantId).where('product_id', '=', from).execute();
  await tx.updateTable('stock_alert').set({ product_id: to }).where('tenant_id', '=', tenantId).where('product_id', '=', from).execute();
}
