// The local rebuild's child process (spawned by site-builders.ts with an IPC channel). First it
// runs the full `astro build` into HEARTH_BUILD_OUT_DIR and precompresses it; then it stays alive,
// holding that build's prerenderer (its bundle loaded, the very assets it wrote), and renders only
// the pages a change touches when asked: in a few seconds, where a full build bundles for 40.
//
// A partial rebuild assembles a new build folder as a hard-linked copy of the live one in which
// only the re-rendered pages (and their compressed copies, the search index and the manifest) are
// new files: a hard-linked file is never written in place, so the live build is never touched.
// It answers `needs-full` when the change cannot be placed from the manifest, or when the site's
// list of pages would change (a page added or deleted, a slug renamed): the caller then builds
// everything, as before.
import fs, { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'astro';
import { precompressFile, precompressFileAsync, precompressSite } from '../precompress.ts';
import { builtPrerenderer } from '../../src/lib/build/page-reads-integration.ts';
import { overrideCatalogueFacts, renewContent } from '../../src/lib/build/page-reads.ts';
import { content } from '../../src/lib/content/index.ts';
import { PAGEFIND_DIR, writeSearchIndex } from '../../src/features/search/pagefind-index.ts';
import { affectedPages, PAGE_READS_FILE, type PageReadsManifest, pageReadsManifestSchema, type SiteChange } from './affected-pages.ts';
import { CATALOGUE_FACTS_FILE } from './build-facts.ts';

/** Where a partial rebuild's time went (the log says it). */
export interface PartialTimings {
  renderMs: number;
  assembleMs: number;
  searchAndCompressMs: number;
}

export type WorkerRequest = { type: 'partial'; from: string; to: string; changes: SiteChange[] };
export type WorkerAnswer =
  | { type: 'built' }
  | { type: 'partial-done'; rendered: string[]; changed: string[]; timings: PartialTimings }
  | { type: 'needs-full'; why: string }
  | { type: 'failed'; detail: string };

/** Files of a build that belong to it alone: a partial rebuild writes its own, never a link. */
const OWN_FILES = new Set(['.build-stamp', PAGE_READS_FILE]);

const projectRoot = process.cwd();
const send = (answer: WorkerAnswer) => process.send?.(answer);

// Astro deletes the prerender bundle once the pages are written; this process keeps rendering
// from it, and a module it has not imported yet (a chunk only some content needs) must still be
// there. The bundle stays in the build's server folder, which is never served.
const rm = fs.promises.rm;
fs.promises.rm = (async (path: fs.PathLike, options?: fs.RmOptions) => {
  if (String(path).replace(/\/$/, '').endsWith(`${sep}.prerender`) || String(path).endsWith('/.prerender/')) return;
  return rm(path, options);
}) as typeof fs.promises.rm;

/** Hard-links every file of `from` into `to`, but the build's own files and whatever `skip` says. */
function linkTree(from: string, to: string, skip: (relativePath: string) => boolean): void {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const source = join(entry.parentPath, entry.name);
    const path = relative(from, source);
    if (skip(path)) continue;
    const target = join(to, path);
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(dirname(target), { recursive: true });
      linkSync(source, target);
    }
  }
}

/**
 * Compressed copies for a folder written afresh (the search index): a file with the same bytes as
 * the live build's (Pagefind's own scripts, and every chunk a change left alone) takes the live
 * copies, linked; brotli at its best costs seconds for Pagefind's scripts, which never change.
 */
function reuseCompressedCopies(liveDir: string, newDir: string): void {
  for (const entry of readdirSync(newDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
    const path = join(entry.parentPath, entry.name);
    const live = join(liveDir, relative(newDir, path));
    const same = existsSync(live) && readFileSync(live).equals(readFileSync(path));
    if (!same) {
      precompressFile(path);
      continue;
    }
    for (const copy of ['.br', '.gz']) {
      rmSync(`${path}${copy}`, { force: true });
      if (existsSync(`${live}${copy}`)) linkSync(`${live}${copy}`, `${path}${copy}`);
    }
  }
}

async function partial(request: WorkerRequest): Promise<WorkerAnswer> {
  const recording = builtPrerenderer();
  if (!recording) return { type: 'needs-full', why: 'this worker has no build to render from' };
  const manifestFile = join(request.from, PAGE_READS_FILE);
  if (!existsSync(manifestFile)) return { type: 'needs-full', why: 'the live build has no page manifest' };
  const manifest = pageReadsManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const plan = affectedPages(manifest, request.changes);
  if (plan.kind === 'full') return { type: 'needs-full', why: plan.why };

  // What the pages will read now: the content afresh, the facts the server has just exported.
  renewContent();
  overrideCatalogueFacts(JSON.parse(readFileSync(join(projectRoot, CATALOGUE_FACTS_FILE), 'utf8')));
  for (const change of request.changes) {
    if (change.kind !== 'document') continue;
    const found = await content().fetch<string | null>('*[_id == $id][0]._id', { id: change.id });
    if (found === null) return { type: 'needs-full', why: `${change.type} ${change.id} was deleted` };
  }
  (recording.inner.app as { routeCache?: { clearAll(): void } } | undefined)?.routeCache?.clearAll();
  const paths = await recording.paths();
  const now = new Set(paths.map(({ pathname }) => pathname.replace(/\/+$/, '') || '/'));
  const before = Object.keys(manifest.pages);
  if (now.size !== before.length || before.some((path) => !now.has(path))) return { type: 'needs-full', why: 'the list of pages changed' };

  const started = performance.now();
  const clientFrom = join(request.from, 'client');
  const pages: PageReadsManifest['pages'] = { ...manifest.pages };
  const changed: Array<{ file: string; body: Uint8Array }> = [];
  for (const pathname of plan.pages) {
    const route = paths.find((path) => (path.pathname.replace(/\/+$/, '') || '/') === pathname)?.route;
    if (!route) return { type: 'needs-full', why: `${pathname} has no route` };
    const { body, reads } = await recording.render(pathname, route);
    pages[pathname] = reads;
    const live = join(clientFrom, reads.file);
    if (!existsSync(live) || !Buffer.from(body).equals(readFileSync(live))) changed.push({ file: reads.file, body });
  }

  const rendered = performance.now();
  const rewritten = new Set(changed.flatMap(({ file }) => [file, `${file}.br`, `${file}.gz`].map((path) => join('client', path))));
  const searchChanged = changed.some(({ file }) => file.endsWith('.html'));
  const searchDir = join('client', PAGEFIND_DIR);
  linkTree(
    request.from,
    request.to,
    (path) =>
      OWN_FILES.has(path) || rewritten.has(path) || (searchChanged && (path === searchDir || path.startsWith(`${searchDir}${sep}`))),
  );
  for (const { file, body } of changed) {
    const path = join(request.to, 'client', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
  }
  const assembled = performance.now();
  await Promise.all([
    ...changed.map(({ file }) => precompressFileAsync(join(request.to, 'client', file))),
    (async () => {
      if (!searchChanged) return;
      // Pagefind indexes the whole folder again (about a second for this shop's pages): its
      // chunks are shared between pages, so one page cannot be swapped in alone.
      await writeSearchIndex(pathToFileURL(`${join(request.to, 'client')}/`));
      reuseCompressedCopies(join(request.from, searchDir), join(request.to, searchDir));
    })(),
  ]);
  writeFileSync(join(request.to, PAGE_READS_FILE), `${JSON.stringify({ version: 1, pages })}\n`);
  const ms = (from: number, to: number) => Math.round(to - from);
  return {
    type: 'partial-done',
    rendered: plan.pages,
    changed: changed.map(({ file }) => file),
    timings: {
      renderMs: ms(started, rendered),
      assembleMs: ms(rendered, assembled),
      searchAndCompressMs: ms(assembled, performance.now()),
    },
  };
}

try {
  const outDir = process.env.HEARTH_BUILD_OUT_DIR;
  if (!outDir) throw new Error('HEARTH_BUILD_OUT_DIR is not set.');
  await build({ root: projectRoot });
  precompressSite(join(outDir, 'client'));
  send({ type: 'built' });
} catch (error) {
  send({ type: 'failed', detail: (error as Error).stack ?? String(error) });
  process.exit(1);
}

// One request at a time: the parent builds one thing at a time.
process.on('message', (message: WorkerRequest) => {
  partial(message).then(send, (error: unknown) => send({ type: 'failed', detail: (error as Error).stack ?? String(error) }));
});
process.on('disconnect', () => process.exit(0));
