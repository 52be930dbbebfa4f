import { basename } from 'node:path';

/** The parts of Rolldown's plugin context and module info this reads. */
interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  isEntry: boolean;
}
interface Context {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): ModuleInfo | null;
}

export interface StartupChunkOptions {
  /** The islands a busy page starts with: their start-up code is what the chunks are cut for. */
  pageIslands: RegExp;
  /** Of those, the islands whose code loads when the shopper reaches for them (client:interaction). */
  onPress: RegExp;
  /** The modules placed here (the shop's own code, React and the stores); the rest is left to Rolldown. */
  modules: RegExp;
  /** A script every page runs (the layout's): what it imports is one chunk, loaded everywhere. */
  everyPageScript: RegExp;
  /**
   * Code a page runs before React has loaded (the product page's own first add, imported on the
   * press): it, and all it imports, never shares a file with React or with code that imports React,
   * so the press never waits for React's file.
   */
  neverReact: RegExp;
  /** Island code shared by a few of those pages, smaller than this (bytes of source), rides with a bigger chunk. */
  mergeBelow: number;
}

const SCRIPT = '?astro&type=script';
const EVERY_ISLAND = ' and every island';
const SCRIPT_SET = 'script ';
const REEXPORT = /export\s*(\*|\{([^}]*)\})\s*from\s*["']([^"']+)["']/g;
const IMPORT_FROM = /\bimport\b[^'"]*?["']([^"']+)["']/g;
const stem = (id: string) =>
  basename(id)
    .replace(/[?#].*$/, '')
    .replace(/\.[^.]+$/, '');

/**
 * Start-up chunks cut by the pages that load them, for Rolldown's `codeSplitting.groups`.
 *
 * Rolldown's own split gives every set of importers a chunk of its own, and counts the code a page
 * loads later (dynamic imports, the buy-box's press) as importers too: the basket started with 24
 * files and the checkout 34, most under 1 KB. Here a module is placed by which start-up code reaches
 * it: the layout's script (every page), a page's own script (the product page's), and the islands
 * in `pageIslands`; what only later code reaches is left to Rolldown. Island code that every one of
 * those islands uses goes with React; code one island alone starts with goes into that island's
 * file; a small set shared by a few joins the smallest set that covers it (the covering set's other
 * pages then load up to a couple of KB gzip they may not run, for one file fewer on each page of the
 * small set), or React's when none does (`joinReact`).
 *
 * Code the product page runs before React (`neverReact`: its own first add, imported on the press)
 * and all it imports is cut apart from the rest: a file holding it never holds React or code that
 * imports React, so the press never waits for React's file (the basket's store is one file, the
 * basket's components another). Such a set joins only another such set, or a page script's shared
 * file, which the product page loads before React too (the shop's order calls ride there).
 *
 * Modules are followed through their imports, and through a re-export (`export … from`) only to the
 * modules whose names the importer uses: the GraphQL documents are re-exported by one file, and each
 * page needs only its own.
 */
export function startupChunks(options: StartupChunkOptions) {
  const chunkOf = new Map<string, string>();
  return {
    /** The group's `name`: the chunk a module goes to, or null for Rolldown's own split. */
    name: (id: string) => chunkOf.get(id) ?? null,
    plugin: {
      name: 'hearth:startup-chunks',
      apply: 'build' as const,
      applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
      // A group that does not take its modules' imports along needs entries free to export more.
      options: (input: object) => ({ ...input, preserveEntrySignatures: 'allow-extension' }),
      buildEnd(this: Context) {
        chunkOf.clear();
        for (const [module, chunk] of plan(this, options)) chunkOf.set(module, chunk);
      },
    },
  };
}

function plan(context: Context, options: StartupChunkOptions): Map<string, string> {
  const info = (id: string) => context.getModuleInfo(id);
  const code = (id: string) => info(id)?.code ?? '';
  const { reach, closure } = startupReach(context);
  const islands = [...reach.keys()].filter((entry) => !entry.includes(SCRIPT) && options.pageIslands.test(entry)).sort();
  const everyPage = [...reach.keys()].filter((entry) => entry.includes(SCRIPT) && options.everyPageScript.test(entry));
  const pageScripts = [...reach.keys()].filter((entry) => entry.includes(SCRIPT) && !everyPage.includes(entry));

  const reachedBy = new Map<string, Set<string>>();
  for (const [entry, modules] of reach)
    for (const module of modules) (reachedBy.get(module) ?? reachedBy.set(module, new Set()).get(module)!).add(entry);

  // The renderer (Astro's React client) is an entry every island page loads; React DOM is its alone.
  const renderer = islands.find((entry) => /node_modules/.test(entry));
  const pageIslands = islands.filter((entry) => entry !== renderer);

  const beforeReact = closure([...context.getModuleIds()].filter((id) => options.neverReact.test(id)));

  // Each module's set: a key naming the start-up code that reaches it.
  const sets: Sets = new Map();
  const put = (key: string, module: string, on: string[], early = false) => {
    const set = sets.get(key) ?? sets.set(key, { islands: [], modules: [], beforeReact: early }).get(key)!;
    set.islands = [...new Set([...set.islands, ...on])];
    set.modules.push(module);
  };
  for (const [module, entries] of reachedBy) {
    if (!options.modules.test(module)) continue;
    // The layout's script and all it imports: one file, the script itself.
    if (everyPage.some((entry) => entries.has(entry))) {
      put('every page', module, []);
      continue;
    }
    const on = pageIslands.filter((entry) => entries.has(entry));
    const scripts = pageScripts.filter((entry) => entries.has(entry));
    // A page script's code: the page runs it all at start, so it is the script's file, less what
    // every island page needs of it (the shop's API client), which is a file of its own for them.
    if (scripts.length > 0) {
      // The script, and what it alone imports, stay in its own file: a basket must not run it. The
      // file is loaded by the script's page and by every island reaching some of it; it holds no
      // React (the product page starts without it), so code run before React may join it.
      if (!info(module)?.isEntry && entries.size > scripts.length)
        put(`${SCRIPT_SET}${scripts.join(' ')}${on.length === pageIslands.length ? EVERY_ISLAND : ''}`, module, [...on, ...scripts], true);
      continue;
    }
    // Code the product page's add runs before React: files of its own, cut by the same islands, that
    // import no React (the basket's store without the basket's components). What only the buy-box
    // shares with the add is left to Rolldown, which keeps it apart from React too.
    if (beforeReact.has(module)) {
      if (on.length > 1 || (on.length === 1 && !options.onPress.test(on[0]!))) put(`before React ${on.join(' ')}`, module, on, true);
      continue;
    }
    // React itself, and island code every page island uses: the renderer's file, which every island page loads.
    if (renderer && (entries.has(renderer) || (pageIslands.length > 1 && on.length === pageIslands.length)))
      put(renderer, module, pageIslands);
    // An island whose file waits for a press (the buy-box) keeps only itself: the page's own add
    // fetches the fly-in it shares without waiting for that file.
    else if (on.length === 1 && !options.onPress.test(on[0]!)) put(on[0]!, module, on);
    else if (on.length > 1) put(on.join(' '), module, on);
  }
  if (renderer) put(renderer, renderer, pageIslands);
  for (const island of pageIslands) if (!options.onPress.test(island)) put(island, island, [island]);

  // Small sets join the smallest set that covers them; one at a time, smallest first, so that a
  // chunk only ever imports chunks that cover it (no cycles). Code run before React joins only code
  // run before React, and the rest only the rest.
  const size = (key: string) => sets.get(key)!.modules.reduce((sum, module) => sum + code(module).length, 0);
  for (;;) {
    const small = [...sets.keys()]
      .filter(
        (key) => sets.get(key)!.islands.length > 1 && key !== renderer && !key.startsWith(SCRIPT_SET) && size(key) < options.mergeBelow,
      )
      .sort((a, b) => size(a) - size(b) || a.localeCompare(b));
    const merged = small.some((key) => {
      const { islands: on, modules } = sets.get(key)!;
      const covers = [...sets.entries()]
        .filter(
          ([other, set]) =>
            other !== key &&
            other !== renderer &&
            set.beforeReact === sets.get(key)!.beforeReact &&
            set.islands.length > on.length &&
            on.every((island) => set.islands.includes(island)),
        )
        .sort(([a, x], [b, y]) => x.islands.length - y.islands.length || size(a) - size(b) || a.localeCompare(b));
      const into = covers[0]?.[0];
      if (!into) return false;
      sets.get(into)!.modules.push(...modules);
      sets.delete(key);
      return true;
    });
    if (!merged) break;
  }
  if (renderer) joinReact(sets, renderer, { size, closure, below: options.mergeBelow });

  const chunkOf = new Map<string, string>();
  const used = new Set<string>();
  for (const [key, { modules }] of sets) {
    if (modules.length === 0) continue;
    // Named after the island it starts, or its biggest module: the names the tests and the page's preload list use.
    const largest = [...modules].sort((a, b) => code(b).length - code(a).length || a.localeCompare(b))[0]!;
    let name = stem(islands.includes(key) ? key : largest).replace(/[^\w-]/g, '_');
    while (used.has(name)) name += '_';
    used.add(name);
    for (const module of modules) chunkOf.set(module, name);
  }
  return chunkOf;
}

type Sets = Map<string, { islands: string[]; modules: string[]; beforeReact: boolean }>;

/**
 * Island code shared by several pages that no other set covers (the basket's totals row) would be a
 * file of its own on each of them: below `below` bytes of source it joins React's file, which all
 * those pages load anyway, for a few hundred bytes on the island pages that do not run it. Only when
 * all it imports is in files every island page loads (React's, the shop's API client, the layout's
 * script), so that no page loads a file more for it: what it needs of the product page's script
 * (formatting money) moves to the API client's file. Never code run before React. (The customer
 * calls, bigger, stay a file of their own: the basket must not load them.)
 */
function joinReact(
  sets: Sets,
  renderer: string,
  { size, closure, below }: { size: (key: string) => number; closure: (roots: string[]) => Set<string>; below: number },
) {
  const apiClient = [...sets.keys()].find((key) => key.endsWith(EVERY_ISLAND));
  const setOf = (module: string) => [...sets.entries()].find(([, set]) => set.modules.includes(module))?.[0];
  const everyIslandPage = (key: string | undefined) => key === renderer || key === apiClient || key === 'every page';
  const productScript = (key: string | undefined) => key?.startsWith(SCRIPT_SET) && key !== apiClient;
  const candidates = [...sets.keys()].filter(
    (key) => key !== renderer && !sets.get(key)!.beforeReact && sets.get(key)!.islands.length > 1 && size(key) < below,
  );
  for (const key of candidates) {
    const own = new Set(sets.get(key)!.modules);
    const needed = [...closure([...own])].filter((module) => !own.has(module));
    if (!apiClient && needed.some((module) => productScript(setOf(module)))) continue;
    if (!needed.every((module) => everyIslandPage(setOf(module)) || productScript(setOf(module)))) continue;
    for (const module of needed) {
      const from = setOf(module);
      if (!productScript(from)) continue;
      sets.get(from!)!.modules.splice(sets.get(from!)!.modules.indexOf(module), 1);
      sets.get(apiClient!)!.modules.push(module);
    }
    sets.get(renderer)!.modules.push(...own);
    sets.delete(key);
  }
}

/** For each entry, the modules it loads at once: its static imports, followed through re-exports by name. */
function startupReach(context: Context) {
  const info = (id: string) => context.getModuleInfo(id);
  type Reexport = { id: string; names: string[] | 'all' };
  const reexports = new Map<string, Reexport[]>();
  const reexportsOf = (id: string) => {
    const known = reexports.get(id);
    if (known) return known;
    const code = info(id)?.code ?? '';
    const imported = new Set([...code.matchAll(IMPORT_FROM)].map((match) => stem(match[1]!)));
    const clauses = [...code.matchAll(REEXPORT)];
    const found = (info(id)?.importedIds ?? []).flatMap((target): Reexport[] => {
      if (imported.has(stem(target))) return [];
      const of = clauses.filter((clause) => stem(clause[3]!) === stem(target));
      if (of.length === 0) return [];
      if (of.some((clause) => clause[1] === '*')) return [{ id: target, names: 'all' }];
      const names = of.flatMap((clause) =>
        clause[2]!.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .replace(/^type\s+/, ''),
        ),
      );
      return [{ id: target, names: names.filter(Boolean) }];
    });
    reexports.set(id, found);
    return found;
  };
  const imports = (id: string): string[] => {
    const code = info(id)?.code ?? '';
    const onlyReexported = new Set(reexportsOf(id).map((target) => target.id));
    const out: string[] = [];
    const follow = (target: string, depth: number) => {
      out.push(target);
      if (depth > 4) return;
      for (const next of reexportsOf(target)) {
        if (next.names === 'all' || next.names.some((name) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(code)))
          follow(next.id, depth + 1);
      }
    };
    for (const target of info(id)?.importedIds ?? []) if (!onlyReexported.has(target)) follow(target, 0);
    return out;
  };
  /** The given modules and all they import statically. */
  const closure = (roots: readonly string[]) => {
    const seen = new Set(roots);
    const pending = [...roots];
    while (pending.length > 0) for (const next of imports(pending.pop()!)) if (!seen.has(next)) seen.add(next) && pending.push(next);
    return seen;
  };
  const reach = new Map<string, Set<string>>();
  for (const id of context.getModuleIds()) if (info(id)?.isEntry) reach.set(id, closure([id]));
  return { reach, closure };
}
