import type { APIRoute } from 'astro';
import { siteEnvironment, tagSettingsFrom } from '../lib/analytics/tag-plan.ts';
import { content } from '../lib/content/index.ts';
import { tagSettingsQuery, type TagSettingsContent } from '../lib/content/queries.ts';

// Built once with the pages: the server reads it at start to allow only the configured tags' hosts in its policy.
export const prerender = true;

export const GET: APIRoute = async () => {
  const settings = tagSettingsFrom(await content().fetch<TagSettingsContent>(tagSettingsQuery), siteEnvironment(process.env));
  return new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } });
};
