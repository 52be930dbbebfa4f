// Which pages a content or catalogue change touches, from the manifest of what each page read
// when it was built (page-reads.json, written by src/lib/build/page-reads-integration.ts). Pure:
// the partial-rebuild worker applies it, the tests call it directly.
import { z } from 'zod';
import type { CatalogueChange } from '../../commerce/catalogue/catalogue-changes.ts';

/** A change the pipeline was told of: a published Sanity document, or a SKU's facts in the store. */
export type SiteChange =
  | { kind: 'document'; id: string; type: string }
  | { kind: 'sku'; sku: string; reason: 'price' | 'stock' | 'reviews' | 'added' | 'removed' };

/** A catalogue change as the pipeline maps it; a seller or delivery change names no SKU (a full build). */
export function siteChangeOf(change: CatalogueChange): SiteChange | undefined {
  return 'sku' in change ? { kind: 'sku', sku: change.sku, reason: change.reason } : undefined;
}

/** What one page read: the document types its queries ask for ("*" when a query follows references) and the SKUs it printed. */
export const pageReadsSchema = z.object({
  /** The page's file under the build's client folder, e.g. "knowledge-base/storing-logs/index.html". */
  file: z.string(),
  types: z.array(z.string()),
  skus: z.array(z.string()),
});
export type PageReads = z.infer<typeof pageReadsSchema>;

export const PAGE_READS_FILE = 'page-reads.json';
export const pageReadsManifestSchema = z.object({
  version: z.literal(1),
  /** Keyed by the page's pathname ("/knowledge-base/storing-logs"). */
  pages: z.record(z.string(), pageReadsSchema),
});
export type PageReadsManifest = z.infer<typeof pageReadsManifestSchema>;

/** Any type a query follows a reference to (`->`) may be what it prints. */
export const ANY_TYPE = '*';

/**
 * Documents every page prints through the layout (the navigation, the footer, the tag settings)
 * or that the build turns into files of its own (redirects): a change to one is a full build.
 */
export const LAYOUT_TYPES: ReadonlySet<string> = new Set(['siteSettings', 'redirect']);

/**
 * Pages that print nothing but the layout, and the service worker precaches (/offline): a type
 * they read is the layout's, whatever it is called.
 */
const LAYOUT_PAGES = ['/offline', '/404', '/500'];

/** Only these SKU changes leave every listing as it was; a product added or retired changes lists. */
const IN_PLACE_SKU_CHANGES: ReadonlySet<string> = new Set(['price', 'stock', 'reviews']);

export type RebuildPlan = { kind: 'full'; why: string } | { kind: 'pages'; pages: string[] };

/** The document types a GROQ query asks for by name, and ANY_TYPE when it follows a reference. */
export function queryTypes(query: string): string[] {
  const types = new Set<string>();
  for (const match of query.matchAll(/_type\s*==\s*"([^"]+)"/g)) types.add(match[1]!);
  for (const match of query.matchAll(/_type\s+in\s*\[([^\]]*)\]/g)) {
    for (const name of match[1]!.matchAll(/"([^"]+)"/g)) types.add(name[1]!);
  }
  if (query.includes('->') || /\*\s*\[\s*_id\b/.test(query) || types.size === 0) types.add(ANY_TYPE);
  return [...types].sort();
}

/**
 * The pages to render again for these changes, or a full build when that cannot be known from
 * the manifest: a layout document, a type or SKU no page is known to read, a SKU added or retired.
 * A document that is new or deleted (its page appears or goes, lists change) is recognised by the
 * worker, which compares the site's page list before rendering anything.
 */
export function affectedPages(manifest: PageReadsManifest, changes: readonly SiteChange[]): RebuildPlan {
  if (changes.length === 0) return { kind: 'full', why: 'no change was named' };
  const pages = new Set<string>();
  const entries = Object.entries(manifest.pages);
  const layoutTypes = new Set(LAYOUT_TYPES);
  for (const path of LAYOUT_PAGES) {
    for (const type of manifest.pages[path]?.types ?? []) if (type !== ANY_TYPE) layoutTypes.add(type);
  }
  for (const change of changes) {
    if (change.kind === 'document') {
      if (layoutTypes.has(change.type)) return { kind: 'full', why: `${change.type} is printed by every page` };
      if (!entries.some(([, page]) => page.types.includes(change.type)))
        return { kind: 'full', why: `no page is known to read ${change.type}` };
      for (const [path, page] of entries) if (page.types.includes(change.type) || page.types.includes(ANY_TYPE)) pages.add(path);
    } else {
      if (!IN_PLACE_SKU_CHANGES.has(change.reason)) return { kind: 'full', why: `SKU ${change.sku} ${change.reason}` };
      const showing = entries.filter(([, page]) => page.skus.includes(change.sku));
      if (showing.length === 0) return { kind: 'full', why: `no page is known to show SKU ${change.sku}` };
      for (const [path] of showing) pages.add(path);
    }
  }
  for (const path of LAYOUT_PAGES) {
    if (pages.has(path)) return { kind: 'full', why: `${path} would change` };
  }
  return { kind: 'pages', pages: [...pages].sort() };
}
