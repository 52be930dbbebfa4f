// What the consent code costs a shopper, gzip bytes, read from the built site (`dist/client`, no
// browser): shared by `node scripts/bench-consent.ts` and the budget test (tests/e2e/js-budgets.spec.ts).
// - every page: the inline Consent Mode script, the banner's markup and styles (in the HTML, shown
//   only before a choice) and the layout's consent module with its static imports;
// - with a tag (a page whose shopper granted a purpose, or a fresh choice): the tags' code (consent-tags);
// - on demand ("Choose which", "Cookie settings"): the library's settings dialog (consent-preferences).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BANNER_ID } from '../src/lib/analytics/consent-banner.ts';
import { consentModeScript } from '../src/lib/analytics/consent-state.ts';
import { staticImportClosure } from './startup-javascript.ts';

export type ConsentCost = 'every page' | 'with a tag' | 'on demand';

export interface ConsentBytes {
  rows: { file: string; gzipBytes: number; cost: ConsentCost }[];
  /** What every page carries, the banner included: all a shopper who chooses nothing loads. */
  everyPageGzip: number;
  /** The tags' code, with a grant, after the first interaction. */
  withTagGzip: number;
  onDemandGzip: number;
}

export const INLINE_SCRIPT = 'inline Consent Mode script (in the HTML)';
export const BANNER_IN_HTML = 'banner markup and styles (in the HTML)';
// Vite writes a dynamic import as import(`./name.hash.js`) and a linked stylesheet's URL as a string.
const DYNAMIC_IMPORT = /\bimport\(\s*[`'"](\.\/[^`'"]+\.js)[`'"]\s*\)/g;
const STYLESHEET_URL = /[`'"](\/_astro\/[^`'"]+\.css)[`'"]/g;
const BANNER_RULE = /[^{}]*consent-banner[^{}]*\{[^}]*\}/g;

const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

/** The banner's element in a page, its nested elements included (the divs counted open and closed). */
function bannerMarkup(html: string): string {
  const start = html.indexOf(`<div id="${BANNER_ID}"`);
  if (start < 0) throw new Error('No consent banner in the page: build the site first.');
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error('The consent banner is not closed in the page.');
}

/** The banner's CSS rules in the page's styles, inlined or linked. Gzipped on their own with the markup: an upper bound. */
function bannerStyles(html: string, read: (path: string) => string): string {
  const inline = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]!);
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/_astro\/[^"]+\.css)"/g)].map((match) => read(match[1]!));
  return [...[...inline, ...linked].join('').matchAll(BANNER_RULE)].map((match) => match[0]).join('');
}

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
  const tags = lazyChunk('consent-tags');
  const preferences = lazyChunk('consent-preferences').filter((file) => !tags.includes(file));
  const size = (file: string) => gzipped(readFileSync(join(clientDir, file)));
  const rows = [
    { file: INLINE_SCRIPT, gzipBytes: gzipped(consentModeScript()), cost: 'every page' as const },
    { file: BANNER_IN_HTML, gzipBytes: gzipped(bannerMarkup(home) + bannerStyles(home, read)), cost: 'every page' as const },
    ...everyPage.map((file) => ({ file, gzipBytes: size(file), cost: 'every page' as const })),
    ...tags.map((file) => ({ file, gzipBytes: size(file), cost: 'with a tag' as const })),
    ...preferences.map((file) => ({ file, gzipBytes: size(file), cost: 'on demand' as const })),
  ];
  const sum = (cost: ConsentCost) => rows.filter((row) => row.cost === cost).reduce((total, row) => total + row.gzipBytes, 0);
  return { rows, everyPageGzip: sum('every page'), withTagGzip: sum('with a tag'), onDemandGzip: sum('on demand') };
}
