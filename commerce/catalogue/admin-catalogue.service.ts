import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { CommerceContext } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { toPounds } from '../domain/money.ts';
import { countedStock, type HeldUnits, type ProductEdit, productEditProblems, storedStockFor } from '../domain/product-edit.ts';
import { apiError, refuseInput } from '../errors.ts';
import { heldUnitsByProduct } from './stock-holds.store.ts';
import { lockProductForEdit, type StaffProductRow, updateProductPricesAndStock } from './admin-products.store.ts';
import { type ProductDetails, productDetailsView, readStaffCatalogue } from './product-admin.service.ts';

const NOTHING_HELD: HeldUnits = { onHand: 0, presale: 0 };

/** A product as the desk shows it (and the audit records it): pounds, and stock as staff count it. */
export function staffProductView(row: StaffProductRow, held: HeldUnits) {
  const counted = countedStock({ onHand: row.on_hand, presaleLimit: row.presale_limit }, held);
  return {
    sku: row.id,
    name: row.short_name,
    price: toPounds(row.current_price_pence),
    listPrice: toPounds(row.list_price_pence),
    stockOnHand: counted.stockOnHand,
    heldByPayments: held.onHand,
    available: row.on_hand,
    presaleDate: row.presale_date,
    presaleLimit: counted.presaleLimit,
    presaleHeldByPayments: held.presale,
  };
}

export type StaffProduct = ReturnType<typeof staffProductView>;

export async function productsForStaff(ctx: CommerceContext, staff: Staff): Promise<ProductDetails[]> {
  const catalogue = await readStaffCatalogue(ctx.db, staff.tenantId);
  return catalogue.rows.map((row) => productDetailsView(row, catalogue));
}

/**
 * Saves a product's price, list price, stock and presale, and its audit entry, in one
 * transaction. A price or in-stock change fires the catalogue trigger (migration 0017) on
 * commit, which starts the site's rebuild; stock brought back lets the back-in-stock sweep
 * mail those waiting, since it looks at stock, not at how it came back.
 */
export async function editProduct(ctx: CommerceContext, staff: Staff, sku: string, edit: ProductEdit): Promise<ProductDetails> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const row = await lockProductForEdit(tx, staff.tenantId, sku);
    if (!row) throw apiError('NOT_FOUND', `There is no product ${sku}. Reload the list and choose one from it.`, { field: 'input.sku' });
    // Read under the product's lock: no payment can take or give back this product's stock meanwhile.
    const held = (await heldUnitsByProduct(tx, staff.tenantId, sku)).get(sku) ?? NOTHING_HELD;
    const problems = productEditProblems(edit, held, row.presale_date, londonDate(now));
    if (problems.length > 0) throw refuseInput(problems);
    const stored = storedStockFor(edit, held);
    await updateProductPricesAndStock(tx, staff.tenantId, sku, {
      pricePence: edit.pricePence,
      listPricePence: edit.listPricePence,
      onHand: stored.onHand,
      presaleDate: edit.presaleDate,
      presaleLimit: stored.presaleLimit,
    });
    const before = staffProductView(row, held);
    const after = staffProductView(
      {
        ...row,
        current_price_pence: edit.pricePence,
        list_price_pence: edit.listPricePence,
        on_hand: stored.onHand,
        presale_date: edit.presaleDate,
        presale_limit: stored.presaleLimit,
      },
      held,
    );
    await recordAdminChange(tx, { staff, at: now, action: 'product.update', subjectKind: 'product', subjectId: sku, before, after });
    const catalogue = await readStaffCatalogue(tx, staff.tenantId);
    const saved = catalogue.bySku.get(sku);
    if (!saved) throw new Error(`${sku} was locked and updated, yet is gone`);
    return productDetailsView(saved, catalogue);
  });
}
