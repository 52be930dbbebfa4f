// `npm run bench:rebuild`: how long an editor waits. Each run edits an article in a copy of the seed,
// sends Sanity's signed webhook and polls the article until the server answers with the edit
// (webhook-to-served: settling delay + export + astro build + precompress + load + switch).
// Five runs, median printed, with each build's own duration from /build-status. A benchmark, not
// a test: it prints figures and asserts nothing. Each run is a full build (about a minute here).
import { startRebuildingShop, untilServed } from './rebuilding-shop.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_MS = 500;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const shop = await startRebuildingShop(SETTLE_MS);
const served: number[] = [];
const built: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const title = `How to store your logs (edit ${run})`;
    const doc = shop.editDocument('kb-storing-logs', (d) => ({ ...d, title, _rev: `bench-${run}` }));
    const sent = performance.now();
    if ((await shop.deliver(doc)) !== 202) throw new Error('The webhook was not accepted.');
    await untilServed(shop.server, '/knowledge-base/storing-logs', title, 600_000);
    served.push(performance.now() - sent);
    built.push(shop.server.contentPipeline!.status.read().last!.durationMs!);
    console.log(`run ${run}: served after ${(served.at(-1)! / 1000).toFixed(1)} s (build ${(built.at(-1)! / 1000).toFixed(1)} s)`);
  }
} finally {
  await shop.close();
}
console.log(
  `webhook-to-served: median ${(median(served) / 1000).toFixed(1)} s of ${RUNS} (settling delay ${SETTLE_MS} ms); rebuild alone: median ${(median(built) / 1000).toFixed(1)} s`,
);
