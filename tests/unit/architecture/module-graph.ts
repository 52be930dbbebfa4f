import { posix } from 'node:path';
import { type ModuleImport, moduleImportsOf, scanSource } from './source-scan.ts';

/** One import of one project file by another, as written and as resolved. */
export interface ImportEdge {
  importer: string;
  line: number;
  specifier: string;
  /** The imported file, relative to the repository root. */
  target: string;
}

export interface ModuleGraph {
  /** Every project file reached, entries included. */
  reached: Set<string>;
  /** Every import between project files that the walk followed, in the order found. */
  edges: ImportEdge[];
  /** The import a file was first reached through (none for an entry). */
  firstReachedBy: Map<string, ImportEdge>;
}

/** The files whose imports the walk reads; a JSON or CSS import is an edge but has no imports. */
const READ = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * A specifier's project file: relative specifiers only (a package is not the project's code).
 * The project writes extensions; a bare `./x` is tried as x.ts and x/index.ts too.
 */
export function resolveSpecifier(importer: string, specifier: string, exists: (file: string) => boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(exists) ?? null;
}

/**
 * Walks the imports from `entries`, reading each file with `read` (null: no such file). With
 * `follow: ['static']` this is what loading the entries loads before any of their code runs: type
 * imports are erased and `import()` waits until its branch runs.
 */
export function walkImports(
  entries: readonly string[],
  read: (file: string) => string | null,
  follow: readonly ModuleImport['kind'][],
): ModuleGraph {
  const texts = new Map<string, string | null>();
  const text = (file: string) => {
    if (!texts.has(file)) texts.set(file, read(file));
    return texts.get(file)!;
  };
  const exists = (file: string) => text(file) !== null;
  const reached = new Set<string>();
  const edges: ImportEdge[] = [];
  const firstReachedBy = new Map<string, ImportEdge>();
  const queue = entries.filter((entry) => {
    if (!exists(entry)) throw new Error(`The entry ${entry} does not exist.`);
    return true;
  });
  for (const entry of queue) reached.add(entry);
  while (queue.length > 0) {
    const importer = queue.shift()!;
    if (!READ.test(importer)) continue;
    for (const found of moduleImportsOf(scanSource(text(importer)!))) {
      if (!follow.includes(found.kind)) continue;
      const target = resolveSpecifier(importer, found.specifier, exists);
      if (!target) continue;
      const edge = { importer, line: found.line, specifier: found.specifier, target };
      edges.push(edge);
      if (reached.has(target)) continue;
      reached.add(target);
      firstReachedBy.set(target, edge);
      queue.push(target);
    }
  }
  return { reached, edges, firstReachedBy };
}

/** How `file` was reached from an entry: entry → … → file. */
export function pathTo(graph: ModuleGraph, file: string): string[] {
  const path = [file];
  for (let edge = graph.firstReachedBy.get(file); edge; edge = graph.firstReachedBy.get(edge.importer)) path.unshift(edge.importer);
  return path;
}

const under = (file: string, places: readonly string[]) =>
  places.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place));

/**
 * The imports by which the graph reaches development-only code (`developmentOnly`: folders ending
 * in / or files), each described by its importer, line and import and by the way there from an
 * entry.
 */
export function developmentReaches(graph: ModuleGraph, developmentOnly: readonly string[]): string[] {
  const describe = (edge: ImportEdge) =>
    `${edge.importer}:${edge.line} imports '${edge.specifier}' (${edge.target}); reached by ${pathTo(graph, edge.importer).join(' → ')}`;
  return graph.edges.filter((edge) => under(edge.target, developmentOnly)).map(describe);
}
