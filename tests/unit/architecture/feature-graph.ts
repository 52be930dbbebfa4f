import { resolveSpecifier } from './module-graph.ts';
import { moduleImportsOf, scanSource } from './source-scan.ts';

/**
 * The feature-level import graph of commerce/, and the house rules over it:
 *   cycle   no cycle between features;
 *   store   no feature imports another feature's *.store.ts;
 *   face    every feature has a face (its index.ts), and other features import it only through it;
 *   kernel  the kernels (domain/, store/, shared/, schema/ and the files at the top of commerce/)
 *           import no feature; and nothing but the composition roots imports a composition root.
 *
 * Every kind of import counts: `import type` too, and `import()`. A type-only import is erased
 * before the code runs, so it cannot make a load-order cycle, but it is still a dependency of
 * the design: the importer must change when the type changes, and two features that name each
 * other's types cannot be understood, moved or tested apart. Counting them keeps the graph
 * honest; a fix that only turns `import` into `import type` fixes nothing.
 */

export const COMMERCE = 'commerce/';
/** Folders under commerce/ that every feature may use and that use no feature. */
export const KERNEL_FOLDERS = ['domain', 'store', 'shared', 'schema'] as const;
/**
 * The files that wire the features into one API (the schema's resolver map, the server with its
 * per-process services). They sit above every feature, so they may import any feature's inside
 * (resolvers, stores) and no rule here applies to their imports; nothing else may import them.
 */
export const COMPOSITION_ROOTS = ['commerce/server.ts', 'commerce/resolvers.ts'] as const;
/**
 * The request context is the one kernel that must name feature types: it carries each request's
 * per-process services (address look-up, payment providers, rate limits). It may do so with
 * `import type` from a feature's face, erased at run time; anything else it imports from a
 * feature is a kernel import like any other.
 */
export const CONTEXT = 'commerce/context.ts';

export type Rule = 'cycle' | 'store' | 'face' | 'kernel';
export const RULES: readonly Rule[] = ['cycle', 'store', 'face', 'kernel'];

export type Place = { kind: 'feature'; feature: string } | { kind: 'kernel' } | { kind: 'root' } | { kind: 'outside' };

export function placeOf(file: string): Place {
  if (!file.startsWith(COMMERCE)) return { kind: 'outside' };
  if ((COMPOSITION_ROOTS as readonly string[]).includes(file)) return { kind: 'root' };
  const parts = file.slice(COMMERCE.length).split('/');
  if (parts.length === 1) return { kind: 'kernel' };
  const folder = parts[0]!;
  return (KERNEL_FOLDERS as readonly string[]).includes(folder) ? { kind: 'kernel' } : { kind: 'feature', feature: folder };
}

/** A place's name in a group: the feature's folder, `kernel:<file or folder>`, or `root`. */
function nodeName(file: string): string {
  const place = placeOf(file);
  if (place.kind === 'feature') return place.feature;
  if (place.kind === 'root') return 'root';
  const parts = file.slice(COMMERCE.length).split('/');
  return `kernel:${parts.length === 1 ? parts[0] : `${parts[0]}/`}`;
}

export const faceOf = (feature: string) => `${COMMERCE}${feature}/index.ts`;

/** One import between two commerce files. */
export interface CommerceImport {
  importer: string;
  line: number;
  /** The import's first line as written, for messages. */
  text: string;
  target: string;
  kind: 'static' | 'type' | 'dynamic';
}

/** Every import between commerce files, read from `files` (paths from the repository root). */
export function commerceImports(files: readonly string[], read: (file: string) => string | null): CommerceImport[] {
  const exists = (file: string) => read(file) !== null;
  const found: CommerceImport[] = [];
  for (const importer of files) {
    if (!importer.startsWith(COMMERCE)) continue;
    const source = read(importer);
    if (source === null) continue;
    const scanned = scanSource(source);
    for (const imported of moduleImportsOf(scanned)) {
      const target = resolveSpecifier(importer, imported.specifier, exists);
      if (!target?.startsWith(COMMERCE)) continue;
      found.push({ importer, line: imported.line, text: scanned.lineText(imported.line), target, kind: imported.kind });
    }
  }
  return found;
}

/** One breach of a rule: `group` is the pair of places, `entry` the files, as the baseline holds them. */
export interface Violation {
  rule: Rule;
  group: string;
  entry: string;
  /** Where and what, with the line: for a cycle, the way back round too. */
  message: string;
}

const where = (found: CommerceImport) => `${found.importer}:${found.line} \`${found.text}\``;

/** The sets of features that reach each other (Tarjan), each with more than one feature. */
function cyclicComponents(edges: Map<string, Set<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const componentOf = new Map<string, number>();
  let counter = 0;
  let components = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) {
        for (const each of members) componentOf.set(each, components);
        components += 1;
      }
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return componentOf;
}

/** The shortest way from one feature to another, as feature names (breadth first). */
function shortestPath(edges: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === to) {
      const path = [node];
      for (let at = cameFrom.get(node); at; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

export interface FeatureGraph {
  features: string[];
  /** Feature → the features it imports. */
  edges: Map<string, Set<string>>;
  /** `a → b` → the imports that make that edge. */
  importsBetween: Map<string, CommerceImport[]>;
  violations: Violation[];
}

/** Builds the feature graph from `imports` and finds every breach of the rules. */
export function analyseFeatures(imports: readonly CommerceImport[], files: readonly string[]): FeatureGraph {
  const features = [...new Set(files.map(placeOf).flatMap((place) => (place.kind === 'feature' ? [place.feature] : [])))].sort();
  const edges = new Map<string, Set<string>>(features.map((feature) => [feature, new Set<string>()]));
  const importsBetween = new Map<string, CommerceImport[]>();
  const violations: Violation[] = [];
  const add = (rule: Rule, found: CommerceImport, message = where(found)) => {
    violations.push({
      rule,
      group: `${nodeName(found.importer)} → ${nodeName(found.target)}`,
      entry: `${found.importer} → ${found.target}`,
      message,
    });
  };

  for (const found of imports) {
    const from = placeOf(found.importer);
    const to = placeOf(found.target);
    if (from.kind === 'root' || from.kind === 'outside') continue;
    if (to.kind === 'root') {
      add('kernel', found, `${where(found)}: only the composition roots may import a composition root`);
      continue;
    }
    if (to.kind !== 'feature') continue;
    if (from.kind === 'kernel') {
      const contextTypeFromFace = found.importer === CONTEXT && found.kind === 'type' && found.target === faceOf(to.feature);
      if (!contextTypeFromFace) add('kernel', found);
      continue;
    }
    if (from.kind !== 'feature' || from.feature === to.feature) continue;
    edges.get(from.feature)!.add(to.feature);
    const pair = `${from.feature} → ${to.feature}`;
    importsBetween.set(pair, [...(importsBetween.get(pair) ?? []), found]);
    if (found.target.endsWith('.store.ts')) add('store', found);
    if (found.target !== faceOf(to.feature)) add('face', found, `${where(found)}: import ${faceOf(to.feature)} instead`);
  }

  const componentOf = cyclicComponents(edges);
  for (const [pair, between] of importsBetween) {
    const [from, to] = pair.split(' → ') as [string, string];
    if (componentOf.get(from) === undefined || componentOf.get(from) !== componentOf.get(to)) continue;
    const back = shortestPath(edges, to, from)!;
    const hops = back.slice(1).map((next, at) => {
      const sample = importsBetween.get(`${back[at]} → ${next}`)![0]!;
      return `${back[at]} → ${next} by ${where(sample)}`;
    });
    for (const found of between) add('cycle', found, `${where(found)}; and back: ${hops.join('; ')}`);
  }

  // One entry per importer and target: two lines importing one file are one dependency.
  const seen = new Set<string>();
  const unique = violations.filter((violation) => {
    const key = `${violation.rule} ${violation.entry}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { features, edges, importsBetween, violations: unique };
}

/** The known breaches: rule → group (`a → b`) → entries (`importer → target`). */
export type Baseline = Record<Rule, Record<string, string[]>>;

export function baselineOf(violations: readonly Violation[]): Baseline {
  const baseline = Object.fromEntries(RULES.map((rule) => [rule, {}])) as Baseline;
  const sorted = [...violations].sort((a, b) => a.group.localeCompare(b.group) || a.entry.localeCompare(b.entry));
  for (const violation of sorted) (baseline[violation.rule][violation.group] ??= []).push(violation.entry);
  return baseline;
}

/** What breaks the rules and is not in `baseline`, and what `baseline` holds that no longer happens. */
export function compareWithBaseline(violations: readonly Violation[], baseline: Baseline): { fresh: string[]; gone: string[] } {
  const known = new Set(
    RULES.flatMap((rule) => Object.values(baseline[rule] ?? {}).flatMap((entries) => entries.map((entry) => `${rule} ${entry}`))),
  );
  const current = new Set(violations.map((violation) => `${violation.rule} ${violation.entry}`));
  const fresh = violations
    .filter((violation) => !known.has(`${violation.rule} ${violation.entry}`))
    .map((violation) => `${violation.rule}: ${violation.message}`);
  const gone = RULES.flatMap((rule) =>
    Object.entries(baseline[rule] ?? {}).flatMap(([group, entries]) =>
      entries.filter((entry) => !current.has(`${rule} ${entry}`)).map((entry) => `${rule} (${group}): ${entry}`),
    ),
  );
  return { fresh, gone };
}

export interface FeatureCounts {
  features: number;
  featuresWithFace: string[];
  /** Features with no face: the face rule wants none. */
  faceless: string[];
  /** Ordered pairs a → b with at least one import. */
  featurePairs: number;
  /** Unordered pairs importing each other both ways. */
  bothWayPairs: string[];
  /** Sets of features that reach each other, largest first. */
  cycles: string[][];
  violations: Record<Rule, number>;
}

export function countFeatures(graph: FeatureGraph, files: readonly string[]): FeatureCounts {
  const fileSet = new Set(files);
  const pairs = [...graph.edges].flatMap(([from, tos]) => [...tos].map((to) => [from, to] as const));
  const bothWayPairs = pairs.filter(([from, to]) => from < to && graph.edges.get(to)?.has(from)).map(([from, to]) => `${from} ⇄ ${to}`);
  const componentOf = cyclicComponents(graph.edges);
  const cycles = [...new Set(componentOf.values())]
    .map((component) =>
      [...componentOf]
        .filter(([, each]) => each === component)
        .map(([feature]) => feature)
        .sort(),
    )
    .sort((a, b) => b.length - a.length);
  const violations = Object.fromEntries(
    RULES.map((rule) => [rule, graph.violations.filter((violation) => violation.rule === rule).length]),
  ) as Record<Rule, number>;
  return {
    features: graph.features.length,
    featuresWithFace: graph.features.filter((feature) => fileSet.has(faceOf(feature))),
    faceless: graph.features.filter((feature) => !fileSet.has(faceOf(feature))),
    featurePairs: pairs.length,
    bothWayPairs,
    cycles,
    violations,
  };
}
