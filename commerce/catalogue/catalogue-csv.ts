import { z } from 'zod';
import type { ProductDraft } from '../domain/catalogue/product-draft.ts';
import { type CsvRecord, writeCsv } from '../domain/catalogue/csv.ts';
import type { ProductDetails } from './product-admin.service.ts';

/**
 * The catalogue's CSV: one product a line, money in pounds, weight in kilograms, suggestions
 * as SKUs separated by spaces. The export writes these columns in this order; an import may
 * order them as it likes but must have them all, so a column lost in a spreadsheet is noticed
 * instead of emptying a field of every product.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'status',
  'name',
  'full_name',
  'vat_class',
  'weight_kg',
  'delivery_class',
  'price',
  'list_price',
  'stock',
  'presale_date',
  'presale_limit',
  'alternate_sku',
  'suggestions',
  'page_url',
  'image_url',
] as const;

type Column = (typeof CATALOGUE_COLUMNS)[number];

/** Free text a person typed: defused on export so a spreadsheet runs nothing (csv.ts). */
const FREE_TEXT = new Set([CATALOGUE_COLUMNS.indexOf('name'), CATALOGUE_COLUMNS.indexOf('full_name')]);

/** Pounds as the export writes them: always two decimals, no float in between. */
function poundsText(pounds: number): string {
  const pence = Math.round(pounds * 100);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

export function catalogueCsv(products: readonly ProductDetails[]): string {
  const rows = products.map((product): string[] => [
    product.sku,
    product.status,
    product.name,
    product.fullName,
    product.vatClass,
    String(product.weightKg),
    product.deliveryClass,
    poundsText(product.price),
    poundsText(product.listPrice),
    String(product.stockOnHand),
    product.presaleDate ?? '',
    product.presaleLimit === null ? '' : String(product.presaleLimit),
    product.alternateSku ?? '',
    product.suggestions.join(' '),
    product.pageUrl,
    product.imageUrl,
  ]);
  return writeCsv([[...CATALOGUE_COLUMNS], ...rows], { freeText: FREE_TEXT });
}

/** A problem of the file, or of one of its lines, as the desk lists it. */
export interface ImportProblem {
  line: number;
  sku: string | null;
  column: string | null;
  message: string;
}

/** Where each column is in the file, or the problem with the header line. */
export function readHeader(record: CsvRecord): { ok: true; index: Record<Column, number> } | { ok: false; problem: ImportProblem } {
  const names = record.fields.map((field) => field.trim().toLowerCase());
  const missing = CATALOGUE_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(CATALOGUE_COLUMNS as readonly string[]).includes(name));
  const twice = names.filter((name, at) => names.indexOf(name) !== at);
  const faults = [
    missing.length > 0 ? `missing ${missing.join(', ')}` : null,
    unknown.length > 0 ? `unknown ${unknown.map((name) => name || '(blank)').join(', ')}` : null,
    twice.length > 0 ? `named twice ${twice.join(', ')}` : null,
  ].filter((fault) => fault !== null);
  if (faults.length > 0) {
    return {
      ok: false,
      problem: {
        line: record.line,
        sku: null,
        column: null,
        message: `The first line must name the columns of an export (${CATALOGUE_COLUMNS.join(',')}): ${faults.join('; ')}.`,
      },
    };
  }
  return {
    ok: true,
    index: Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>,
  };
}

/** An export defuses a formula-like name with an apostrophe; reading it back takes that off again. */
const undefused = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const pence = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `must be an amount in pounds with at most 2 decimals, such as ${example}`)
    .transform((text) => {
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    });

const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'must be a whole number of 0 or more, such as 12')
  .transform(Number);

const rowSchema = z.object({
  sku: z.string().trim().min(1, 'is empty: every line needs its SKU'),
  status: z.enum(['active', 'retired'], 'must be active or retired'),
  name: z.string().trim().transform(undefused),
  full_name: z.string().trim().transform(undefused),
  vat_class: z.string().trim(),
  weight_kg: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,3})?$/, 'must be kilograms with at most 3 decimals, such as 12.5')
    .transform((text) => {
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
    }),
  delivery_class: z.enum(['van', 'pallet', 'parcel'], 'must be van, pallet or parcel'),
  price: pence('12.50'),
  list_price: pence('12.50'),
  stock: wholeNumber,
  presale_date: z
    .string()
    .trim()
    .transform((text) => text || null),
  presale_limit: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, 'must be a whole number of 0 or more, or empty')
        .transform(Number)
        .nullable(),
    ),
  alternate_sku: z
    .string()
    .trim()
    .transform((text) => text || null),
  suggestions: z
    .string()
    .trim()
    .transform((text) => (text === '' ? [] : text.split(/\s+/))),
  page_url: z.string().trim(),
  image_url: z.string().trim(),
});

/** The columns the draft rules name by their form field. */
export const COLUMN_OF_FIELD: Record<string, Column> = {
  sku: 'sku',
  name: 'name',
  fullName: 'full_name',
  vatClass: 'vat_class',
  weightKg: 'weight_kg',
  deliveryClass: 'delivery_class',
  price: 'price',
  listPrice: 'list_price',
  stockOnHand: 'stock',
  presaleDate: 'presale_date',
  presaleLimit: 'presale_limit',
  alternateSku: 'alternate_sku',
  suggestions: 'suggestions',
  pageUrl: 'page_url',
  imageUrl: 'image_url',
};

export type ImportRow = { draft: ProductDraft; retired: boolean };

/** One line's product, or every problem its cells have (the draft's own rules are checked later, with the store). */
export function readRow(
  record: CsvRecord,
  index: Record<Column, number>,
): { ok: true; row: ImportRow } | { ok: false; problems: ImportProblem[] } {
  const sku = record.fields[index.sku]?.trim() || null;
  if (record.fields.length !== CATALOGUE_COLUMNS.length) {
    return {
      ok: false,
      problems: [
        {
          line: record.line,
          sku,
          column: null,
          message: `Has ${record.fields.length} cells where the header has ${CATALOGUE_COLUMNS.length}: a comma inside a value needs the value in double quotes.`,
        },
      ],
    };
  }
  const cells = Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, record.fields[index[column]] ?? '']));
  const parsed = rowSchema.safeParse(cells);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const column = String(issue.path[0] ?? '');
        return { line: record.line, sku, column: column || null, message: column ? `${column} ${issue.message}` : issue.message };
      }),
    };
  }
  const cell = parsed.data;
  return {
    ok: true,
    row: {
      retired: cell.status === 'retired',
      draft: {
        sku: cell.sku,
        name: cell.name,
        fullName: cell.full_name,
        vatClass: cell.vat_class,
        weightGrams: cell.weight_kg,
        deliveryClass: cell.delivery_class,
        pricePence: cell.price,
        listPricePence: cell.list_price,
        stockOnHand: cell.stock,
        presaleDate: cell.presale_date,
        presaleLimit: cell.presale_limit,
        alternateSku: cell.alternate_sku,
        suggestions: cell.suggestions,
        pageUrl: cell.page_url,
        imageUrl: cell.image_url,
      },
    },
  };
}
