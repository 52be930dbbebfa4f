// `npm run bench:rebuild`: how long an editor, or the desk, waits. Three cases, each run five
// times: an article edited (Sanity's signed webhook), a page edited (the same), and a price changed
// in the store (its NOTIFY, as the desk's save sends it); each run polls the page until the server
// answers with the change (webhook-to-served or save-to-served: settling delay, facts export, the
// rebuild, load and switch). A first full build comes before the runs and is not counted: the
// rebuilds after it are partial (only the pages a change touches; docs/content.md), unless
// HEARTH_PARTIAL_REBUILD=off, which builds everything each time (the figures before partial
// rebuilds). The settling delay is the shop's own default for a local build (BENCH_SETTLE_MS
// sets another), so "served after" is what an editor waits. Medians printed, with each rebuild's own duration from /build-status. A benchmark,
// not a test: it prints figures and asserts nothing.
import { REBUILD_SETTLE_MS } from '../server/config.ts';
import { startRebuildingShop, untilServed } from './rebuilding-shop.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CASES = (process.env.BENCH_CASES ?? 'article,page,price').split(',');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? REBUILD_SETTLE_MS.local);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const shop = await startRebuildingShop(SETTLE_MS);

/** One change and where it shows: resolves once the server answers with it. */
type Case = (run: number) => Promise<{ path: string; text: string; sent: number }>;
const edit =
  (id: string, path: string, title: (run: number) => string): Case =>
  async (run) => {
    const doc = shop.editDocument(id, (d) => ({ ...d, title: title(run), _rev: `bench-${id}-${run}` }));
    const sent = performance.now();
    if ((await shop.deliver(doc)) !== 202) throw new Error('The webhook was not accepted.');
    return { path, text: title(run), sent };
  };
const cases: Record<string, Case> = {
  article: edit('kb-storing-logs', '/knowledge-base/storing-logs', (run) => `How to store your logs (edit ${run})`),
  page: edit('page-about', '/about', (run) => `About Hearth (edit ${run})`),
  price: async (run) => {
    // £123.11, £123.22, …: a price the page has never shown.
    const pence = 12300 + 11 * run;
    const sent = performance.now();
    await shop.setPrice('LOG-ASH-STD', pence);
    return { path: '/firewood/ash/standard-crate', text: `£${(pence / 100).toFixed(2)}`, sent };
  },
};

const results: string[] = [];
try {
  const warm = await cases.article!(0);
  await untilServed(shop.server, warm.path, warm.text, 900_000);
  console.log(`first (full) build served after ${seconds(performance.now() - warm.sent)}`);
  for (const name of CASES) {
    const run = cases[name];
    if (!run) throw new Error(`No bench case "${name}".`);
    const served: number[] = [];
    const built: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const { path, text, sent } = await run(i);
      await untilServed(shop.server, path, text, 900_000);
      served.push(performance.now() - sent);
      built.push(shop.server.contentPipeline!.status.read().last!.durationMs!);
      console.log(`${name} run ${i}: served after ${seconds(served.at(-1)!)} (rebuild ${seconds(built.at(-1)!)})`);
      // The next change waits for this rebuild to be recorded as done.
      await shop.server.contentPipeline!.idle();
    }
    results.push(
      `${name}: served after median ${seconds(median(served))} of ${RUNS} (${served.map(seconds).join(', ')}); rebuild alone median ${seconds(median(built))}`,
    );
  }
} finally {
  await shop.close();
}
console.log(`settling delay ${SETTLE_MS} ms, partial rebuilds ${process.env.HEARTH_PARTIAL_REBUILD === 'off' ? 'off' : 'on'}`);
for (const line of results) console.log(line);
