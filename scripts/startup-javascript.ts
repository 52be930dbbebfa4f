// The JavaScript a built page loads before the shopper does anything: its module scripts, its
// islands' components and renderers, and everything those import statically, followed through the
// built files. Dynamic imports (`import("…")`) are what the page loads later, on demand, so they
// are not followed. Read from `dist/client`, no browser: the per-template budgets test and the
// benchmarks share it.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface StartupJavaScript {
  /** Site paths of every file, e.g. /_astro/BuyBox.CFyZ5jDg.js. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

const ENTRY_PATTERNS = [
  /<script\b[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g,
  /<script\b[^>]*\ssrc="([^"]+)"[^>]*\stype="module"/g,
  /<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g,
];
const ISLAND = /(<astro-island\b[^>]*>)/g;
const ISLAND_CODE = [/\scomponent-url="([^"]+)"/g, /\srenderer-url="([^"]+)"/g];
/**
 * Islands whose code waits for the shopper: client:interaction (the shop's own directive,
 * src/lib/islands) loads it when they reach for the island. Every other directive (load, idle,
 * visible, media, only) loads it without the shopper doing anything, so it counts.
 */
const ON_INTERACTION = /\sclient="interaction"/;

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']/g;

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

/** The startup JavaScript of one built HTML page (a path under `clientDir`, e.g. `cart/index.html`). */
export function startupJavaScript(clientDir: string, htmlFile: string): StartupJavaScript {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const islands = matches(html, ISLAND).filter((island) => !ON_INTERACTION.test(island));
  const entries = [
    ...ENTRY_PATTERNS.flatMap((pattern) => matches(html, pattern)),
    ...islands.flatMap((island) => ISLAND_CODE.flatMap((pattern) => matches(island, pattern))),
  ].filter((path) => path.startsWith('/'));
  return staticImportClosure(clientDir, entries);
}

/** The built files (site paths) that one built file (a site path) names in its own static imports. */
export function directImports(clientDir: string, path: string): string[] {
  return importedPaths(path, readFileSync(join(clientDir, path), 'utf8'));
}

function importedPaths(path: string, code: string): string[] {
  return matches(code, STATIC_IMPORT).flatMap((specifier) => {
    if (specifier.startsWith('.')) return [posix.join(posix.dirname(path), specifier)];
    return specifier.startsWith('/') ? [specifier] : [];
  });
}

/** The given built files (site paths) and everything they import statically, with their sizes. */
export function staticImportClosure(clientDir: string, entries: readonly string[]): StartupJavaScript {
  const pending = [...entries];
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const body = readFileSync(join(clientDir, path));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
    pending.push(...importedPaths(path, body.toString('utf8')));
  }
  return { files: [...seen].sort(), rawBytes, gzipBytes };
}
