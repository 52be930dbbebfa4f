import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo/sitemap.ts';

export const prerender = true;

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(new URL('/sitemap.xml', site ?? 'http://localhost:4321').href), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
