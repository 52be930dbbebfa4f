// `npm run bench:start`: how fast `npm start` answers, and what the pages make a browser load.
// A benchmark, not a test: it prints figures for the closing notes and asserts nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { projectRoot } from './ensure-build.ts';

const PORT = 4395;
const WARM_RUNS = 5;
const PAGES = { home: '/', product: '/firewood/ash/full-crate', basket: '/cart', checkout: '/checkout', signIn: '/login' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeToFirst200(cwd: string, dataDir: string): Promise<{ ms: number; server: ChildProcess }> {
  const started = performance.now();
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd,
    env: { ...process.env, PORT: String(PORT), HEARTH_DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://localhost:${PORT}/`);
      if (response.status === 200) return { ms: performance.now() - started, server };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 180_000) throw new Error('The server did not answer within 3 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function pageWeights(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const rows: Record<string, { htmlGzip: number; jsGzip: number; jsFiles: number }> = {};
  for (const [name, path] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    const bodies: Promise<{ type: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'document' || type === 'script') {
        bodies.push(
          response
            .body()
            .then((body) => ({ type, gzip: gzipSync(body).length }))
            .catch(() => ({ type, gzip: 0 })),
        );
      }
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(bodies);
    rows[name] = {
      htmlGzip: loaded.filter((b) => b.type === 'document').reduce((n, b) => n + b.gzip, 0),
      jsGzip: loaded.filter((b) => b.type === 'script').reduce((n, b) => n + b.gzip, 0),
      jsFiles: loaded.filter((b) => b.type === 'script').length,
    };
    await page.close();
  }
  await browser.close();
  return rows;
}

// A fresh clone of the committed tree, sharing this checkout's installed packages.
const clone = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
spawnSync('git', ['clone', '--quiet', projectRoot, clone], { stdio: 'inherit' });
symlinkSync(join(projectRoot, 'node_modules'), join(clone, 'node_modules'));
const dataDir = join(clone, '.data');

const fresh = await timeToFirst200(clone, dataDir);
await stop(fresh.server);
const warm: number[] = [];
let weights: Awaited<ReturnType<typeof pageWeights>> | undefined;
for (let run = 0; run < WARM_RUNS; run++) {
  const { ms, server } = await timeToFirst200(clone, dataDir);
  warm.push(ms);
  if (run === WARM_RUNS - 1) weights = await pageWeights(`http://localhost:${PORT}`);
  await stop(server);
}
rmSync(clone, { recursive: true, force: true });

console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log(`fresh clone, npm start -> first 200: ${(fresh.ms / 1000).toFixed(2)} s (includes astro build and the first migration)`);
console.log(
  `warm start -> first 200, median of ${WARM_RUNS}: ${(median(warm) / 1000).toFixed(2)} s  [${warm.map((ms) => (ms / 1000).toFixed(2)).join(', ')}]`,
);
for (const [name, row] of Object.entries(weights ?? {})) {
  console.log(
    `${name.padEnd(8)} HTML ${(row.htmlGzip / 1024).toFixed(1)} KB gzip, JavaScript ${(row.jsGzip / 1024).toFixed(1)} KB gzip in ${row.jsFiles} files`,
  );
}
