import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSanitySource } from './sanity-source.ts';
import { createSeedSource } from './seed-source.ts';
import type { ContentSource } from './source.ts';
import { contentConfig } from '../config.ts';

export type { ContentSource } from './source.ts';

let source: ContentSource | undefined;

/** The content source for this build: Sanity when a project is configured, else the seed. */
export function content(): ContentSource {
  if (source) return source;
  const config = contentConfig(process.env);
  source =
    config.kind === 'sanity' ? createSanitySource(config) : createSeedSource(readFileSync(resolve(process.cwd(), config.seedFile), 'utf8'));
  return source;
}
