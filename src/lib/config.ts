import { z } from 'zod';
import type { ImageHost } from './content/rich-text-image.ts';

/** Build-time settings, read by Astro while it renders; the browser never loads this module. */

const contentEnv = z.object({
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID is the id from sanity.io/manage, e.g. "ab12cd34"')
    .optional(),
  SANITY_DATASET: z.string().min(1).default('production'),
  SANITY_API_VERSION: z
    .string()
    .regex(/^v?\d{4}-\d{2}-\d{2}$/, 'SANITY_API_VERSION is a date such as 2025-02-19')
    .default('2025-02-19'),
  SANITY_API_TOKEN: z.string().optional(),
  SANITY_API_HOST: z.url().optional(),
});

export type ContentConfig =
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; token?: string; apiHost?: string }
  | { kind: 'seed'; seedFile: string };

/** The seed's pictures: the CDN's URL shape under public/media/cms, whose files stand in for the originals. */
export const SEED_IMAGE_HOST: ImageHost = { projectId: 'seed', dataset: 'production', baseUrl: '/media/cms' };

/** Where editors' pictures are served from: Sanity's image CDN, or the seed's files. */
export function contentImageHost(config: ContentConfig): ImageHost {
  return config.kind === 'sanity' ? { projectId: config.projectId, dataset: config.dataset } : SEED_IMAGE_HOST;
}

/** The origins editors' pictures load from, for the pages' Content-Security-Policy. */
export function contentImageOrigins(config: ContentConfig): string[] {
  return config.kind === 'sanity' ? ['https://cdn.sanity.io'] : [];
}

/** Build-time content settings, checked so a typo fails the build with a message, not a blank site. */
export function contentConfig(env: Record<string, string | undefined>): ContentConfig {
  const parsed = contentEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Content settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const e = parsed.data;
  if (!e.SANITY_PROJECT_ID) return { kind: 'seed', seedFile: 'cms/seed/dataset.ndjson' };
  return {
    kind: 'sanity',
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiVersion: e.SANITY_API_VERSION,
    ...(e.SANITY_API_TOKEN ? { token: e.SANITY_API_TOKEN } : {}),
    ...(e.SANITY_API_HOST ? { apiHost: e.SANITY_API_HOST } : {}),
  };
}
