// What a page read while it was rendered, for the content pipeline's partial rebuilds
// (server/content-pipeline/affected-pages.ts): the GROQ queries it ran and the SKUs whose facts it
// printed. The build process installs a recorder on globalThis (src/lib/build/page-reads-integration.ts)
// because the pages run from Astro's bundle, a module graph of their own; with none installed
// (the dev server, on-demand pages) recording is a no-op.

/** One thing a page read: a query (its GROQ text) or a SKU's facts. */
export type PageRead = { query: string } | { sku: string };

export interface PageReadsRecorder {
  record(read: PageRead): void;
}

const RECORDER = Symbol.for('hearth.pageReads.recorder');
const CONTENT_EPOCH = Symbol.for('hearth.pageReads.contentEpoch');
const CATALOGUE_FACTS = Symbol.for('hearth.pageReads.catalogueFacts');

type Hooks = {
  [RECORDER]?: PageReadsRecorder;
  [CONTENT_EPOCH]?: number;
  [CATALOGUE_FACTS]?: unknown;
};
const hooks = globalThis as typeof globalThis & Hooks;

export function recordRead(read: PageRead): void {
  hooks[RECORDER]?.record(read);
}

export function installPageReadsRecorder(recorder: PageReadsRecorder | undefined): void {
  hooks[RECORDER] = recorder;
}

/**
 * Bumped by the partial-rebuild worker before it renders again: the content source is read
 * afresh (the seed file re-read, a new Sanity client) instead of the one the last build cached.
 */
export function contentEpoch(): number {
  return hooks[CONTENT_EPOCH] ?? 0;
}

export function renewContent(): void {
  hooks[CONTENT_EPOCH] = contentEpoch() + 1;
}

/**
 * The catalogue facts a partial rebuild renders with: the ones just exported from the store, not
 * the ones bundled when the worker's full build ran. Undefined outside such a worker.
 */
export function catalogueFactsOverride<T>(): T | undefined {
  return hooks[CATALOGUE_FACTS] as T | undefined;
}

export function overrideCatalogueFacts(facts: unknown): void {
  hooks[CATALOGUE_FACTS] = facts;
}
