// `npm run audit`: Lighthouse (mobile) five times on the home, listing, product, article, basket
// and checkout pages, reporting each figure's median and its min–max over the runs; the JavaScript
// each page transferred; and the time `astro build` takes for the seed site. A measurement, not a
// test: it asserts nothing (the per-template byte budgets are tests/e2e/js-budgets.spec.ts).
// AUDIT_PORT serves on another port (default 4393), AUDIT_RUNS changes the number of runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './ensure-build.ts';
import { exportCatalogueFacts } from './export-catalogue-facts.ts';
import { startLocalServer } from './local-server.ts';

const PORT = Number(process.env.AUDIT_PORT ?? 4393);
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const PAGES = {
  home: '/',
  listing: '/firewood',
  product: '/firewood/ash/full-crate',
  article: '/knowledge-base/our-delivery-approach',
  basket: '/cart',
  checkout: '/checkout',
};
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
await exportCatalogueFacts(projectRoot, { kind: 'pglite' }, process.env, { demoCatalogue: true });
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
  jsTransferKb: number;
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
    // What went over the wire: the server sends its precompressed brotli copies to Chromium
    // (server/precompress.ts), so this is brotli plus headers, a little under the budgets' gzip.
    jsTransferKb: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
  };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;

/** "median (min–max)" of one figure over the runs, in the figure's own unit. */
function spread(values: number[], digits = 0): string {
  const order = sorted(values);
  const fixed = (value: number) => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(order[0]!)}–${fixed(order.at(-1)!)})`;
}

try {
  console.log(`astro build (seed site, clean): ${buildSeconds.toFixed(1)} s`);
  console.log(`Lighthouse ${RUNS} runs per page, mobile: median (min–max)`);
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB transferred']];
  for (const [name, path] of Object.entries(PAGES)) {
    const runs = Array.from({ length: RUNS }, () => audit(base + path));
    const score = (key: string) => spread(runs.map((r) => r.scores[key]!));
    rows.push([
      name,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      spread(runs.map((r) => r.lcp)),
      spread(runs.map((r) => r.tbt)),
      spread(
        runs.map((r) => r.cls),
        3,
      ),
      spread(
        runs.map((r) => r.jsTransferKb),
        1,
      ),
    ]);
    console.log(`  ${name} done`);
  }
  // A Markdown table, to paste into a note as it is.
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log([line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n'));
} finally {
  stop();
}
