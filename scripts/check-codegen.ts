// `npm test`'s codegen step: regenerates the GraphQL types and documents and fails when that
// changed any file, naming them. graphql-codegen's own --check compares its output before the
// write hooks run, so it calls the per-operation document modules (codegen.ts) stale every time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Everything codegen.ts writes. */
const GENERATED = ['src/lib/commerce/gql', 'src/features/admin/gql', 'tests/api/gql', 'commerce/schema/resolvers-types.ts'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else files.set(relative(root, path), readFileSync(path, 'utf8'));
  };
  for (const path of GENERATED) visit(join(root, path));
  return files;
}

const before = snapshot();
const run = spawnSync(join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
if (changed.length > 0) {
  console.error(`Generated GraphQL files were out of date (now regenerated: review and commit them):\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
console.log('Generated GraphQL files are current.');
