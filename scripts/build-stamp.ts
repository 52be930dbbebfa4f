import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the built site depends on. A change to any of these makes `npm start` rebuild. */
// commerce/seed: product pages' structured data names the catalogue's prices and reviews.
const INPUTS = ['src', 'public', 'cms/seed', 'commerce/seed', 'astro.config.mjs', 'redirects.config.ts', 'package-lock.json', 'tsconfig.json'];
/** Build-time settings that change the output without changing a file. */
const ENV_INPUTS = ['PUBLIC_SITE_URL', 'PUBLIC_SHOP_CHANNEL', 'PUBLIC_COMMERCE_API_KEY', 'PUBLIC_COMMERCE_ENDPOINT', 'SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_VERSION'];

export const STAMP_FILE = 'dist/.build-stamp';

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of the build's inputs by content (not mtime, which a fresh clone resets). */
export function buildStamp(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of ENV_INPUTS) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export function isBuildCurrent(root: string, env: Record<string, string | undefined>): boolean {
  const stampFile = join(root, STAMP_FILE);
  return existsSync(join(root, 'dist/server/entry.mjs')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === buildStamp(root, env);
}
