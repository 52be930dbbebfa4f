import type { Kysely, Transaction } from 'kysely';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { CommerceContext } from '../context.ts';
import { type DraftFacts, type ProductDraft, type ProductDraftProblem, productDraftProblems } from '../domain/catalogue/product-draft.ts';
import { codesForProduct, type VatClass, vatClassesOf, vatClassOf } from '../domain/catalogue/vat-classes.ts';
import { londonDate } from '../domain/london-clock.ts';
import { toPounds } from '../domain/money.ts';
import type { ProductTaxCode } from '../domain/pricing/tax.ts';
import { countedStock, type HeldUnits, storedStockFor } from '../domain/product-edit.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import { apiError, refuseInput } from '../errors.ts';
import { heldUnitsByProduct } from './stock-holds.store.ts';
import type { Database } from '../store/tables.ts';
import {
  insertProduct,
  listProductsForStaff,
  listSuggestions,
  listTaxCodes,
  lockProductForEdit,
  renameProductReferences,
  replaceSuggestions,
  replaceTaxCodes,
  setProductRetired,
  soldProductIds,
  type StaffProductRow,
  updateProductDetails,
} from './admin-products.store.ts';

const NOTHING_HELD: HeldUnits = { onHand: 0, presale: 0 };

/**
 * The shop's catalogue as the desk's rules need it, read in one go: a shop sells tens of
 * products, so reading them all is cheaper than a query per question.
 */
export interface StaffCatalogue {
  rows: StaffProductRow[];
  bySku: Map<string, StaffProductRow>;
  taxCodes: Map<string, ProductTaxCode[]>;
  vatClasses: Map<string, VatClass>;
  suggestions: Map<string, string[]>;
  held: Map<string, HeldUnits>;
  sold: Set<string>;
}

export async function readStaffCatalogue(
  db: Kysely<Database> | Transaction<Database>,
  tenantId: string,
  rows?: StaffProductRow[],
): Promise<StaffCatalogue> {
  const [products, codes, suggestions, held, sold] = await Promise.all([
    rows ?? listProductsForStaff(db, tenantId),
    listTaxCodes(db, tenantId),
    listSuggestions(db, tenantId),
    heldUnitsByProduct(db as Kysely<Database>, tenantId),
    soldProductIds(db, tenantId),
  ]);
  const taxCodes = new Map<string, ProductTaxCode[]>();
  for (const code of codes) taxCodes.set(code.skuCode, [...(taxCodes.get(code.skuCode) ?? []), code]);
  const vatClasses = vatClassesOf(
    products.map((row) => ({ sku: row.id, defaultRateBasisPoints: row.vat_rate_basis_points, codes: taxCodes.get(row.id) ?? [] })),
  );
  return { rows: products, bySku: new Map(products.map((row) => [row.id, row])), taxCodes, vatClasses, suggestions, held, sold };
}

/** A product as the desk shows it and the audit records it: pounds and kilograms, stock as staff count it. */
export function productDetailsView(row: StaffProductRow, catalogue: StaffCatalogue) {
  const held = catalogue.held.get(row.id) ?? NOTHING_HELD;
  const counted = countedStock({ onHand: row.on_hand, presaleLimit: row.presale_limit }, held);
  const vatClass = vatClassOf({
    sku: row.id,
    defaultRateBasisPoints: row.vat_rate_basis_points,
    codes: catalogue.taxCodes.get(row.id) ?? [],
  });
  return {
    sku: row.id,
    name: row.short_name,
    fullName: row.sku_name,
    status: row.retired_at === null ? ('active' as const) : ('retired' as const),
    retiredAt: row.retired_at === null ? null : new Date(row.retired_at).toISOString(),
    sold: catalogue.sold.has(row.id),
    vatClass: vatClass.id,
    weightKg: row.weight_grams / 1000,
    deliveryClass: row.shipping_group,
    price: toPounds(row.current_price_pence),
    listPrice: toPounds(row.list_price_pence),
    stockOnHand: counted.stockOnHand,
    heldByPayments: held.onHand,
    available: row.on_hand,
    presaleDate: row.presale_date,
    presaleLimit: counted.presaleLimit,
    presaleHeldByPayments: held.presale,
    alternateSku: row.alternate_product_id,
    suggestions: catalogue.suggestions.get(row.id) ?? [],
    pageUrl: row.product_url,
    imageUrl: row.image_url,
  };
}

export type ProductDetails = ReturnType<typeof productDetailsView>;

/** SKUs a product may point to: those on sale, and whatever it already points to (a retired alternate is kept until staff change it). */
export function sellableFor(catalogue: StaffCatalogue, existing: StaffProductRow | null, extra: Iterable<string> = []): Set<string> {
  const sellable = new Set(catalogue.rows.filter((row) => row.retired_at === null).map((row) => row.id));
  for (const sku of extra) sellable.add(sku);
  if (existing) {
    if (existing.alternate_product_id) sellable.add(existing.alternate_product_id);
    for (const sku of catalogue.suggestions.get(existing.id) ?? []) sellable.add(sku);
  }
  return sellable;
}

/** The facts a draft's rules need, for a new product (`existing` null) or an edit. */
export function draftFacts(
  catalogue: StaffCatalogue,
  draft: ProductDraft,
  existing: StaffProductRow | null,
  today: string,
  sellable: ReadonlySet<string>,
): DraftFacts {
  return {
    held: existing ? (catalogue.held.get(existing.id) ?? NOTHING_HELD) : NOTHING_HELD,
    currentPresaleDate: existing?.presale_date ?? null,
    today,
    vatClasses: new Set(catalogue.vatClasses.keys()),
    sellable,
    currentSku: existing?.id ?? null,
    skuTaken: catalogue.bySku.has(draft.sku) && draft.sku !== existing?.id,
    sold: existing ? catalogue.sold.has(existing.id) : false,
  };
}

/**
 * Writes an accepted draft: the row, its tax codes (a copy of its class's, when the class is new
 * to it) and its suggestions, and moves the references when an unsold product's SKU changes.
 * The caller has checked the draft, inside the same transaction.
 */
export async function writeDraft(
  tx: Transaction<Database>,
  tenantId: string,
  catalogue: StaffCatalogue,
  draft: ProductDraft,
  existing: StaffProductRow | null,
): Promise<void> {
  const vatClass = catalogue.vatClasses.get(draft.vatClass);
  if (!vatClass) throw new Error(`VAT class ${draft.vatClass} was checked but is gone`);
  const held = existing ? (catalogue.held.get(existing.id) ?? NOTHING_HELD) : NOTHING_HELD;
  const stored = storedStockFor(draft, held);
  const values = {
    sku: draft.sku,
    name: draft.name,
    fullName: draft.fullName,
    pricePence: draft.pricePence,
    listPricePence: draft.listPricePence,
    vatRateBasisPoints: vatClass.rateBasisPoints,
    weightGrams: draft.weightGrams,
    onHand: stored.onHand,
    presaleDate: draft.presaleDate,
    presaleLimit: stored.presaleLimit,
    alternateSku: draft.alternateSku,
    deliveryClass: draft.deliveryClass,
    pageUrl: draft.pageUrl,
    imageUrl: draft.imageUrl,
  };
  if (existing === null) {
    await insertProduct(tx, tenantId, values);
    await replaceTaxCodes(tx, tenantId, draft.sku, codesForProduct(vatClass, draft.sku));
  } else {
    if (existing.id !== draft.sku) await renameProductReferences(tx, tenantId, existing.id, draft.sku);
    await updateProductDetails(tx, tenantId, existing.id, values);
    const currentClass = vatClassOf({
      sku: existing.id,
      defaultRateBasisPoints: existing.vat_rate_basis_points,
      codes: catalogue.taxCodes.get(existing.id) ?? [],
    });
    // Codes are copied only on a change of class: a product's own codes (written by hand) stay as they are otherwise.
    if (currentClass.id !== draft.vatClass) await replaceTaxCodes(tx, tenantId, draft.sku, codesForProduct(vatClass, draft.sku));
  }
  await replaceSuggestions(tx, tenantId, draft.sku, draft.suggestions);
}

/** The row as it is after a write, for the reply and the audit, without reading it back. */
export function rowAfter(draft: ProductDraft, catalogue: StaffCatalogue, existing: StaffProductRow | null): StaffProductRow {
  const held = existing ? (catalogue.held.get(existing.id) ?? NOTHING_HELD) : NOTHING_HELD;
  const stored = storedStockFor(draft, held);
  return {
    id: draft.sku,
    short_name: draft.name,
    sku_name: draft.fullName,
    current_price_pence: draft.pricePence,
    list_price_pence: draft.listPricePence,
    on_hand: stored.onHand,
    presale_date: draft.presaleDate,
    presale_limit: stored.presaleLimit,
    vat_rate_basis_points: catalogue.vatClasses.get(draft.vatClass)?.rateBasisPoints ?? existing?.vat_rate_basis_points ?? 0,
    weight_grams: draft.weightGrams,
    shipping_group: draft.deliveryClass,
    alternate_product_id: draft.alternateSku,
    product_url: draft.pageUrl,
    image_url: draft.imageUrl,
    retired_at: existing?.retired_at ?? null,
    sort: existing?.sort ?? 0,
  };
}

/** The catalogue as it reads after a write, for the views of the reply and the audit. */
export function catalogueAfter(catalogue: StaffCatalogue, draft: ProductDraft, existing: StaffProductRow | null): StaffCatalogue {
  const row = rowAfter(draft, catalogue, existing);
  const vatClass = catalogue.vatClasses.get(draft.vatClass);
  const keepCodes =
    existing &&
    vatClassOf({
      sku: existing.id,
      defaultRateBasisPoints: existing.vat_rate_basis_points,
      codes: catalogue.taxCodes.get(existing.id) ?? [],
    }).id === draft.vatClass;
  const codes = keepCodes ? (catalogue.taxCodes.get(existing.id) ?? []) : vatClass ? codesForProduct(vatClass, draft.sku) : [];
  const held = new Map(catalogue.held);
  if (existing && existing.id !== draft.sku) held.set(draft.sku, held.get(existing.id) ?? NOTHING_HELD);
  return {
    ...catalogue,
    taxCodes: new Map(catalogue.taxCodes).set(draft.sku, codes),
    suggestions: new Map(catalogue.suggestions).set(draft.sku, draft.suggestions),
    held,
    bySku: new Map(catalogue.bySku).set(draft.sku, row),
  };
}

function refuse(problems: readonly ProductDraftProblem[]): never {
  throw refuseInput(problems);
}

/**
 * Two desks taking the same new SKU at once both find it free; the table's key lets one in.
 * The other hears why, as if it had read the SKU taken.
 */
function sameSkuRace(sku: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'product_pk')) {
      refuse([{ field: 'sku', message: `${sku} is already another product's SKU (retired ones included): choose another.` }]);
    }
    throw error;
  };
}

/**
 * Adds a product, with its tax codes and suggestions, and its audit entry, in one transaction.
 * Its insert fires the catalogue trigger (migration 0017) on commit, which starts the rebuild.
 */
export async function createProduct(ctx: CommerceContext, staff: Staff, draft: ProductDraft): Promise<ProductDetails> {
  const now = ctx.now();
  return ctx.db
    .transaction()
    .execute(async (tx) => {
      const catalogue = await readStaffCatalogue(tx, staff.tenantId);
      const problems = productDraftProblems(draft, draftFacts(catalogue, draft, null, londonDate(now), sellableFor(catalogue, null)));
      if (problems.length > 0) refuse(problems);
      await writeDraft(tx, staff.tenantId, catalogue, draft, null);
      const after = productDetailsView(rowAfter(draft, catalogue, null), catalogueAfter(catalogue, draft, null));
      await recordAdminChange(tx, {
        staff,
        at: now,
        action: 'product.create',
        subjectKind: 'product',
        subjectId: draft.sku,
        before: null,
        after,
      });
      return after;
    })
    .catch(sameSkuRace(draft.sku));
}

async function lockedOrMissing(tx: Transaction<Database>, tenantId: string, sku: string): Promise<StaffProductRow> {
  const row = await lockProductForEdit(tx, tenantId, sku);
  if (!row) throw apiError('NOT_FOUND', `There is no product ${sku}. Reload the list and choose one from it.`, { field: 'sku' });
  return row;
}

/**
 * Changes everything staff edit on a product, its SKU too while it has never been sold, under
 * the product's lock (no payment takes or gives back its stock meanwhile), with its audit entry.
 * A price, in-stock or presale change fires the catalogue trigger on commit, which starts the rebuild.
 */
export async function editProductDetails(
  ctx: CommerceContext,
  staff: Staff,
  currentSku: string,
  draft: ProductDraft,
): Promise<ProductDetails> {
  const now = ctx.now();
  return ctx.db
    .transaction()
    .execute(async (tx) => {
      const existing = await lockedOrMissing(tx, staff.tenantId, currentSku);
      const catalogue = await readStaffCatalogue(tx, staff.tenantId);
      const problems = productDraftProblems(
        draft,
        draftFacts(catalogue, draft, existing, londonDate(now), sellableFor(catalogue, existing)),
      );
      if (problems.length > 0) refuse(problems);
      await writeDraft(tx, staff.tenantId, catalogue, draft, existing);
      const before = productDetailsView(existing, catalogue);
      const after = productDetailsView(rowAfter(draft, catalogue, existing), catalogueAfter(catalogue, draft, existing));
      await recordAdminChange(tx, {
        staff,
        at: now,
        action: 'product.update',
        subjectKind: 'product',
        subjectId: draft.sku,
        before,
        after,
      });
      return after;
    })
    .catch(sameSkuRace(draft.sku));
}

/**
 * Retires a product (hidden from the storefront, kept for its orders, receipts and reviews) or
 * restores it. Either fires the retirement trigger (migration 0031), which starts the rebuild.
 * Asking for the state it is already in changes nothing and records nothing.
 */
export async function setRetired(ctx: CommerceContext, staff: Staff, sku: string, retire: boolean): Promise<ProductDetails> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const existing = await lockedOrMissing(tx, staff.tenantId, sku);
    const catalogue = await readStaffCatalogue(tx, staff.tenantId);
    const before = productDetailsView(existing, catalogue);
    if ((existing.retired_at !== null) === retire) return before;
    await setProductRetired(tx, staff.tenantId, sku, retire ? now : null);
    const after = productDetailsView({ ...existing, retired_at: retire ? now : null }, catalogue);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: retire ? 'product.retire' : 'product.restore',
      subjectKind: 'product',
      subjectId: sku,
      before,
      after,
    });
    return after;
  });
}

/** Every product, retired ones included, and the shop's VAT classes. */
export async function catalogueForStaff(ctx: CommerceContext, staff: Staff) {
  const catalogue = await readStaffCatalogue(ctx.db, staff.tenantId);
  return catalogue;
}
