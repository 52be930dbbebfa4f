// `npm run audit`: Lighthouse (mobile) three times on the home page, a product page and a
// knowledge-base article, reporting medians; gzipped JavaScript per page; and the time
// `astro build` takes for the seed site. A measurement, not a test: it asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './ensure-build.ts';
import { exportCatalogueFacts } from './export-catalogue-facts.ts';
import { startLocalServer } from './local-server.ts';

const PORT = 4393;
const RUNS = 3;
const PAGES = { home: '/', product: '/firewood/ash/full-crate', article: '/knowledge-base/our-delivery-approach' };
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const toolDir = join(projectRoot, 'tools/audit');
const lighthouse = join(toolDir, 'node_modules/.bin/lighthouse');
if (!existsSync(lighthouse)) {
  console.log('Installing Lighthouse for the audit (tools/audit)…');
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('Could not install tools/audit.');
}

// The build time of the seed site, from a clean dist (its catalogue facts from a fresh seed, read first).
await exportCatalogueFacts(projectRoot, { kind: 'pglite' }, process.env);
rmSync(join(projectRoot, 'dist'), { recursive: true, force: true });
const buildStarted = performance.now();
const build = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
  cwd: projectRoot,
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) throw new Error('astro build failed.');
const buildSeconds = (performance.now() - buildStarted) / 1000;

const { base, dataDir, stop } = await startLocalServer(PORT, 'hearth-audit-');

interface Run {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzipKb: number;
}

function audit(url: string): Run {
  const out = join(dataDir, 'report.json');
  const result = spawnSync(
    lighthouse,
    [
      url,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'ignore',
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}.`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const scripts = (report.audits['network-requests'].details.items as { resourceType: string; transferSize: number }[]).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    scores: Object.fromEntries(
      Object.entries(report.categories as Record<string, { score: number }>).map(([k, v]) => [k, Math.round(v.score * 100)]),
    ),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    // The server gzips scripts, so the transfer size is the gzipped size.
    jsGzipKb: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  console.log(`astro build (seed site, clean): ${buildSeconds.toFixed(1)} s`);
  console.log(`Lighthouse ${RUNS} runs per page, mobile, medians (each run's performance score in brackets)`);
  for (const [name, path] of Object.entries(PAGES)) {
    const runs = Array.from({ length: RUNS }, () => audit(base + path));
    const score = (k: string) => median(runs.map((r) => r.scores[k]!));
    console.log(
      `${name.padEnd(8)} performance ${score('performance')} [${runs.map((r) => r.scores.performance).join(', ')}]  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}  LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}  JS ${median(runs.map((r) => r.jsGzipKb)).toFixed(1)} KB gzip`,
    );
  }
} finally {
  stop();
}
