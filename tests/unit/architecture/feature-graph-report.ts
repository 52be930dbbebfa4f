import { writeFileSync } from 'node:fs';
import { baselineOf, compareWithBaseline, countFeatures, RULES, type Violation } from './feature-graph.ts';
import { BASELINE_FILE, readBaseline, readCommerce } from './feature-graph-source.ts';

/**
 * Prints how far commerce/ is from the feature rules (feature-graph.ts):
 *   node tests/unit/architecture/feature-graph-report.ts
 * After fixing breaches, shrink the baseline to what still happens (never adds an entry):
 *   node tests/unit/architecture/feature-graph-report.ts --write-baseline
 * To record new breaches on purpose (say why in the commit), add --accept-new as well.
 */

const args = new Set(process.argv.slice(2));
const { files, graph } = readCommerce();
const counts = countFeatures(graph, files);
const baseline = readBaseline();
const { fresh, gone } = compareWithBaseline(graph.violations, baseline);

const lines = [
  `features: ${counts.features} (with a face: ${counts.featuresWithFace.join(', ') || 'none'}; without: ${counts.faceless.join(', ') || 'none'})`,
  `feature pairs importing (a → b): ${counts.featurePairs}`,
  'features each feature imports:',
  ...graph.features.map((feature) => `  ${feature.padEnd(13)} → ${[...graph.edges.get(feature)!].sort().join(', ') || '(none)'}`),
  `both-way pairs: ${counts.bothWayPairs.length}${counts.bothWayPairs.map((pair) => `\n  ${pair}`).join('')}`,
  `features in a cycle: ${counts.cycles.map((cycle) => `{${cycle.join(', ')}}`).join(' ') || 'none'}`,
  'breaches (one per importing file and imported file):',
  `  cycle   imports along an edge of a cycle:        ${counts.violations.cycle}`,
  `  store   cross-feature *.store.ts imports:         ${counts.violations.store}`,
  `  face    imports beside a feature's face:          ${counts.violations.face}`,
  `  kernel  kernel → feature (or → composition root): ${counts.violations.kernel}`,
  `against the baseline: ${fresh.length} new, ${gone.length} gone`,
];
console.log(lines.join('\n'));
for (const line of fresh) console.log(`  new  ${line}`);
for (const line of gone) console.log(`  gone ${line}`);

if (args.has('--write-baseline')) {
  const known = new Set(
    RULES.flatMap((rule) => Object.values(baseline[rule]).flatMap((entries) => entries.map((entry) => `${rule} ${entry}`))),
  );
  const kept: Violation[] = args.has('--accept-new') ? graph.violations : graph.violations.filter((v) => known.has(`${v.rule} ${v.entry}`));
  const next = {
    about:
      'Known breaches of the feature rules (tests/unit/architecture/feature-graph.ts), rule → features → importer → imported. Only shrinks: see docs/architecture.md.',
    ...baselineOf(kept),
  };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(
    `wrote ${kept.length} entries${fresh.length > 0 && !args.has('--accept-new') ? ` (left out ${fresh.length} new: fix them, or add --accept-new)` : ''}`,
  );
}
