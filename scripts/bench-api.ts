// `npm run bench:api`: requests per second and latency of getOrder and addToCart at 50
// concurrent connections, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on
// PostgreSQL. A benchmark, not a test: it prints figures and asserts nothing.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postGraphql, startBenchApiServer } from './bench-api-process.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

async function post(base: URL, body: string): Promise<{ ok: boolean; text: string }> {
  const reply = await postGraphql(agent, base, body);
  return { ok: reply.status === 200 && !reply.text.includes('"errors"'), text: reply.text };
}

const ADD = (orderId: string | null, skuId: string) =>
  JSON.stringify({
    query: `mutation($o: ID, $s: ID!) { addToCart(orderId: $o, skuId: $s, quantity: 1, tenant: "hearth", salesChannel: "uk-web") { id totalAmount } }`,
    variables: { o: orderId, s: skuId },
  });
const GET = (orderId: string) =>
  JSON.stringify({
    query: `query($o: ID!) { getOrder(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { id totalAmount itemsCount orderItems { id code quantity totalAmount } } }`,
    variables: { o: orderId },
  });

interface Result {
  requests: number;
  errors: number;
  latencies: number[];
  seconds: number;
}

/** Runs `next` from 50 loops at once for SECONDS, timing every request. */
async function load(
  base: URL,
  next: (worker: number, i: number) => string,
  onReply?: (worker: number, text: string) => void,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          const reply = await post(base, next(worker, i));
          latencies.push(performance.now() - t0);
          if (!reply.ok) errors++;
          else onReply?.(worker, reply.text);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { requests: latencies.length, errors, latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(backend: string, operation: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1).padStart(6);
  console.log(
    `${backend.padEnd(10)} ${operation.padEnd(10)} ${String(Math.round(r.requests / r.seconds)).padStart(6)} req/s  p50 ${ms(percentile(sorted, 50))} ms  p95 ${ms(percentile(sorted, 95))} ms  p99 ${ms(percentile(sorted, 99))} ms  errors ${r.errors}/${r.requests}`,
  );
}

async function bench(backend: string, env: NodeJS.ProcessEnv) {
  // The general budget (600 a minute from one address) would refuse nearly every call: off, as its setting allows for benchmarks.
  const { child: server, base } = await startBenchApiServer({ HEARTH_API_RATE_LIMIT: '0', ...env });
  try {
    // Carts to read: one per connection, three lines each.
    const carts: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      let id: string | null = null;
      for (const sku of ['LOG-ASH-STD', 'KIN-NET-10L', 'ACC-FIRELIGHTER-100'])
        id = JSON.parse((await post(base, ADD(id, sku))).text).data.addToCart.id;
      carts.push(id!);
    }
    report(backend, 'getOrder', await load(base, (worker) => GET(carts[worker]!)));
    // Each connection fills its own cart, moving to a new cart before a line nears its limit.
    const own: (string | null)[] = Array.from({ length: CONNECTIONS }, () => null);
    const skus = ['KIN-NET-10L', 'ACC-FIRELIGHTER-100', 'LOG-ASH-STD'];
    report(
      backend,
      'addToCart',
      await load(
        base,
        (worker, i) => ADD(i % 60 === 0 ? null : own[worker]!, skus[i % skus.length]!),
        (worker, text) => {
          own[worker] = JSON.parse(text).data.addToCart.id;
        },
      ),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB; node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per run`,
);
const pgliteDir = mkdtempSync(join(tmpdir(), 'hearth-bench-api-'));
await bench('PGlite', { HEARTH_DATA_DIR: pgliteDir, DATABASE_URL: '' });
rmSync(pgliteDir, { recursive: true, force: true });

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `hearth_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', { DATABASE_URL: url.href });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
agent.destroy();
