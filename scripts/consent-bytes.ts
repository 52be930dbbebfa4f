// What the consent code costs a shopper, gzip bytes, read from the built site (`dist/client`, no
// browser): shared by `node scripts/bench-consent.ts` and the budget test (tests/e2e/js-budgets.spec.ts).
// - every page: the inline Consent Mode script and the layout's consent module with its static imports;
// - a first visit adds the banner's chunk (a dynamic import named consent-banner) and its stylesheet;
// - with a tag (a page whose shopper granted a purpose, or a fresh choice): the tags' code (consent-tags);
// - on demand ("Choose which", "Cookie settings"): the library's settings dialog (consent-preferences).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consentModeScript } from '../src/lib/analytics/consent-state.ts';
import { staticImportClosure } from './startup-javascript.ts';

export type ConsentCost = 'every page' | 'first visit' | 'with a tag' | 'on demand';

export interface ConsentBytes {
  rows: { file: string; gzipBytes: number; cost: ConsentCost }[];
  /** What a shopper who has not chosen yet loads: every page's part and the banner. */
  firstVisitGzip: number;
  /** What each page costs once the shopper has chosen (and, with a grant, the tags' code after the first interaction). */
  everyPageGzip: number;
  withTagGzip: number;
  onDemandGzip: number;
}

export const INLINE_SCRIPT = 'inline Consent Mode script (in the HTML)';
// Vite writes a dynamic import as import(`./name.hash.js`) and a linked stylesheet's URL as a string.
const DYNAMIC_IMPORT = /\bimport\(\s*[`'"](\.\/[^`'"]+\.js)[`'"]\s*\)/g;
const STYLESHEET_URL = /[`'"](\/_astro\/[^`'"]+\.css)[`'"]/g;

const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

export function consentBytes(clientDir: string): ConsentBytes {
  const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = /<script\b[^>]*\ssrc="(\/_astro\/BaseLayout\.astro_astro_type_script[^"]+\.js)"/.exec(home)?.[1];
  if (!entry) throw new Error('No BaseLayout module script in dist/client/index.html: build the site first.');
  const everyPage = staticImportClosure(clientDir, [entry]).files;
  const read = (path: string) => readFileSync(join(clientDir, path), 'utf8');
  const lazyChunk = (name: string) => {
    const found = everyPage.flatMap((file) =>
      matches(read(file), DYNAMIC_IMPORT).map((specifier) => posix.join(posix.dirname(file), specifier)),
    );
    const chunk = found.find((path) => posix.basename(path).startsWith(`${name}.`));
    if (!chunk) throw new Error(`The consent module imports no ${name} chunk.`);
    const scripts = staticImportClosure(clientDir, [chunk]).files.filter((file) => !everyPage.includes(file));
    const stylesheets = [...new Set(scripts.flatMap((file) => matches(read(file), STYLESHEET_URL)))];
    return [...scripts, ...stylesheets];
  };
  const banner = lazyChunk('consent-banner');
  const tags = lazyChunk('consent-tags').filter((file) => !banner.includes(file));
  const preferences = lazyChunk('consent-preferences').filter((file) => !banner.includes(file) && !tags.includes(file));
  const size = (file: string) => gzipped(readFileSync(join(clientDir, file)));
  const rows = [
    { file: INLINE_SCRIPT, gzipBytes: gzipped(consentModeScript()), cost: 'every page' as const },
    ...everyPage.map((file) => ({ file, gzipBytes: size(file), cost: 'every page' as const })),
    ...banner.map((file) => ({ file, gzipBytes: size(file), cost: 'first visit' as const })),
    ...tags.map((file) => ({ file, gzipBytes: size(file), cost: 'with a tag' as const })),
    ...preferences.map((file) => ({ file, gzipBytes: size(file), cost: 'on demand' as const })),
  ];
  const sum = (costs: ConsentCost[]) => rows.filter((row) => costs.includes(row.cost)).reduce((total, row) => total + row.gzipBytes, 0);
  return {
    rows,
    firstVisitGzip: sum(['every page', 'first visit']),
    everyPageGzip: sum(['every page']),
    withTagGzip: sum(['with a tag']),
    onDemandGzip: sum(['on demand']),
  };
}
