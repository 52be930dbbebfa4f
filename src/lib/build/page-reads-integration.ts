// Records, during `astro build`, what each prerendered page read (its queries' document types and
// the SKUs whose facts it printed) and writes the manifest the content pipeline maps a change to
// pages with (page-reads.json beside client/ and server/; server/content-pipeline/affected-pages.ts).
// It wraps Astro's prerenderer: the wrapper is also what the partial-rebuild worker renders with
// after the build (scripts/site-build-worker.ts), from the same bundle, so its pages use the very
// assets the build wrote.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import type { AstroIntegration, RouteData } from 'astro';
import { installPageReadsRecorder, type PageRead } from './page-reads.ts';
import { PAGE_READS_FILE, type PageReads, type PageReadsManifest, queryTypes } from '../../../server/content-pipeline/affected-pages.ts';

interface Reads {
  types: Set<string>;
  skus: Set<string>;
}

type Prerenderer = {
  app?: { getComponentByRoute?: (route: RouteData) => Promise<unknown> };
  setup?: () => Promise<void>;
  getStaticPaths: () => Promise<Array<{ pathname: string; route: RouteData }>>;
  render: (request: Request, options: { routeData: RouteData; collectMetadata?: boolean }) => Promise<Response | { response: Response }>;
  teardown?: () => Promise<void>;
};

/** The page's file in the built client folder (Astro's `build.format: 'directory'`). */
export function pageFile(pathname: string, route: RouteData): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (route.type === 'endpoint') return path;
  if (path === '404' || path === '500') return `${path}.html`;
  return path === '' ? 'index.html' : `${path}/index.html`;
}

const emptyReads = (): Reads => ({ types: new Set(), skus: new Set() });
const addRead = (reads: Reads, read: PageRead) => {
  if ('sku' in read) reads.skus.add(read.sku);
  else for (const type of queryTypes(read.query)) reads.types.add(type);
};

/** The recording prerenderer, shared with the worker that renders pages again after the build. */
export interface RecordingPrerenderer {
  /** The live prerenderer (its app and bundle stay loaded after the build). */
  readonly inner: Prerenderer;
  /** Every prerendered path and its route, reading getStaticPaths afresh. */
  paths(): Promise<Array<{ pathname: string; route: RouteData }>>;
  /** Renders one path and records what it read. */
  render(pathname: string, route: RouteData): Promise<{ status: number; body: Uint8Array; reads: PageReads }>;
  /** The manifest of everything rendered since the last full getStaticPaths. */
  manifest(): PageReadsManifest;
}

const SHARED = Symbol.for('hearth.pageReads.prerenderer');
type WithShared = typeof globalThis & { [SHARED]?: RecordingPrerenderer };

/** The prerenderer of the build that ran in this process, for the partial-rebuild worker. */
export function builtPrerenderer(): RecordingPrerenderer | undefined {
  return (globalThis as WithShared)[SHARED];
}

function recordingPrerenderer(inner: Prerenderer): { prerenderer: Prerenderer; recording: RecordingPrerenderer } {
  const page = new AsyncLocalStorage<Reads>();
  // getStaticPaths runs route by route (Astro asks for each route's component just before): its
  // reads belong to every page of that route, whose props it returns.
  let routeReads: Reads | null = null;
  const byRoute = new Map<string, Reads>();
  const byPath = new Map<string, PageReads>();
  // The address Astro rendered each page at (its trailing-slash form): the worker renders the same.
  const requestUrls = new Map<string, string>();
  const routeKey = (route: RouteData) => `${route.route}\u0000${route.component}`;
  installPageReadsRecorder({
    record(read) {
      const reads = page.getStore() ?? routeReads;
      if (reads) addRead(reads, read);
    },
  });
  const wrapApp = () => {
    const app = inner.app;
    if (!app?.getComponentByRoute || (app as { hearthWrapped?: boolean }).hearthWrapped) return;
    const original = app.getComponentByRoute.bind(app);
    app.getComponentByRoute = (route) => {
      routeReads = emptyReads();
      byRoute.set(routeKey(route), routeReads);
      return original(route);
    };
    (app as { hearthWrapped?: boolean }).hearthWrapped = true;
  };
  const readStaticPaths = async () => {
    wrapApp();
    byRoute.clear();
    try {
      return await inner.getStaticPaths();
    } finally {
      routeReads = null;
    }
  };
  const renderRecorded = async (request: Request, routeData: RouteData, collectMetadata?: boolean) => {
    const reads = emptyReads();
    const result = await page.run(reads, async () => {
      const rendered = await inner.render(request, { routeData, ...(collectMetadata ? { collectMetadata } : {}) });
      const { response, ...rest } = rendered instanceof Response ? { response: rendered } : rendered;
      // Read the body inside the page's context: a streamed page reads content as it is pulled.
      const body = new Uint8Array(await response.arrayBuffer());
      return { ...rest, response, body };
    });
    const fromRoute = byRoute.get(routeKey(routeData));
    for (const type of fromRoute?.types ?? []) reads.types.add(type);
    for (const sku of fromRoute?.skus ?? []) reads.skus.add(sku);
    const pathname = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
    const entry: PageReads = { file: pageFile(pathname, routeData), types: [...reads.types].sort(), skus: [...reads.skus].sort() };
    byPath.set(pathname, entry);
    requestUrls.set(pathname, request.url);
    return { result, entry };
  };
  const prerenderer: Prerenderer = {
    ...inner,
    async setup() {
      await inner.setup?.();
    },
    getStaticPaths: readStaticPaths,
    async render(request, options) {
      const { result } = await renderRecorded(request, options.routeData, options.collectMetadata);
      return {
        ...result,
        response: new Response(result.body, {
          status: result.response.status,
          statusText: result.response.statusText,
          headers: result.response.headers,
        }),
      };
    },
    async teardown() {
      // The worker keeps rendering with this prerenderer after the build: nothing to release.
    },
  };
  const recording: RecordingPrerenderer = {
    inner,
    paths: readStaticPaths,
    async render(pathname, route) {
      const url = requestUrls.get(pathname);
      if (!url) throw new Error(`${pathname} was not rendered by this build.`);
      const { result, entry } = await renderRecorded(new Request(url), route);
      return { status: result.response.status, body: result.body, reads: entry };
    },
    manifest: () => ({ version: 1, pages: Object.fromEntries([...byPath].sort(([a], [b]) => a.localeCompare(b))) }),
  };
  return { prerenderer, recording };
}

/** The integration: wraps the prerenderer and writes page-reads.json when the build is done. */
export function pageReadsManifest(): AstroIntegration {
  let recording: RecordingPrerenderer | undefined;
  return {
    name: 'hearth:page-reads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'hearth:page-reads-prerender-entry',
                // Astro drops its prerender entry once an integration sets a prerenderer (it expects
                // the adapter's own runtime); this one wraps Astro's default, which needs that entry.
                configEnvironment: (name) =>
                  name === 'prerender' ? { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } } : undefined,
              },
            ],
          },
        });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((defaultPrerenderer) => {
          const made = recordingPrerenderer(defaultPrerenderer as unknown as Prerenderer);
          recording = made.recording;
          (globalThis as WithShared)[SHARED] = made.recording;
          return made.prerenderer as unknown as typeof defaultPrerenderer;
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!recording) return;
        const manifest = recording.manifest();
        writeFileSync(new URL(`../${PAGE_READS_FILE}`, dir), `${JSON.stringify(manifest)}\n`);
        logger.info(`${PAGE_READS_FILE}: what ${Object.keys(manifest.pages).length} pages read.`);
      },
    },
  };
}
