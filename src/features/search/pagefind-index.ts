import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { type IndexedPage, VOCABULARY_FILE, vocabularyOf } from './vocabulary.ts';

/** Where the index lives in the built site, and where the search page loads it from. */
export const PAGEFIND_DIR = 'pagefind';

export interface SearchIndexReport {
  pages: number;
  /** Words in the vocabulary the search page corrects typos to. */
  words: number;
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
    const outputDir = new URL(`${PAGEFIND_DIR}/`, clientDir);
    const written = await index.writeFiles({ outputPath: fileURLToPath(outputDir) });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    const vocabulary = vocabularyOf(files.filter((file) => file.path.endsWith('.pf_fragment')).map((file) => indexedPage(file.content)));
    await writeFile(new URL(VOCABULARY_FILE, outputDir), JSON.stringify(vocabulary));
    return {
      pages: added.page_count,
      words: vocabulary.length,
      bytes: files.reduce((sum, file) => sum + file.content.length, 0),
    };
  } finally {
    await pagefind.close();
  }
}

/**
 * A page as Pagefind indexed it, read back from its result fragment (gzip of a short signature and
 * JSON): the words the search can find are exactly these, already stripped of markup and of the
 * parts marked `data-pagefind-ignore`, which the HTML would not tell without a parser.
 */
function indexedPage(fragment: Uint8Array): IndexedPage {
  const text = gunzipSync(fragment).toString('utf8');
  const json = JSON.parse(text.slice(text.indexOf('{'))) as { content?: string; meta?: { title?: string } };
  return { title: json.meta?.title ?? '', content: json.content ?? '' };
}
