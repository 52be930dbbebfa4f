import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { CommerceContext } from '../context.ts';
import { parseCsv } from '../domain/catalogue/csv.ts';
import { productDraftProblems } from '../domain/catalogue/product-draft.ts';
import { londonDate } from '../domain/london-clock.ts';
import { listProductsForStaff, lockCatalogue, setProductRetired } from './admin-products.store.ts';
import { COLUMN_OF_FIELD, catalogueCsv, type ImportProblem, type ImportRow, readHeader, readRow } from './catalogue-csv.ts';
import {
  catalogueAfter,
  draftFacts,
  productDetailsView,
  readStaffCatalogue,
  rowAfter,
  sellableFor,
  writeDraft,
} from './product-admin.service.ts';

/**
 * The largest CSV an import takes, in characters: under the API's request limit (100 KB,
 * server/main.ts) with room for the rest of the call, so a file too big gets this reason rather
 * than the server's bare refusal. About 600 products of a typical line.
 */
export const MAX_IMPORT_CHARS = 90_000;

export type ImportChange = 'create' | 'update' | 'unchanged';

export interface ImportLine {
  line: number;
  sku: string;
  change: ImportChange;
  retired: boolean;
}

export interface ImportResult {
  dryRun: boolean;
  /** True only when every line was good and the products were saved (never on a dry run). */
  written: boolean;
  created: number;
  updated: number;
  unchanged: number;
  lines: ImportLine[];
  /** Every bad line's problems, in the file's order; a non-empty list means nothing was written. */
  problems: ImportProblem[];
}

const refused = (dryRun: boolean, problems: ImportProblem[]): ImportResult => ({
  dryRun,
  written: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  lines: [],
  problems,
});

/** The whole catalogue as CSV, retired products included (status column). */
export async function exportCatalogue(ctx: CommerceContext, staff: Staff): Promise<string> {
  const catalogue = await readStaffCatalogue(ctx.db, staff.tenantId);
  return catalogueCsv(catalogue.rows.map((row) => productDetailsView(row, catalogue)));
}

/**
 * Creates and updates products from a CSV, keyed by SKU (an import never renames: a new SKU is
 * a new product). Every line is checked, with the same rules as the desk's form, before anything
 * is written; one bad line and nothing is, and every bad line is named with its line number. A
 * dry run stops there. Otherwise all of it is written in one transaction, each changed product
 * with its own audit entry, under a lock on every product of the shop so no payment moves stock
 * between the check and the write. Each insert or price/stock/retirement change fires the
 * catalogue triggers on commit, and the rebuild's debounce folds them into one build.
 */
export async function importCatalogue(ctx: CommerceContext, staff: Staff, csv: string, dryRun: boolean): Promise<ImportResult> {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return refused(dryRun, [{ line: parsed.line, sku: null, column: null, message: parsed.message }]);
  const [header, ...records] = parsed.records;
  if (!header)
    return refused(dryRun, [
      { line: 1, sku: null, column: null, message: 'The file is empty: export the catalogue to start from its columns.' },
    ]);
  const columns = readHeader(header);
  if (!columns.ok) return refused(dryRun, [columns.problem]);
  if (records.length === 0)
    return refused(dryRun, [{ line: 2, sku: null, column: null, message: 'The file has its header but no products.' }]);

  const now = ctx.now();
  const today = londonDate(now);
  return ctx.db.transaction().execute(async (tx) => {
    const rows = dryRun ? await listProductsForStaff(tx, staff.tenantId) : await lockCatalogue(tx, staff.tenantId);
    const catalogue = await readStaffCatalogue(tx, staff.tenantId, rows);
    const problems: ImportProblem[] = [];
    const good: { line: number; row: ImportRow }[] = [];
    const firstLineOf = new Map<string, number>();
    for (const record of records) {
      const read = readRow(record, columns.index);
      if (!read.ok) {
        problems.push(...read.problems);
        continue;
      }
      const { sku } = read.row.draft;
      const earlier = firstLineOf.get(sku);
      if (earlier !== undefined) {
        problems.push({ line: record.line, sku, column: 'sku', message: `${sku} is already on line ${earlier}: list each product once.` });
        continue;
      }
      firstLineOf.set(sku, record.line);
      good.push({ line: record.line, row: read.row });
    }

    // What the file leaves on sale: the shop's products on sale and the file's new ones, less those it retires.
    const onSale = new Set(catalogue.rows.filter((row) => row.retired_at === null).map((row) => row.id));
    for (const { row } of good) {
      if (row.retired) onSale.delete(row.draft.sku);
      else onSale.add(row.draft.sku);
    }
    const lines: ImportLine[] = [];
    for (const { line, row } of good) {
      const existing = catalogue.bySku.get(row.draft.sku) ?? null;
      const sellable = sellableFor({ ...catalogue, rows: [] }, existing, onSale);
      for (const problem of productDraftProblems(row.draft, draftFacts(catalogue, row.draft, existing, today, sellable))) {
        const column = COLUMN_OF_FIELD[problem.field] ?? null;
        problems.push({ line, sku: row.draft.sku, column, message: column ? `${column}: ${problem.message}` : problem.message });
      }
      const before = existing && { ...productDetailsView(existing, catalogue) };
      const after = productDetailsView(
        { ...rowAfter(row.draft, catalogue, existing), retired_at: row.retired ? (existing?.retired_at ?? now) : null },
        catalogueAfter(catalogue, row.draft, existing),
      );
      const change: ImportChange = existing === null ? 'create' : JSON.stringify(before) === JSON.stringify(after) ? 'unchanged' : 'update';
      lines.push({ line, sku: row.draft.sku, change, retired: row.retired });
    }
    problems.sort((a, b) => a.line - b.line);
    const count = (change: ImportChange) => lines.filter((line) => line.change === change).length;
    const result: ImportResult = {
      dryRun,
      written: false,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      lines,
      problems,
    };
    if (problems.length > 0 || dryRun) return result;

    for (const [at, { row }] of good.entries()) {
      const planned = lines[at]!;
      if (planned.change === 'unchanged') continue;
      const existing = catalogue.bySku.get(row.draft.sku) ?? null;
      const before = existing && productDetailsView(existing, catalogue);
      await writeDraft(tx, staff.tenantId, catalogue, row.draft, existing);
      const wasRetired = existing !== null && existing.retired_at !== null;
      if (row.retired !== wasRetired) await setProductRetired(tx, staff.tenantId, row.draft.sku, row.retired ? now : null);
      const retiredAt = row.retired ? (existing?.retired_at ?? now) : null;
      const after = productDetailsView(
        { ...rowAfter(row.draft, catalogue, existing), retired_at: retiredAt },
        catalogueAfter(catalogue, row.draft, existing),
      );
      await recordAdminChange(tx, {
        staff,
        at: now,
        action: existing === null ? 'product.create' : 'product.update',
        subjectKind: 'product',
        subjectId: row.draft.sku,
        before,
        after,
        reason: `CSV import, line ${planned.line}`,
      });
    }
    return { ...result, written: true };
  });
}
