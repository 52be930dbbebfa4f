/**
 * The offline page lists the pages this browser has kept (the service worker's "pages" cache),
 * so a shopper without a connection can still open what they read before. Pure parts here; the
 * page's script does the cache reading.
 */

export const PAGES_CACHE = 'pages';

export interface VisitedPage {
  path: string;
  title: string;
}

/** Pages that make no sense offline or are personal: not offered from the offline page. */
const NOT_OFFERED = [
  /^\/offline\/?$/,
  /^\/checkout(\/|$)/,
  /^\/order(\/|$)/,
  /^\/account(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/login\/?$/,
  /^\/payment-failed(\/|$)/,
];

/** The page's own title, without the " | Hearth" every title ends with; the path when it has none. */
export function pageTitle(html: string, path: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const raw = match?.[1] ? decodeEntities(match[1]).trim() : '';
  const title = raw.replace(/\s*[|–-]\s*Hearth\s*$/, '').trim();
  return title === '' ? path : title;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface CachedPage {
  /** The page's path, as the link offers it. */
  path: string;
  /** The cached entry's URL, to read its title from. */
  url: string;
}

/** Which cached URLs to offer: this shop's pages only, once each, personal ones left out, home first. */
export function pagesToOffer(urls: readonly string[], origin: string): CachedPage[] {
  const pages = new Map<string, string>();
  for (const url of urls) {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) continue;
    const path = parsed.pathname.replace(/(.)\/$/, '$1');
    if (NOT_OFFERED.some((pattern) => pattern.test(path)) || pages.has(path)) continue;
    pages.set(path, parsed.href);
  }
  return [...pages]
    .map(([path, url]) => ({ path, url }))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}
