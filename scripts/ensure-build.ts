import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreLocation } from '../commerce/store/database.ts';
import { buildStamp, isBuildCurrent, STAMP_FILE } from '../server/content-pipeline/build-stamp.ts';
import { publishedContentDigest } from '../server/content-pipeline/content-digest.ts';
import { exportCatalogueFacts, type ExportOptions } from './export-catalogue-facts.ts';
import { precompressSite } from '../server/precompress.ts';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the site unless the last build was made from the same inputs, the catalogue facts read
 * from `store` (the one the server is about to open) among them. Resolves once the store is
 * closed again, so the server may open it.
 */
export async function ensureBuild(
  store: StoreLocation,
  env: NodeJS.ProcessEnv = process.env,
  options: ExportOptions = {},
): Promise<'reused' | 'built'> {
  await exportCatalogueFacts(projectRoot, store, env, options);
  const contentDigest = await publishedContentDigest(env);
  if (isBuildCurrent(projectRoot, env, contentDigest)) return 'reused';
  console.log('Building the site…');
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status ?? result.signal}).`);
  precompressSite(join(projectRoot, 'dist/client'));
  writeFileSync(join(projectRoot, STAMP_FILE), buildStamp(projectRoot, env, contentDigest));
  return 'built';
}
