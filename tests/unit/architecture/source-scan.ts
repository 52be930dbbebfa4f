import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Just enough of a TypeScript reader for architecture rules, on plain file reads: it tells
 * code from comments, strings, template text and regular expressions, so a rule can look for
 * `selectFrom(` in code without tripping over a comment that mentions it.
 */
export interface ScannedSource {
  /** The source with comments blanked to spaces (newlines kept): strings and template text intact. */
  code: string;
  /** `code` with the insides of strings, template text and regexes blanked too: only code shows. */
  skeleton: string;
  /** 1-based line of a character offset. */
  lineAt(offset: number): number;
  /** The trimmed source text of a 1-based line. */
  lineText(line: number): string;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Every source file under `dir`, as a path relative to `root` with forward slashes. */
export function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return found.sort();
}

export function readSource(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

/** After these a `/` starts a regular expression rather than dividing. */
const BEFORE_REGEX_CHARS = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const BEFORE_REGEX_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

export function scanSource(source: string): ScannedSource {
  // UTF-16 units, as RegExp offsets count them; blanking keeps every offset and line in place.
  const chars = source.split('');
  const code = [...chars];
  const skeleton = [...chars];
  const blank = (view: string[], at: number) => {
    if (view[at] !== '\n' && view[at] !== '\r') view[at] = ' ';
  };
  const blankBoth = (at: number) => {
    blank(code, at);
    blank(skeleton, at);
  };
  const n = chars.length;
  /** Brace depth at which each open `${` of a template began. */
  const templateHoles: number[] = [];
  let braceDepth = 0;
  let previous = '';
  let previousWord = '';
  let i = 0;

  /** Reads template text from `i` (just after a backtick or a hole's `}`) to its end or next hole. */
  const readTemplateText = () => {
    while (i < n) {
      const c = chars[i]!;
      if (c === '\\') {
        blank(skeleton, i);
        blank(skeleton, i + 1);
        i += 2;
      } else if (c === '`') {
        i += 1;
        previous = '`';
        return;
      } else if (c === '$' && chars[i + 1] === '{') {
        templateHoles.push(braceDepth);
        braceDepth += 1;
        i += 2;
        previous = '{';
        return;
      } else {
        blank(skeleton, i);
        i += 1;
      }
    }
  };

  while (i < n) {
    const c = chars[i]!;
    const next = chars[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && chars[i] !== '\n') blankBoth(i++);
    } else if (c === '/' && next === '*') {
      blankBoth(i++);
      blankBoth(i++);
      while (i < n && !(chars[i] === '*' && chars[i + 1] === '/')) blankBoth(i++);
      if (i < n) {
        blankBoth(i++);
        blankBoth(i++);
      }
    } else if (c === "'" || c === '"') {
      i += 1;
      while (i < n && chars[i] !== c && chars[i] !== '\n') {
        if (chars[i] === '\\') blank(skeleton, i++);
        blank(skeleton, i++);
      }
      i += 1;
      previous = c;
    } else if (c === '`') {
      i += 1;
      readTemplateText();
    } else if (c === '/' && (previous === '' || BEFORE_REGEX_CHARS.has(previous) || BEFORE_REGEX_WORDS.has(previousWord))) {
      i += 1;
      let inClass = false;
      while (i < n && chars[i] !== '\n' && (inClass || chars[i] !== '/')) {
        if (chars[i] === '\\') blank(skeleton, i++);
        else if (chars[i] === '[') inClass = true;
        else if (chars[i] === ']') inClass = false;
        blank(skeleton, i++);
      }
      i += 1;
      previous = '/';
      previousWord = '';
    } else if (c === '}' && templateHoles.length > 0 && templateHoles.at(-1) === braceDepth - 1) {
      templateHoles.pop();
      braceDepth -= 1;
      i += 1;
      readTemplateText();
    } else {
      if (c === '{') braceDepth += 1;
      if (c === '}') braceDepth -= 1;
      if (/[A-Za-z_$]/.test(c)) {
        let word = '';
        while (i < n && /[\w$]/.test(chars[i]!)) word += chars[i++];
        previous = word.at(-1)!;
        previousWord = word;
        continue;
      }
      if (!/\s/.test(c)) {
        previous = c;
        previousWord = '';
      }
      i += 1;
    }
  }

  const lineStarts = [0];
  for (let at = 0; at < n; at += 1) if (chars[at] === '\n') lineStarts.push(at + 1);
  const lines = source.split('\n');
  return {
    code: code.join(''),
    skeleton: skeleton.join(''),
    lineAt(offset) {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (lineStarts[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return low + 1;
    },
    lineText: (line) => (lines[line - 1] ?? '').trim(),
  };
}

export interface ImportFound {
  specifier: string;
  line: number;
}

/** Static imports, re-exports, dynamic `import()` and `require()`, type-only ones included. */
export function importsOf(scanned: ScannedSource): ImportFound[] {
  const found: ImportFound[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
  for (const match of scanned.code.matchAll(pattern)) {
    // Only where the skeleton shows code: not a word inside a string or template text.
    if (scanned.skeleton.slice(match.index, match.index + 4) !== scanned.code.slice(match.index, match.index + 4)) continue;
    found.push({ specifier: match[2]!, line: scanned.lineAt(match.index) });
  }
  return found;
}

/** A package specifier's package name: `@scope/name` or `name`, without any subpath. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export interface ModuleImport extends ImportFound {
  /**
   * `static`: loaded with the importing module (`import … from`, `export … from`, `import '…'`);
   * `type`: erased before it runs (`import type`, `export type … from`); `dynamic`: loaded only
   * when `import('…')` runs.
   */
  kind: 'static' | 'type' | 'dynamic';
}

/** What may stand between `import`/`export` and `from`: names, braces, commas, `*`, `as`, `type`. */
const STATIC_IMPORT = /\b(import|export)(\s+type\b)?[\w$\s{},*]*?\bfrom\s*(['"])([^'"\n]+)\3/g;
const SIDE_EFFECT_IMPORT = /\bimport\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1/g;

/**
 * The module imports of a source, told apart by when they load. `import { type A } from` counts
 * as static: with `verbatimModuleSyntax` it stays as `import {} from`, which still loads the module.
 */
export function moduleImportsOf(scanned: ScannedSource): ModuleImport[] {
  const inCode = (at: number) => scanned.skeleton.slice(at, at + 4) === scanned.code.slice(at, at + 4);
  const found: ModuleImport[] = [];
  for (const match of scanned.code.matchAll(STATIC_IMPORT)) {
    if (!inCode(match.index)) continue;
    found.push({ specifier: match[4]!, line: scanned.lineAt(match.index), kind: match[2] ? 'type' : 'static' });
  }
  for (const match of scanned.code.matchAll(SIDE_EFFECT_IMPORT)) {
    if (inCode(match.index)) found.push({ specifier: match[2]!, line: scanned.lineAt(match.index), kind: 'static' });
  }
  for (const match of scanned.code.matchAll(DYNAMIC_IMPORT)) {
    if (inCode(match.index)) found.push({ specifier: match[2]!, line: scanned.lineAt(match.index), kind: 'dynamic' });
  }
  return found.sort((a, b) => a.line - b.line);
}
