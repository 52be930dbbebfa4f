import { z } from 'zod';
import { contentConfig } from '../../lib/config.ts';

/** A preview secret is at least this long (server/config.ts refuses a shorter one at start). */
export const PREVIEW_SECRET_MIN_LENGTH = 32;

/** Where the preview reads drafts: the seed file (read on each request, so an edit shows), or Sanity with a token. */
export type PreviewContentConfig =
  | { kind: 'seed'; seedFile: string }
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; token: string; apiHost?: string };

export type PreviewSettings = { enabled: false; why: string } | { enabled: true; secret: string; content: PreviewContentConfig };

const previewEnv = z.object({
  HEARTH_PREVIEW_SECRET: z.string().optional(),
  /** A Viewer token for the drafts perspective; SANITY_API_TOKEN serves when it is not set. */
  SANITY_PREVIEW_TOKEN: z.string().optional(),
  SANITY_API_TOKEN: z.string().optional(),
});

/**
 * The preview's settings, read when a request comes (not at build). Fail closed: without a secret,
 * with a short one (even on a developer's machine, so a weak one never reaches production unnoticed),
 * or with a hosted dataset and no token that may read drafts, the preview is off and every preview
 * address answers 404.
 */
export function previewSettings(env: Record<string, string | undefined>): PreviewSettings {
  const blank = (value: string | undefined) => (value?.trim() ? value : undefined);
  const e = previewEnv.parse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, blank(v)])));
  if (!e.HEARTH_PREVIEW_SECRET) return { enabled: false, why: 'HEARTH_PREVIEW_SECRET is not set' };
  if (e.HEARTH_PREVIEW_SECRET.length < PREVIEW_SECRET_MIN_LENGTH) {
    return { enabled: false, why: `HEARTH_PREVIEW_SECRET is shorter than ${PREVIEW_SECRET_MIN_LENGTH} characters` };
  }
  const content = contentConfig(env);
  const common = { enabled: true as const, secret: e.HEARTH_PREVIEW_SECRET };
  if (content.kind === 'seed') return { ...common, content };
  const token = e.SANITY_PREVIEW_TOKEN ?? e.SANITY_API_TOKEN;
  if (!token) return { enabled: false, why: 'reading drafts from Sanity needs SANITY_PREVIEW_TOKEN (or SANITY_API_TOKEN)' };
  return { ...common, content: { ...content, token } };
}
