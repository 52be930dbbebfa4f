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
}

/** The hosted content source: the same GROQ, answered by Sanity's API (published documents only). */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    // The build reads every page at once: the CDN is right unless we read private drafts.
    useCdn: !config.token && !config.apiHost,
    perspective: 'published',
    ...(config.token ? { token: config.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return {
    fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      return client.fetch<T>(query, params);
    },
  };
}
