import { type ProductTaxCode, resolveVatRate } from '../pricing/tax.ts';
import { taxCodesFor, VAT_CLASSES } from '../pricing/vat-classes.ts';

/**
 * A VAT class: the set of tax codes a kind of goods carries (domestic fuel is 5% in the UK VAT
 * area and 0% in the Channel Islands; firelighters are 20% at home). The shop's classes are the
 * tax codes its products already carry, plus the UK classes every shop starts with
 * (pricing/vat-classes.ts), so a new shop can create its first product; there is no class table
 * to drift from them. A class is
 * named by the code a sale at home takes (a UK address, no postcode yet), which is what tells
 * two classes apart for this shop, and a product joins a class by taking a copy of the codes of
 * the first product (in the shop's order) that has it.
 */
export interface VatClass {
  id: string;
  /** The home rule's own name and rate, e.g. "UK VAT area: domestic fuel, reduced rate (5%)". */
  name: string;
  /** The rate a sale at home takes; also the product's default rate until an address decides. */
  rateBasisPoints: number;
  /** The product whose codes a product of this class copies. */
  templateSku: string;
  codes: readonly ProductTaxCode[];
}

export interface TaxedProduct {
  sku: string;
  defaultRateBasisPoints: number;
  /** In priority order. */
  codes: readonly ProductTaxCode[];
}

const HOME = { countryCode: 'GB' } as const;

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The class a product is in: its home code's tax code, or its default rate when no code applies at home. */
export function vatClassOf(product: TaxedProduct): { id: string; name: string; rateBasisPoints: number } {
  const home = resolveVatRate(product.codes, HOME, product.defaultRateBasisPoints);
  const code = product.codes.find((candidate) => candidate.id === home.taxCodeId);
  if (!code)
    return {
      id: `DEFAULT-${home.rateBasisPoints}`,
      name: `No tax code: ${percent(home.rateBasisPoints)}`,
      rateBasisPoints: home.rateBasisPoints,
    };
  return { id: code.taxCode, name: `${code.name} (${percent(home.rateBasisPoints)})`, rateBasisPoints: home.rateBasisPoints };
}

/** The template SKU of a class no product carries yet; its codes' ids take the new product's SKU. */
const STANDARD_TEMPLATE = 'NEW-PRODUCT';

/**
 * The shop's classes, from its products in the shop's order (the first product of each class is
 * its template), then each standard UK class no product carries yet.
 */
export function vatClassesOf(products: readonly TaxedProduct[]): Map<string, VatClass> {
  const classes = new Map<string, VatClass>();
  for (const product of products) {
    const found = vatClassOf(product);
    if (!classes.has(found.id)) classes.set(found.id, { ...found, templateSku: product.sku, codes: product.codes });
  }
  for (const standard of VAT_CLASSES) {
    const codes = taxCodesFor(STANDARD_TEMPLATE, standard);
    const home = resolveVatRate(codes, HOME, 0);
    const found = vatClassOf({ sku: STANDARD_TEMPLATE, defaultRateBasisPoints: home.rateBasisPoints, codes });
    if (!classes.has(found.id)) classes.set(found.id, { ...found, templateSku: STANDARD_TEMPLATE, codes });
  }
  return classes;
}

/**
 * The class's codes for another product, in the same priority order. Ids are per product (the
 * table's key), so each copy takes the new SKU in place of the template's.
 */
export function codesForProduct(vatClass: VatClass, sku: string): ProductTaxCode[] {
  const prefix = `${vatClass.templateSku}:`;
  return vatClass.codes.map((code, index) => ({
    ...code,
    id: code.id.startsWith(prefix) ? `${sku}:${code.id.slice(prefix.length)}` : `${sku}:${index + 1}`,
    skuCode: sku,
  }));
}
