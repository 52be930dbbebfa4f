// `npm run audit`: Lighthouse (mobile) five times on the home, listing, product, article, basket
// and checkout pages, reporting each figure's median and its min–max over the runs; the JavaScript
// each page transferred; and the time `astro build` takes for the seed site. A measurement, not a
// test: it asserts nothing (the per-template byte budgets are tests/e2e/js-budgets.spec.ts).
// AUDIT_PORT serves on another port (default 4393), AUDIT_RUNS changes the number of runs.
//
// `npm run audit -- --against <checkout> [--pages basket,checkout]` compares this checkout with
// another, side by side: both servers run at once and each page's runs alternate between them
// (this, other, this, other…), so both see the same load on a shared machine. It skips the build
// time and also names the scripts that kept the main thread busiest (Lighthouse's boot-up time),
// which is where blocking time comes from.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, projectRoot } from './ensure-build.ts';
import { exportCatalogueFacts } from './export-catalogue-facts.ts';
import { type LocalServer, startLocalServer } from './local-server.ts';

const PORT = Number(process.env.AUDIT_PORT ?? 4393);
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const { values: args } = parseArgs({ options: { against: { type: 'string' }, pages: { type: 'string' } } });
const ALL_PAGES = {
  home: '/',
  listing: '/firewood',
  product: '/firewood/ash/full-crate',
  article: '/knowledge-base/our-delivery-approach',
  basket: '/cart',
  checkout: '/checkout',
};
const PAGES = args.pages
  ? Object.fromEntries(
      args.pages.split(',').map((name) => {
        const path = ALL_PAGES[name as keyof typeof ALL_PAGES];
        if (!path) throw new Error(`--pages takes names from: ${Object.keys(ALL_PAGES).join(', ')}`);
        return [name, path];
      }),
    )
  : ALL_PAGES;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const toolDir = join(projectRoot, 'tools/audit');
const lighthouse = join(toolDir, 'node_modules/.bin/lighthouse');
if (!existsSync(lighthouse)) {
  console.log('Installing Lighthouse for the audit (tools/audit)…');
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('Could not install tools/audit.');
}

/** The build time of the seed site, from a clean dist (its catalogue facts from a fresh seed, read first). */
async function timedCleanBuild(): Promise<number> {
  await exportCatalogueFacts(projectRoot, { kind: 'pglite' }, process.env, { demoCatalogue: true });
  rmSync(join(projectRoot, 'dist'), { recursive: true, force: true });
  const buildStarted = performance.now();
  const build = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectRoot,
    stdio: 'ignore',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('astro build failed.');
  return (performance.now() - buildStarted) / 1000;
}

const buildSeconds = args.against ? null : await timedCleanBuild();
if (args.against) await ensureBuild({ kind: 'pglite' }, process.env, { demoCatalogue: true });
const reportDir = mkdtempSync(join(tmpdir(), 'hearth-audit-reports-'));
// Any free port for each server's own helpers: two servers side by side cannot share the defaults.
const SIDE_PORTS = { HEARTH_LOCAL_COGNITO_PORT: '0', HEARTH_LOCAL_SMTP_PORT: '0', HEARTH_TEST_CARD_PORT: '0' };
const servers: [label: string, server: LocalServer][] = [
  ['this checkout', await startLocalServer(PORT, 'hearth-audit-', { env: SIDE_PORTS })],
];
if (args.against) {
  const root = resolve(args.against);
  servers.push([root, await startLocalServer(PORT + 1, 'hearth-audit-against-', { root, env: SIDE_PORTS })]);
}

interface Run {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsTransferKb: number;
  /** The three scripts that took the most main-thread time, "file ms" each. */
  busiest: string[];
}

function audit(url: string): Run {
  const out = join(reportDir, 'report.json');
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
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
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
    busiest: ((report.audits['bootup-time'].details?.items ?? []) as { url: string; total: number }[])
      .slice(0, 3)
      .map((item) => `${item.url.split('/').pop()} ${Math.round(item.total)}`),
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

function row(name: string, runs: Run[]): string[] {
  const score = (key: string) => spread(runs.map((r) => r.scores[key]!));
  return [
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
  ];
}

try {
  if (buildSeconds !== null) console.log(`astro build (seed site, clean): ${buildSeconds.toFixed(1)} s`);
  console.log(`Lighthouse ${RUNS} runs per page, mobile: median (min–max)`);
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB transferred']];
  const busiest: string[] = [];
  for (const [name, path] of Object.entries(PAGES)) {
    const runs = servers.map((): Run[] => []);
    for (let run = 0; run < RUNS; run++) for (const [index, [, server]] of servers.entries()) runs[index]!.push(audit(server.base + path));
    for (const [index, [label]] of servers.entries()) {
      rows.push(row(servers.length > 1 ? `${name}, ${label}` : name, runs[index]!));
      if (servers.length > 1) busiest.push(`${name}, ${label}: ${runs[index]!.map((r) => r.busiest.join(', ')).join(' | ')}`);
    }
    console.log(`  ${name} done`);
  }
  // A Markdown table, to paste into a note as it is.
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log([line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n'));
  if (busiest.length > 0) console.log(`Main-thread time by script, ms, per run:\n${busiest.join('\n')}`);
} finally {
  for (const [, server] of servers) server.stop();
  rmSync(reportDir, { recursive: true, force: true });
}
