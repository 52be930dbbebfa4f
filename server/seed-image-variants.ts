import { createHash } from 'node:crypto';
import { extname } from 'node:path';

/**
 * The seed's pictures stand in for Sanity's image CDN (src/lib/config.ts, SEED_IMAGE_HOST), and the
 * pages ask for them in the CDN's own words: `?rect=x,y,w,h&w=800&h=450&auto=format`. The CDN cuts,
 * scales and re-encodes each; a plain file server answers every such URL with the whole original
 * (a 107 KB photograph for an 88 px thumbnail). The build writes each variant its pages ask for
 * beside the original (src/lib/build/seed-image-variants-integration.ts) and the server answers the
 * URL with it, so the seed shop weighs what a shop on Sanity weighs. Only what the CDN does that the
 * seed's pages use is read here; any other parameter leaves the URL to the original file.
 */
export interface SeedImageVariant {
  /** The part of the original to cut out first: left, top, width, height in its pixels. */
  rect: [number, number, number, number] | null;
  width: number | null;
  height: number | null;
  /** 1 to 100; the CDN's default is 75. */
  quality: number;
  /** `auto=format`: WebP for a browser that takes it, the original's format otherwise. */
  autoFormat: boolean;
}

/** The path under which the seed's pictures are served. */
export const SEED_IMAGE_PREFIX = '/media/cms/images/';
const KNOWN = new Set(['rect', 'w', 'h', 'q', 'auto', 'fit']);
/** The CDN's own ceiling on a side is larger; the seed's pages never ask for more than this. */
const LARGEST_SIDE = 4000;

const whole = (text: string | null, least: number): number | null | undefined => {
  if (text === null) return null;
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= least && value <= LARGEST_SIDE ? value : undefined;
};

/** The variant a query asks for, or null when it asks for something this stand-in does not do. */
export function seedImageVariant(query: URLSearchParams): SeedImageVariant | null {
  if ([...query.keys()].some((key) => !KNOWN.has(key)) || new Set(query.keys()).size !== [...query.keys()].length) return null;
  const fit = query.get('fit');
  const auto = query.get('auto');
  if ((fit !== null && fit !== 'clip' && fit !== 'max') || (auto !== null && auto !== 'format')) return null;
  const width = whole(query.get('w'), 1);
  const height = whole(query.get('h'), 1);
  const quality = whole(query.get('q'), 1);
  if (width === undefined || height === undefined || quality === undefined || (quality !== null && quality > 100)) return null;
  let rect: SeedImageVariant['rect'] = null;
  const rectText = query.get('rect');
  if (rectText !== null) {
    const sides = rectText.split(',').map((side, index) => whole(side, index < 2 ? 0 : 1));
    if (sides.length !== 4 || sides.some((side) => side === undefined || side === null)) return null;
    rect = sides as [number, number, number, number];
  }
  if (!rect && width === null && height === null && quality === null && !auto) return null;
  return { rect, width, height, quality: quality ?? 75, autoFormat: auto === 'format' };
}

/** The formats a variant is written in: WebP first when the query leaves the format to the browser. */
export function seedVariantFormats(originalPath: string, variant: SeedImageVariant): string[] {
  const own = extname(originalPath).slice(1).toLowerCase();
  return variant.autoFormat && own !== 'webp' ? ['webp', own] : [own];
}

/**
 * Where the build writes the variant of `originalPath` that `query` asks for, in `format`: beside
 * the original, named by a digest of the query (its parameters in order), so the build and the
 * server find the same file without a list between them.
 */
export function seedVariantPath(originalPath: string, query: URLSearchParams, format: string): string {
  const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => a.localeCompare(b)));
  const digest = createHash('sha256').update(sorted.toString()).digest('hex').slice(0, 12);
  return `${originalPath.slice(0, -extname(originalPath).length)}.${digest}.${format}`;
}

/**
 * The built file that answers a request for a seed picture with a query, when the build wrote it:
 * the WebP copy for a browser that accepts WebP, if the query leaves the format to it. `exists`
 * says whether the build has a file at a path.
 */
export function seedVariantFile(path: string, search: string, accept: string, exists: (path: string) => boolean): string | null {
  if (!path.startsWith(SEED_IMAGE_PREFIX) || search.length < 2) return null;
  const query = new URLSearchParams(search);
  const variant = seedImageVariant(query);
  if (!variant) return null;
  const formats = seedVariantFormats(path, variant).filter((format) => format !== 'webp' || /image\/webp/.test(accept));
  for (const format of formats) {
    const file = seedVariantPath(path, query, format);
    if (exists(file)) return file;
  }
  return null;
}
