import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * What the built site depends on. A change to any of these makes `npm start` rebuild. `src`
 * holds src/lib/seo/catalogue-facts.json, exported from the commerce store just before: a price,
 * stock or rating change there rebuilds the product pages' structured data.
 */
const INPUTS = ['src', 'public', 'cms/seed', 'astro.config.mjs', 'redirects.config.ts', 'package-lock.json', 'tsconfig.json'];
/** The one server entry the browser may import; it and the files it imports are bundled into islands. */
const SHARED_WITH_BROWSER = 'commerce/shared/index.ts';
/** Build-time settings that change the output without changing a file. */
const ENV_INPUTS = [
  'PUBLIC_SITE_URL',
  'PUBLIC_SHOP_CHANNEL',
  'PUBLIC_COMMERCE_API_KEY',
  'PUBLIC_COMMERCE_ENDPOINT',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_VERSION',
  'HEARTH_CONTENT_SEED',
  'HEARTH_INCREMENTAL_BUILD',
];

export const STAMP_FILE = 'dist/.build-stamp';

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A file and every file it imports by relative path, followed to the end. */
function importedFiles(root: string, entry: string): string[] {
  const found = new Set<string>();
  const queue = [join(root, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file) || !existsSync(file)) continue;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g))
      queue.push(resolve(dirname(file), specifier!));
  }
  return [...found];
}

/**
 * A hash of the build's inputs by content (not mtime, which a fresh clone resets). `contentDigest`
 * stands for a hosted dataset's published documents (content-digest.ts): a file hash cannot see them.
 */
export function buildStamp(root: string, env: Record<string, string | undefined>, contentDigest = ''): string {
  const hash = createHash('sha256');
  const files = [...INPUTS.flatMap((input) => filesUnder(root, input)), ...importedFiles(root, SHARED_WITH_BROWSER)].sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of ENV_INPUTS) hash.update(`${name}=${env[name] ?? ''}\0`);
  // A seed file named by setting (a test's edited copy) is content like the committed one.
  const seed = env.HEARTH_CONTENT_SEED;
  if (seed && existsSync(resolve(root, seed))) hash.update(readFileSync(resolve(root, seed))).update('\0');
  hash.update(`content=${contentDigest}`);
  return hash.digest('hex');
}

export function isBuildCurrent(root: string, env: Record<string, string | undefined>, contentDigest = ''): boolean {
  const stampFile = join(root, STAMP_FILE);
  return (
    existsSync(join(root, 'dist/server/entry.mjs')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === buildStamp(root, env, contentDigest)
  );
}
