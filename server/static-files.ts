import { lstatSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import sirv from 'sirv';
import { SEED_IMAGE_PREFIX, seedVariantFile } from './seed-image-variants.ts';

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

/**
 * Serves one built site's files (Astro's middleware mode leaves that to the host server) through
 * sirv: the brotli or gzip copy made at build (server/precompress.ts) when the browser takes it,
 * ETag and 304, ranges. Hashed assets under /_astro/ are cached for a year; everything else is
 * revalidated, so a new build shows at once. Only the site's own files of a known type are
 * served, listed once here: a new build is served by a new createStaticFiles(itsDir). A seed
 * picture asked for with the image CDN's query gets the variant the build cut for it, when there is
 * one (seed-image-variants.ts). Returns false when no file matches, for the next handler.
 */
export function createStaticFiles(root: string) {
  const files = publicFiles(root);
  const send = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('content-type', CONTENT_TYPES[extname(pathname)]!);
      res.setHeader(
        'cache-control',
        pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      res.setHeader('x-content-type-options', 'nosniff');
      // A seed picture's URL answers WebP or not by the Accept header (seedVariantFile).
      if (pathname.startsWith(SEED_IMAGE_PREFIX)) res.setHeader('vary', 'Accept, Accept-Encoding');
    },
  });
  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const variant = seedVariantFile(decoded, new URL(req.url ?? '/', 'http://host').search, String(req.headers.accept ?? ''), (path) =>
      files.has(path),
    );
    const file = variant ?? [decoded, `${decoded.replace(/\/$/, '')}/index.html`, `${decoded}.html`].find((path) => files.has(path));
    if (!file) return false;
    // sirv looks up exactly the file chosen here (and its .br/.gz copies), never its own guess.
    const asked = req.url;
    req.url = encodeURI(file);
    let matched = true;
    send(req, res, () => {
      matched = false;
    });
    req.url = asked;
    return matched;
  };
}

/**
 * The URL paths of the build's public files: regular files (no links, which could point out of the
 * build) of a known type, none under a segment starting with "." or "_" (`_redirects`,
 * `.DS_Store`) except Astro's hashed assets under /_astro/.
 */
function publicFiles(root: string): Set<string> {
  const paths = new Set<string>();
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return paths;
    throw error;
  }
  for (const entry of entries) {
    const path = `/${relative(root, join(root, entry)).split(sep).join('/')}`;
    if (!CONTENT_TYPES[extname(path)] || !isPublicPath(path)) continue;
    if (lstatSync(join(root, entry)).isFile()) paths.add(path);
  }
  return paths;
}

function isPublicPath(path: string): boolean {
  return path
    .split('/')
    .every(
      (segment, index) =>
        segment === '' || (!segment.startsWith('.') && (!segment.startsWith('_') || (index === 1 && segment === '_astro'))),
    );
}
