/** sitemap.xml and robots.txt as text, from absolute URLs. */

export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.loc) && seen.add(e.loc))
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Personal and transactional pages are kept out of crawls; the API is not a page. */
export const DISALLOWED_PATHS = ['/account', '/admin', '/cart', '/checkout', '/login', '/order', '/tracking', '/graphql'];

export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
