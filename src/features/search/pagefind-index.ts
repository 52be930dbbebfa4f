import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

/** Where the index lives in the built site, and where the search page loads it from. */
export const PAGEFIND_DIR = 'pagefind';

export interface SearchIndexReport {
  pages: number;
  /** Bytes of every file Pagefind wrote (the shopper loads a fraction: the chunks a query needs). */
  bytes: number;
}

/**
 * Builds the site search over the built HTML: only the parts marked `data-pagefind-body` (product
 * pages and knowledge-base articles), so listings, the basket and the account are never results.
 * Runs inside the Astro build (astro.config.mjs, `astro:build:done`), so every build, whoever starts
 * it, ships a search that matches its own pages.
 */
export async function writeSearchIndex(clientDir: URL): Promise<SearchIndexReport> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['[data-pagefind-ignore]'] });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: fileURLToPath(clientDir) });
    if (added.errors.length) throw new Error(`Pagefind could not index the site: ${added.errors.join('; ')}`);
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind could not build the index: ${fileErrors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: fileURLToPath(new URL(`${PAGEFIND_DIR}/`, clientDir)) });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    return { pages: added.page_count, bytes: files.reduce((sum, file) => sum + file.content.length, 0) };
  } finally {
    await pagefind.close();
  }
}
