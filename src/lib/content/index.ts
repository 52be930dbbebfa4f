import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSanitySource } from './sanity-source.ts';
import { createSeedSource } from './seed-source.ts';
import type { ContentSource } from './source.ts';
import { contentConfig } from '../config.ts';
import { contentEpoch, recordRead } from '../build/page-reads.ts';

export type { ContentSource } from './source.ts';

let source: { epoch: number; source: ContentSource } | undefined;

/**
 * The content source for this build: Sanity when a project is configured, else the seed. Each
 * query is recorded for the page being rendered (src/lib/build/page-reads.ts), and a partial
 * rebuild's new epoch reads the content afresh.
 */
export function content(): ContentSource {
  const epoch = contentEpoch();
  if (source?.epoch === epoch) return source.source;
  const config = contentConfig(process.env);
  const read =
    config.kind === 'sanity' ? createSanitySource(config) : createSeedSource(readFileSync(resolve(process.cwd(), config.seedFile), 'utf8'));
  source = {
    epoch,
    source: {
      fetch(query, params) {
        recordRead({ query });
        return read.fetch(query, params);
      },
    },
  };
  return source.source;
}
