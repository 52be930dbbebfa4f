// `npm test`: every check the project has, in the order that fails fastest, then one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const reports = join(projectRoot, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  return result.status === 0;
}

interface Counts {
  passed: number;
  failed: number;
  /** Browser tests that passed only on their retry (CI allows one): counted as passed, named in the summary. */
  flaky?: number;
}

function vitestCounts(): Counts {
  try {
    const report = JSON.parse(readFileSync(join(reports, 'vitest.json'), 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function playwrightCounts(): Counts {
  try {
    const { stats } = JSON.parse(readFileSync(join(reports, 'playwright.json'), 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, flaky: stats.flaky };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

// The catalogue facts from a freshly seeded store in memory: the same facts the browser tests'
// fresh database gives, so their server reuses this build, and a store a developer's own
// `npm start` may hold open is never touched.
await ensureBuild({ kind: 'pglite' });
const checks = [
  step('GraphQL types are generated from the current schema and operations', process.execPath, ['scripts/check-codegen.ts']),
  step('Type check', bin('tsc'), ['--noEmit', '-p', '.']),
  step('Format and lint (Biome)', bin('biome'), ['ci', '.']),
  step('Unit and API tests (vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]),
  step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test']),
];

const counts = [vitestCounts(), playwrightCounts()];
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failedTests = counts.reduce((n, c) => n + c.failed, 0);
const failedChecks = checks.filter((ok) => !ok).length;
const flaky = counts.reduce((n, c) => n + (c.flaky ?? 0), 0);
console.log(
  `\n${passed} passed, ${failedTests} failed${flaky > 0 ? ` (${flaky} passed only on a retry: see the Playwright list above)` : ''}`,
);
if (failedChecks > 0 || failedTests > 0 || passed === 0) {
  console.error(`${failedChecks} of ${checks.length} checks failed.`);
  process.exit(1);
}
