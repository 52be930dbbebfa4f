import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Baseline, commerceImports, analyseFeatures, type FeatureGraph, RULES } from './feature-graph.ts';
import { sourceFiles } from './source-scan.ts';

/** The repository's commerce/ as the feature rules see it, for the test and the report alike. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BASELINE_FILE = fileURLToPath(new URL('./feature-graph-baseline.json', import.meta.url));

export function readCommerce(): { files: string[]; graph: FeatureGraph } {
  const files = sourceFiles(ROOT, 'commerce');
  const fileSet = new Set(files);
  const read = (file: string) => (fileSet.has(file) ? readFileSync(join(ROOT, file), 'utf8') : null);
  return { files, graph: analyseFeatures(commerceImports(files, read), files) };
}

export function readBaseline(): Baseline {
  const parsed = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Partial<Baseline> & { about?: string };
  return Object.fromEntries(RULES.map((rule) => [rule, parsed[rule] ?? {}])) as Baseline;
}
