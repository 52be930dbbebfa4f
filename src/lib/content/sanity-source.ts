import { createClient } from '@sanity/client';
import type { ContentSource } from './source.ts';

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Only for private datasets; read from the environment, never committed. */
  token?: string;
  /** Sanity's API host; tests point it at a local server that answers like Sanity. */
  apiHost?: string;
  /**
   * `published` (the site) unless asked: `drafts` (the preview) shows each draft over its published
   * document, and needs a token that may read drafts.
   */
  perspective?: 'published' | 'drafts';
}

/** The hosted content source: the same GROQ, answered by Sanity's API (published documents unless asked). */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const perspective = config.perspective ?? 'published';
  if (perspective === 'drafts' && !config.token) throw new Error('Reading drafts from Sanity needs a read token.');
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    // The build reads every page at once: the CDN is right unless we read private drafts.
    useCdn: !config.token && !config.apiHost,
    perspective,
    ...(config.token ? { token: config.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return {
    fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      return client.fetch<T>(query, params);
    },
  };
}
