// `npm run bench:soak`: sustained shopper traffic on PostgreSQL, one API process and then two,
// over loopback. Each virtual shopper loops: product data, add two lines, read the basket,
// sign up, attach the contact, set the addresses, pay with the test card. Prints p50/p95/p99 per
// call, throughput, errors, each server's memory and the PostgreSQL connections over the run.
// A benchmark, not a test: it asserts nothing.
//
// Memory, and how it is measured: each server runs with --expose-gc and is asked over IPC for
// process.memoryUsage() right after a forced full collection, so the figures are what it still
// holds rather than garbage not yet collected. The start figure is taken after the warm-up (JIT,
// the connection pool, caches and the rate limiter's memory filling up), then again every
// SOAK_MEMORY_EVERY seconds and at the end: a leak shows as a heap that keeps climbing sample after
// sample; warm-up as one that levels off. SOAK_HEAP_SNAPSHOTS=1 also writes a V8 heap snapshot of
// each server after warm-up and at the end (to the temporary directory) to compare in DevTools.
//   SOAK_SECONDS (default 60; the issue's run is 600), SOAK_SHOPPERS (default 20),
//   SOAK_PROCESSES (default `1,2`: the runs, by number of API processes),
//   SOAK_WARM_UP_SECONDS (default a fifth of SOAK_SECONDS, at most 60), SOAK_MEMORY_EVERY (default 60),
//   BENCH_DATABASE_URL or TEST_DATABASE_URL (required; each run makes its own database there and drops it).
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import {
  type BenchApiServer,
  heapSnapshotOf,
  memoryAfterCollection,
  postGraphql,
  type ServerMemory,
  startBenchApiServer,
  testCardTokenFrom,
} from './bench-api-process.ts';
import { SHOPPER_BROWSER, SHOPPER_OPERATIONS, type ShopperCall, shopperAddress } from './bench-shopper.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 20);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? Math.min(60, SECONDS / 5));
const MEMORY_EVERY_SECONDS = Number(process.env.SOAK_MEMORY_EVERY ?? 60);
const HEAP_SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS === '1';
const PROCESS_COUNTS = (process.env.SOAK_PROCESSES ?? '1,2').split(',').map(Number);
const SCOPE = { tenant: 'hearth', salesChannel: 'uk-web' };
const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS });

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('bench:soak runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  process.exit(1);
}

const ADDRESS = shopperAddress('Bench');
const APPROVED_CARD = '4242424242424242';

interface Tally {
  latencies: Map<ShopperCall, number[]>;
  errors: Map<ShopperCall, number>;
  /** How often each kind of failure happened (the call and the start of the reply or error). */
  errorKinds: Map<string, number>;
}

async function post(
  base: URL,
  call: ShopperCall,
  variables: Record<string, unknown>,
): Promise<{ ok: boolean; data: Record<string, { id?: string }> | null; text: string }> {
  const body = JSON.stringify({ query: SHOPPER_OPERATIONS[call], variables: { ...SCOPE, ...variables } });
  try {
    const { status, text } = await postGraphql(agent, base, body);
    const parsed = status === 200 ? (JSON.parse(text) as { data?: Record<string, { id?: string }>; errors?: unknown }) : null;
    return { ok: !!parsed && !parsed.errors, data: parsed?.data ?? null, text };
  } catch (error) {
    return { ok: false, data: null, text: (error as Error).message };
  }
}

/** One shopper's loop until the deadline; calls go to the servers in turn. */
async function shopper(id: number, servers: BenchApiServer[], deadline: number, tally: Tally, counting: () => boolean) {
  let turn = id;
  const timed = async (call: ShopperCall, variables: Record<string, unknown>, server = servers[turn++ % servers.length]!) => {
    const base = server.base;
    const t0 = performance.now();
    const reply = await post(base, call, variables);
    if (counting()) {
      tally.latencies.get(call)!.push(performance.now() - t0);
      if (!reply.ok) {
        tally.errors.set(call, (tally.errors.get(call) ?? 0) + 1);
        const kind = `${call}: ${reply.text.slice(0, 160)}`;
        tally.errorKinds.set(kind, (tally.errorKinds.get(kind) ?? 0) + 1);
      }
    }
    return reply;
  };
  for (let i = 0; performance.now() < deadline; i++) {
    await timed('productData', { id: 'LOG-ASH-STD' });
    const added = await timed('addToCart', { o: null, s: 'LOG-ASH-STD' });
    const orderId = added.data?.addToCart?.id;
    if (!orderId) continue;
    await timed('addToCart', { o: orderId, s: 'ACC-FIRELIGHTER-100' });
    await timed('getOrder', { o: orderId });
    const email = `soak-${id}-${i}-${randomBytes(3).toString('hex')}@example.com`;
    await timed('createCustomer', { input: { email, firstName: 'Bench', lastName: 'Shopper' } });
    await timed('attachContact', { o: orderId, customer: { email } });
    await timed('setAddresses', {
      o: orderId,
      address: [
        { addressType: 'billing', ...ADDRESS },
        { addressType: 'shipping', ...ADDRESS },
      ],
    });
    const payingThrough = servers[turn++ % servers.length]!;
    const cardToken = await testCardTokenFrom(payingThrough.gatewayOrigin, APPROVED_CARD);
    await timed('placeOrder', { o: orderId, data: JSON.stringify({ cardToken, browserDetails: SHOPPER_BROWSER }) }, payingThrough);
  }
}

const startServer = (url: string) =>
  startBenchApiServer(
    { DATABASE_URL: url, HEARTH_API_RATE_LIMIT: '0', HEARTH_RATE_LIMIT_SCALE: '100000', HEARTH_LOG_LEVEL: 'warn' },
    { memoryProbe: true },
  );

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const growth = (from: number, to: number) => {
  const percent = ((to - from) / from) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(processes: number) {
  const name = `hearth_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const servers: BenchApiServer[] = [];
  try {
    // The first migrates and seeds; the second starts on a current database.
    servers.push(await startServer(url.href));
    for (let i = 1; i < processes; i++) servers.push(await startServer(url.href));
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    await db.query('UPDATE product SET on_hand = 1000000000');
    const connections: number[] = [];
    const sample = async () =>
      connections.push(Number((await db.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n));
    const tally: Tally = {
      latencies: new Map(Object.keys(SHOPPER_OPERATIONS).map((call) => [call as ShopperCall, []])),
      errors: new Map(),
      errorKinds: new Map(),
    };
    const started = performance.now();
    const measureFrom = started + WARM_UP_SECONDS * 1000;
    const deadline = measureFrom + SECONDS * 1000;
    // Per server: [seconds since the start, memory after a full collection], from the end of the warm-up.
    const memory: [number, ServerMemory][][] = servers.map(() => []);
    const snapshots: string[] = [];
    const measureMemory = async () => {
      const at = (performance.now() - started) / 1000;
      const figures = await Promise.all(servers.map((server) => memoryAfterCollection(server)));
      figures.forEach((figure, i) => {
        memory[i]!.push([at, figure]);
      });
    };
    let memorySampler: NodeJS.Timeout | undefined;
    const warmUp = setTimeout(() => {
      void measureMemory();
      if (HEAP_SNAPSHOTS) void Promise.all(servers.map(heapSnapshotOf)).then((files) => snapshots.push(...files));
      memorySampler = setInterval(() => void measureMemory(), MEMORY_EVERY_SECONDS * 1000);
    }, WARM_UP_SECONDS * 1000);
    const sampler = setInterval(() => void sample(), 5000);
    const counting = () => performance.now() >= measureFrom;
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i, servers, deadline, tally, counting)));
    clearTimeout(warmUp);
    clearInterval(sampler);
    clearInterval(memorySampler);
    await measureMemory();
    if (HEAP_SNAPSHOTS) snapshots.push(...(await Promise.all(servers.map(heapSnapshotOf))));
    await db.end();

    const seconds = (deadline - measureFrom) / 1000;
    let total = 0;
    let errors = 0;
    console.log(
      `\n${processes} process(es), ${SHOPPERS} shoppers, ${seconds.toFixed(0)} s measured after ${WARM_UP_SECONDS.toFixed(0)} s warm-up`,
    );
    console.log('call             count    req/s   p50 ms   p95 ms   p99 ms  errors');
    for (const [call, latencies] of tally.latencies) {
      const sorted = [...latencies].sort((a, b) => a - b);
      total += sorted.length;
      errors += tally.errors.get(call) ?? 0;
      const ms = (v: number) => v.toFixed(1).padStart(8);
      console.log(
        `${call.padEnd(14)} ${String(sorted.length).padStart(7)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${String(tally.errors.get(call) ?? 0).padStart(7)}`,
      );
    }
    const orders = tally.latencies.get('placeOrder')!.length;
    console.log(
      `all            ${String(total).padStart(7)} ${(total / seconds).toFixed(1).padStart(8)}   orders placed/s ${(orders / seconds).toFixed(1)}   errors ${errors}`,
    );
    for (const [kind, count] of tally.errorKinds) console.log(`  ${count} × ${kind}`);
    console.log(
      'memory after a forced full GC (--expose-gc): after the warm-up (under load) → the last sample under load → the end (load stopped):',
    );
    memory.forEach((samples, i) => {
      const [, first] = samples[0]!;
      const [, loaded] = samples.at(-2) ?? samples[0]!;
      const [, last] = samples.at(-1)!;
      const figure = (name: 'heapUsed' | 'rss') =>
        `${mib(first[name])} → ${mib(loaded[name])} (${growth(first[name], loaded[name])}) → ${mib(last[name])} MiB (${growth(first[name], last[name])})`;
      console.log(
        `server ${i + 1}: heap used ${figure('heapUsed')}; RSS ${figure('rss')}; external ${mib(first.external)} → ${mib(last.external)} MiB`,
      );
      console.log(
        `  by time (s: heap used / heap total / RSS MiB): ${samples.map(([at, figure]) => `${at.toFixed(0)}: ${mib(figure.heapUsed)}/${mib(figure.heapTotal)}/${mib(figure.rss)}`).join(', ')}`,
      );
    });
    if (snapshots.length > 0) console.log(`heap snapshots: ${snapshots.join(' ')}`);
    const perMinute = connections.filter((_, i) => i % 12 === 0);
    console.log(
      `PostgreSQL connections to the run's database (every 5 s, this script's own sampling connection included): min ${Math.min(...connections)}, max ${Math.max(...connections)}, samples ${connections.length}; each minute: ${perMinute.join(' ')}`,
    );
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)))),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB; node ${process.version}; PostgreSQL on loopback`,
);
for (const processes of PROCESS_COUNTS) await run(processes);
agent.destroy();
