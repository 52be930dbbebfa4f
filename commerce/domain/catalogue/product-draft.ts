import type { ShippingGroup } from '../delivery/methods.ts';
import { type HeldUnits, type ProductEdit, type ProductEditProblem, productEditProblems } from '../product-edit.ts';

/** A product's SKU code: capitals and digits in dash-separated groups, as the CMS and the receipts print it. */
export const SKU_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const MAX_SKU_LENGTH = 64;
export const MAX_NAME_LENGTH = 120;
/** The heaviest thing the shop sells is a tonne of bagged pellets on a pallet; five tonnes is a typo. */
export const MAX_WEIGHT_GRAMS = 5_000_000;
/** The basket shows a handful of suggestions; more would be a list nobody reads. */
export const MAX_SUGGESTIONS = 6;

/**
 * Everything staff set on a product: what it is, how it is taxed and travels, what it costs and
 * how many there are. Money in pence, weight in grams; stock counted as staff count it (held
 * units included, see product-edit.ts).
 */
export interface ProductDraft extends ProductEdit {
  sku: string;
  /** What the basket, receipts and the desk call it ("Ash logs – Standard crate"). */
  name: string;
  /** The longer name the buy-box's alternate and the suggestions print. */
  fullName: string;
  /** One of the shop's VAT classes (vat-classes.ts): which tax codes it carries. */
  vatClass: string;
  weightGrams: number;
  /** How it travels: the shop's vans, the pallet network or parcel post. */
  deliveryClass: ShippingGroup;
  /** Offered on the buy-box instead of this one; null for none. */
  alternateSku: string | null;
  /** Shown in the basket beside it, in this order. */
  suggestions: string[];
  /** The page's path on the site, as the CMS publishes it ("/firewood/ash/standard-crate"). */
  pageUrl: string;
  /** The picture the basket and receipts show; a path on the site or an https address. */
  imageUrl: string;
}

export type ProductDraftField =
  | ProductEditProblem['field']
  | 'sku'
  | 'name'
  | 'fullName'
  | 'vatClass'
  | 'weightKg'
  | 'deliveryClass'
  | 'alternateSku'
  | 'suggestions'
  | 'pageUrl'
  | 'imageUrl';

export interface ProductDraftProblem {
  field: ProductDraftField;
  message: string;
}

/** What the store knows that a draft's rules need. */
export interface DraftFacts {
  held: HeldUnits;
  /** The stored presale date of the product being edited; null for a new product. */
  currentPresaleDate: string | null;
  /** London date. */
  today: string;
  vatClasses: ReadonlySet<string>;
  /** SKUs a draft may point to as alternate or suggestion: products on sale (in the store or the same import). */
  sellable: ReadonlySet<string>;
  /** For an edit: the SKU it has now. Null when creating. */
  currentSku: string | null;
  /** The SKU the draft asks for already names another product (retired ones count: their history names it). */
  skuTaken: boolean;
  /** The product being edited is on an order past the basket: orders and receipts name its SKU. */
  sold: boolean;
}

/** A name a spreadsheet would run as a formula when the catalogue is exported. */
const FORMULA_START = /^[=+\-@]/;

function textProblems(field: 'name' | 'fullName', value: string, label: string): ProductDraftProblem[] {
  if (value.trim() === '') return [{ field, message: `Enter the ${label}.` }];
  if (value.length > MAX_NAME_LENGTH) return [{ field, message: `Shorten the ${label} to ${MAX_NAME_LENGTH} characters at most.` }];
  if (FORMULA_START.test(value)) return [{ field, message: `Start the ${label} with a letter or digit, not = + - or @.` }];
  return [];
}

/**
 * Every broken rule of a draft, in the order of the form's fields (the first is the one to
 * focus); empty when it may be saved. Price, stock and presale follow the edit rules
 * (product-edit.ts); the rest is what makes a product sellable and deliverable.
 */
export function productDraftProblems(draft: ProductDraft, facts: DraftFacts): ProductDraftProblem[] {
  const problems: ProductDraftProblem[] = [];
  const { sku } = draft;
  if (!SKU_PATTERN.test(sku) || sku.length > MAX_SKU_LENGTH) {
    problems.push({
      field: 'sku',
      message: `Enter the SKU in capitals and digits with dashes between groups, such as LOG-ASH-FULL (${MAX_SKU_LENGTH} characters at most).`,
    });
  } else if (facts.currentSku !== null && sku !== facts.currentSku && facts.sold) {
    // Orders, receipts and VAT invoices print the SKU; a new code would leave them naming a product that is not there.
    problems.push({
      field: 'sku',
      message: `${facts.currentSku} has been sold, and orders and receipts name it, so its SKU cannot change. Retire it and create a new product instead.`,
    });
  } else if (sku !== facts.currentSku && facts.skuTaken) {
    problems.push({ field: 'sku', message: `${sku} is already another product's SKU (retired ones included): choose another.` });
  }
  problems.push(...textProblems('name', draft.name, 'name'));
  problems.push(...textProblems('fullName', draft.fullName, 'full name'));
  if (!facts.vatClasses.has(draft.vatClass)) {
    const known = [...facts.vatClasses].join(', ');
    problems.push({
      field: 'vatClass',
      message: known
        ? `Choose a VAT class the shop has: ${known}.`
        : 'The shop has no VAT classes yet: its tax codes must be set up first.',
    });
  }
  if (!Number.isSafeInteger(draft.weightGrams) || draft.weightGrams <= 0) {
    problems.push({
      field: 'weightKg',
      message: 'Enter the weight in kilograms, above 0 (at most 3 decimals), such as 12.5: delivery is charged by it.',
    });
  } else if (draft.weightGrams > MAX_WEIGHT_GRAMS) {
    problems.push({ field: 'weightKg', message: `Enter a weight of at most ${(MAX_WEIGHT_GRAMS / 1000).toLocaleString('en-GB')} kg.` });
  }
  if (!['van', 'pallet', 'parcel'].includes(draft.deliveryClass)) {
    problems.push({ field: 'deliveryClass', message: 'Choose how it travels: van, pallet or parcel.' });
  }
  for (const problem of productEditProblems(draft, facts.held, facts.currentPresaleDate, facts.today)) {
    problems.push({ field: problem.field, message: problem.message });
  }
  const own = new Set([sku, facts.currentSku]);
  if (draft.alternateSku !== null) {
    if (own.has(draft.alternateSku)) {
      problems.push({ field: 'alternateSku', message: 'A product cannot be its own alternate: choose another product, or none.' });
    } else if (!facts.sellable.has(draft.alternateSku)) {
      problems.push({
        field: 'alternateSku',
        message: `There is no product on sale with the SKU ${draft.alternateSku}: choose one from the list, or none.`,
      });
    }
  }
  const seen = new Set<string>();
  const suggestionProblems: string[] = [];
  for (const suggested of draft.suggestions) {
    if (own.has(suggested)) suggestionProblems.push('a product cannot suggest itself');
    else if (seen.has(suggested)) suggestionProblems.push(`${suggested} is listed twice`);
    else if (!facts.sellable.has(suggested)) suggestionProblems.push(`there is no product on sale with the SKU ${suggested}`);
    seen.add(suggested);
  }
  if (draft.suggestions.length > MAX_SUGGESTIONS) suggestionProblems.push(`list at most ${MAX_SUGGESTIONS}`);
  if (suggestionProblems.length > 0) {
    problems.push({ field: 'suggestions', message: `Basket suggestions: ${suggestionProblems.join('; ')}.` });
  }
  if (!/^\/[a-z0-9\-/]*$/.test(draft.pageUrl) || draft.pageUrl.length > 200 || draft.pageUrl.includes('//')) {
    problems.push({
      field: 'pageUrl',
      message: 'Enter the page path as the site publishes it: lower case, starting with /, such as /firewood/ash/standard-crate.',
    });
  }
  if (!(/^\/[^\s"'<>]*$/.test(draft.imageUrl) && !draft.imageUrl.startsWith('//')) && !/^https:\/\/[^\s"'<>]+$/.test(draft.imageUrl)) {
    problems.push({ field: 'imageUrl', message: 'Enter the picture as a path on the site (/media/…) or an https:// address.' });
  } else if (draft.imageUrl.length > 500) {
    problems.push({ field: 'imageUrl', message: 'Shorten the picture address to 500 characters at most.' });
  }
  return problems;
}
