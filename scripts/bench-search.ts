// `npm run bench:search`: the site search's figures. The index as written (bytes on disk, and
// what a first search downloads, gzip as the server sends it), and query time inside Chromium:
// the first query (loading Pagefind, its wasm and the index) and warm queries after it (median
// of 20). A benchmark, not a test: it prints figures and asserts nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureBuild, projectRoot } from './ensure-build.ts';
import { startLocalServer } from './local-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const RUNS = 20;
const WARM_QUERIES = ['ash', 'pellets', 'kindling', 'moisture', 'birch', 'crate', 'stove', 'delivery'];

await ensureBuild({ kind: 'pglite' }, process.env, { demoCatalogue: true });
const indexDir = join(projectRoot, 'dist/client/pagefind');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
// The index proper: what Pagefind searches (its UI bundles are written too, and never loaded).
const indexFiles = files(indexDir).filter((f) => /\.(pf_meta|pf_index|pf_fragment)$/.test(f));
const indexBytes = indexFiles.reduce((sum, f) => sum + statSync(f).size, 0);
// The words typos are corrected to: fetched by the search page beside the index on a first search.
const vocabulary = readFileSync(join(indexDir, 'vocabulary.json'));

const { base, stop } = await startLocalServer(PORT, 'hearth-bench-search-');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const firstQuery: number[] = [];
const warm: number[] = [];
let firstDownload = 0;
try {
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/pagefind/')) return;
      const size = Number(response.headers()['content-length'] ?? 0);
      bytes +=
        size ||
        (await response.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ));
    });
    await page.goto(`${base}/search`);
    const timed = (query: string) =>
      page.evaluate(
        async ([q, script]) => {
          const started = performance.now();
          const pagefind = await import(script);
          const search = await pagefind.search(q);
          await Promise.all(search.results.slice(0, 20).map((r: { data(): Promise<unknown> }) => r.data()));
          return performance.now() - started;
        },
        [query, '/pagefind/pagefind.js'] as const,
      );
    firstQuery.push(await timed('ash'));
    firstDownload = bytes;
    for (let i = 0; i < RUNS / 5; i++) warm.push(await timed(WARM_QUERIES[(run * 4 + i) % WARM_QUERIES.length]!));
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pagesIndexed = JSON.parse(readFileSync(join(indexDir, 'pagefind-entry.json'), 'utf8')).languages?.en?.page_count ?? '?';
console.log(`search index: ${pagesIndexed} pages, ${indexFiles.length} files, ${kb(indexBytes)} on disk (compressed by Pagefind)`);
console.log(
  `typo vocabulary: ${JSON.parse(vocabulary.toString('utf8')).length} words, ${kb(vocabulary.length)} (${kb(gzipSync(vocabulary).length)} gzip)`,
);
console.log(`first search downloads: ${kb(firstDownload)} (pagefind.js, worker, wasm, meta, index chunk, result fragments)`);
console.log(`first query (load + search + 20 results' data), 5 runs: median ${median(firstQuery).toFixed(0)} ms`);
console.log(`warm query, ${warm.length} runs: median ${median(warm).toFixed(1)} ms, max ${Math.max(...warm).toFixed(1)} ms`);
