import { createHash } from 'node:crypto';
import { siteEnvironment } from '../analytics/tag-plan.ts';
import { content } from './index.ts';
import { type SiteSettings, siteSettingsQuery, type TagSettingsContent, tagSettingsQuery } from './queries.ts';

/**
 * A page's `cacheKey` for Astro's incremental build (astro.config.mjs, `experimental.incrementalBuild`):
 * a page whose code and key are both unchanged is copied from the last build instead of rendered.
 * Astro hashes the code (every module the page imports, JSON data files included); the key must
 * cover the content the page prints that is fetched, not imported: its own documents and what the
 * layout fetches for every page (site settings, tag settings, the tag environment).
 */
export async function pageCacheKeyer(): Promise<(...pageContent: unknown[]) => string> {
  const [settings, tags] = await Promise.all([
    content().fetch<SiteSettings>(siteSettingsQuery),
    content().fetch<TagSettingsContent>(tagSettingsQuery),
  ]);
  const layout = JSON.stringify([settings, tags, siteEnvironment(process.env)]);
  return (...pageContent) => createHash('sha256').update(layout).update('\0').update(JSON.stringify(pageContent)).digest('hex');
}
