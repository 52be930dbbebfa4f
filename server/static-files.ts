import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  // The site search's index (Pagefind): already compressed, read by its own script.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * Serves the built site's files (Astro's middleware mode leaves that to the host server).
 * Hashed assets under /_astro/ are cached for a year; everything else is revalidated, so a
 * new build shows at once. Only files of a known type are served. Returns false when no file
 * matches, for the next handler.
 */
export function createStaticFiles(root: string) {
  const base = normalize(root + sep);
  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded.includes('\0') || !isPublicPath(decoded)) return false;
    const candidate = normalize(join(base, decoded));
    if (!candidate.startsWith(base) && candidate + sep !== base) return false;

    const file = await findFile(candidate, base);
    if (!file) return false;

    const type = CONTENT_TYPES[extname(file.path)];
    if (!type) return false;
    res.setHeader('content-type', type);
    res.setHeader(
      'cache-control',
      pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('vary', 'accept-encoding');
    const gzip = COMPRESSIBLE.has(extname(file.path)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) res.setHeader('content-encoding', 'gzip');
    else res.setHeader('content-length', file.size);
    res.writeHead(200);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = createReadStream(file.path);
    await (gzip ? pipeline(stream, createGzip(), res) : pipeline(stream, res));
    return true;
  };
}

/**
 * Only the site's own files: a segment starting with "." or "_" is the build's or the host's
 * (`_redirects`, `.DS_Store`), except Astro's hashed assets under /_astro/.
 */
function isPublicPath(decoded: string): boolean {
  return decoded
    .split('/')
    .every(
      (segment, index) =>
        segment === '' || (!segment.startsWith('.') && (!segment.startsWith('_') || (index === 1 && segment === '_astro'))),
    );
}

async function findFile(candidate: string, base: string): Promise<{ path: string; size: number } | undefined> {
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      const info = await stat(path);
      // A link inside the build that points outside it is not the site's file.
      if (info.isFile() && (await realpath(path)).startsWith((await realpath(base)) + sep)) return { path, size: info.size };
    } catch {
      // Not this one; try the next form.
    }
  }
  return undefined;
}
