import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync } from 'node:zlib';

/** The text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Below this, a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip, best) beside every compressible file of a
 * built site, once at build time, so the server sends them as they are instead of compressing on
 * every request. A copy that is not smaller is not kept. Returns how many files were compressed.
 */
export function precompressSite(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    if (precompressFile(join(entry.parentPath, entry.name))) count++;
  }
  return count;
}

/**
 * One file's compressed copies, made afresh: the old ones are unlinked first, never written over,
 * so a copy hard-linked into another build (a partial rebuild's folder) is left as it was.
 * Returns whether the file was large enough to compress.
 */
export function precompressFile(path: string): boolean {
  // A copy left by an earlier build must never outlive the file it was made from.
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < SMALLEST) return false;
  const original = readFileSync(path);
  const brotli = brotliCompressSync(original, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
  });
  const gzip = gzipSync(original, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < original.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < original.length) writeFileSync(`${path}.gz`, gzip);
  return true;
}

const brotliAsync = promisify(brotliCompress);
const gzipPromise = promisify(gzipAsync);

/**
 * precompressFile on libuv's thread pool: a partial rebuild compresses its few pages while Pagefind
 * indexes (its own process), instead of one after the other on one thread.
 */
export async function precompressFileAsync(path: string): Promise<boolean> {
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < SMALLEST) return false;
  const original = readFileSync(path);
  const [brotli, gzip] = await Promise.all([
    brotliAsync(original, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
    }),
    gzipPromise(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (brotli.length < original.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < original.length) writeFileSync(`${path}.gz`, gzip);
  return true;
}
