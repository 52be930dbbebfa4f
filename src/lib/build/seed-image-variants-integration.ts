// Writes, after `astro build`, each variant of the seed's pictures that the built pages ask for
// (server/seed-image-variants.ts says why and how the server finds them). Each variant is cut once
// and kept in node_modules/.cache, so a rebuild copies it instead of encoding it again.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import {
  SEED_IMAGE_PREFIX,
  seedImageVariant,
  seedVariantFormats,
  seedVariantPath,
  type SeedImageVariant,
} from '../../../server/seed-image-variants.ts';

/**
 * A seed picture's URL with a query, as a page writes it in `src` or `srcset` (`&amp;` included). A
 * URL may hold commas (`rect=0,68,1200,675`): in a srcset, the comma that ends a candidate follows
 * its width, after a space, so a URL ends at the first space or quote.
 */
const SEED_IMAGE_URL = new RegExp(`${SEED_IMAGE_PREFIX.replaceAll('/', '\\/')}[^"'\\s?]+\\?[^"'\\s]+`, 'g');

/** The seed picture URLs with a query that the built pages under `clientDir` use, `&amp;` read as `&`. */
export function seedImageUrls(clientDir: string): Set<string> {
  const urls = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    for (const found of readFileSync(join(clientDir, entry), 'utf8').matchAll(SEED_IMAGE_URL))
      urls.add(found[0].replace(/,$/, '').replaceAll('&amp;', '&'));
  }
  return urls;
}

/** Encodes one variant: the rect cut out, scaled to fit inside the width and height (never enlarged), in `format`. */
export async function encodeSeedVariant(original: Buffer, variant: SeedImageVariant, format: string): Promise<Buffer> {
  let image = sharp(original).rotate();
  if (variant.rect) {
    const [left, top, width, height] = variant.rect;
    image = image.extract({ left, top, width, height });
  }
  if (variant.width !== null || variant.height !== null)
    image = image.resize({
      width: variant.width ?? undefined,
      height: variant.height ?? undefined,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (format === 'webp') return image.webp({ quality: variant.quality }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  return image.jpeg({ quality: variant.quality, mozjpeg: true }).toBuffer();
}

/** Writes every variant the pages under `clientDir` ask for beside its original; answers how many files it wrote. */
export async function writeSeedImageVariants(clientDir: string, cacheDir: string): Promise<{ written: number; encoded: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let written = 0;
  let encoded = 0;
  for (const url of seedImageUrls(clientDir)) {
    const [path = '', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const variant = seedImageVariant(query);
    const originalFile = join(clientDir, path);
    if (!variant || !existsSync(originalFile)) continue;
    const original = readFileSync(originalFile);
    for (const format of seedVariantFormats(path, variant)) {
      const key = createHash('sha256').update(original).update(`${query}|${format}`).digest('hex');
      const cached = join(cacheDir, `${key}.${format}`);
      if (!existsSync(cached)) {
        // A cut outside the picture (an editor's stale crop): the URL keeps the original, as before.
        const bytes = await encodeSeedVariant(original, variant, format).catch(() => null);
        if (!bytes) continue;
        writeFileSync(cached, bytes);
        encoded++;
      }
      copyFileSync(cached, join(clientDir, seedVariantPath(path, query, format)));
      written++;
    }
  }
  return { written, encoded };
}

export function seedImageVariants(): AstroIntegration {
  return {
    name: 'hearth:seed-image-variants',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/hearth-seed-images/', import.meta.url));
        const { written, encoded } = await writeSeedImageVariants(fileURLToPath(dir), cacheDir);
        if (written > 0) logger.info(`Seed pictures: ${written} variants written (${encoded} encoded, the rest from the cache).`);
      },
    },
  };
}
