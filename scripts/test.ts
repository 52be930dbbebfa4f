// `npm test`: every check the project has, in the order that fails fastest, then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const reports = join(projectRoot, '.reports');
const VITEST_RETRIED_FILE = join(reports, 'vitest-retried.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
  return result.status === 0;
}

interface Counts {
  passed: number;
  failed: number;
  /**
   * "file › test" of each failed test, and of each that passed only on CI's one retry (counted as
   * passed): both repeated at the very end, because a CI log is often read from its tail.
   */
  failedNames: string[];
  retriedNames: string[];
}

const NO_REPORT: Counts = { passed: 0, failed: 0, failedNames: [], retriedNames: [] };

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

function vitestCounts(): Counts {
  try {
    const report: VitestReport = JSON.parse(readFileSync(join(reports, 'vitest.json'), 'utf8'));
    const failedNames = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${relative(projectRoot, file.name)} › ${test.fullName}`),
    );
    return { passed: report.numPassedTests, failed: report.numFailedTests, failedNames, retriedNames: vitestRetriedNames() };
  } catch {
    return NO_REPORT;
  }
}

/** Written by tests/fixtures/retried-tests-reporter.ts (Vitest's JSON report does not say); none when it is missing. */
function vitestRetriedNames(): string[] {
  try {
    return JSON.parse(readFileSync(VITEST_RETRIED_FILE, 'utf8'));
  } catch {
    return [];
  }
}

interface PlaywrightSuite {
  file: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * Names the specs Playwright judged "unexpected" (failed even on a retry) or "flaky" (passed on
 * it), by their path from the project (a suite's `file` is relative to the test directory, `rootDir`).
 */
function playwrightNames(rootDir: string, suites: PlaywrightSuite[], status: 'unexpected' | 'flaky'): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === status))
      .map((spec) => `${relative(projectRoot, join(rootDir, suite.file))}:${spec.line} › ${spec.title}`),
    ...playwrightNames(rootDir, suite.suites ?? [], status),
  ]);
}

function playwrightCounts(): Counts {
  try {
    const { config, stats, suites } = JSON.parse(readFileSync(join(reports, 'playwright.json'), 'utf8'));
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      failedNames: playwrightNames(config.rootDir, suites, 'unexpected'),
      retriedNames: playwrightNames(config.rootDir, suites, 'flaky'),
    };
  } catch {
    return NO_REPORT;
  }
}

interface StaticCheck {
  title: string;
  command: string;
  args: string[];
}

/**
 * Runs checks that only read the tree side by side (each type checker is mostly one thread, and
 * two cores finish them in about the time of the slowest alone), keeping each one's output and
 * printing it whole, in the order listed, so the log still reads one check at a time.
 */
async function staticChecks(checks: StaticCheck[]): Promise<boolean[]> {
  const runs = checks.map(
    (check) =>
      new Promise<{ ok: boolean; output: string }>((resolve) => {
        const child = spawn(check.command, check.args, { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
        child.on('close', (code) => resolve({ ok: code === 0, output }));
      }),
  );
  const results: boolean[] = [];
  for (const [index, check] of checks.entries()) {
    const { ok, output } = await runs[index]!;
    console.log(`\n▶ ${check.title}`);
    process.stdout.write(output);
    results.push(ok);
  }
  return results;
}

/** The Studio's type check, or why it cannot run: never a silent pass when its packages are missing. */
function cmsTypeCheck(): StaticCheck {
  const cmsTsc = join(projectRoot, 'cms/node_modules/.bin/tsc');
  const title = 'Type check of the Sanity Studio (cms/)';
  if (!existsSync(cmsTsc) || !existsSync(join(projectRoot, 'cms/node_modules/sanity/package.json'))) {
    const missing = "cms/ has no packages installed: run `npm ci --prefix cms` (the Studio's own install), then `npm test` again.";
    return { title, command: process.execPath, args: ['-e', `console.error(${JSON.stringify(missing)}); process.exit(1)`] };
  }
  return { title, command: cmsTsc, args: ['--noEmit', '-p', join(projectRoot, 'cms')] };
}

// The catalogue facts from a freshly seeded store in memory: the same facts the browser tests'
// fresh database gives, so their server reuses this build, and a store a developer's own
// `npm start` may hold open is never touched.
const build = await ensureBuild({ kind: 'pglite' }, process.env, { demoCatalogue: true });
const checks = [
  // A build writes Astro's generated types; a reused one may be older than them.
  ...(build === 'reused' ? [step("Astro's generated types (astro sync)", bin('astro'), ['sync'])] : []),
  // Alone, before the type checks: they read the files it writes.
  step('GraphQL types are generated from the current schema and operations', process.execPath, ['scripts/check-codegen.ts']),
  ...(await staticChecks([
    { title: 'Type check', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
    // The Sanity Studio is its own package (cms/), installed apart so the shop's install never
    // downloads it: its schema, config and custom inputs are checked against its own packages.
    cmsTypeCheck(),
    // The .astro pages and layouts: the TypeScript in their frontmatter and their props. The build
    // above wrote Astro's generated types; syncing them again here would rewrite files the other
    // type check is reading.
    { title: 'Type check of the Astro files (astro check)', command: bin('astro'), args: ['check', '--noSync'] },
    { title: 'Format and lint (Biome)', command: bin('biome'), args: ['ci', '.'] },
  ])),
  step(
    'Unit and API tests (vitest)',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./tests/fixtures/retried-tests-reporter.ts',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    { RETRIED_TESTS_FILE: VITEST_RETRIED_FILE },
  ),
  step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test']),
];

const counts = [vitestCounts(), playwrightCounts()];
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failedTests = counts.reduce((n, c) => n + c.failed, 0);
const failedChecks = checks.filter((ok) => !ok).length;
const retried = counts.flatMap((c) => c.retriedNames);
for (const name of counts.flatMap((c) => c.failedNames)) console.log(`  failed: ${name}`);
for (const name of retried) console.log(`  passed only on a retry: ${name}`);
console.log(`\n${passed} passed, ${failedTests} failed${retried.length > 0 ? ` (${retried.length} passed only on a retry)` : ''}`);
if (failedChecks > 0 || failedTests > 0 || passed === 0) {
  console.error(`${failedChecks} of ${checks.length} checks failed.`);
  process.exit(1);
}
