import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSanitySource } from '../../lib/content/sanity-source.ts';
import { createSeedSource } from '../../lib/content/seed-source.ts';
import type { ContentSource } from '../../lib/content/source.ts';
import type { PreviewContentConfig } from './preview-settings.ts';

/**
 * The drafts perspective, per request: the seed file as it is now (an editor's saved draft shows on
 * the next load), or Sanity's API with the read token (never its CDN, which has no drafts).
 */
export function previewContent(config: PreviewContentConfig): ContentSource {
  if (config.kind === 'sanity') return createSanitySource({ ...config, perspective: 'drafts' });
  return createSeedSource(readFileSync(resolve(process.cwd(), config.seedFile), 'utf8'), 'drafts');
}
