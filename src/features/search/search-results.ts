/** What the search page shows of one Pagefind result. */
export interface SearchHit {
  url: string;
  title: string;
  kind: string;
  excerpt: string;
}

/** The part of a Pagefind result's data the page reads (see pagefind's `PagefindSearchFragment`). */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/**
 * Pagefind's excerpt is the page's text, HTML-escaped, with <mark> around the matches. The page
 * prints it as text (never as HTML), so the tags go and the few entities Pagefind writes come back
 * as the characters they stand for.
 */
export function excerptText(excerpt: string): string {
  return excerpt
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(lt|gt|quot|#39|#x27|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[name] ?? '',
    );
}

/** A result the page may link to: only a path on this site, whatever the index says. */
export function toHit(fragment: PagefindFragment): SearchHit | null {
  if (!fragment.url.startsWith('/') || fragment.url.startsWith('//')) return null;
  return {
    // Pagefind writes directory URLs with a trailing slash; the site's own links have none.
    url: fragment.url.replace(/\/index\.html$/, '').replace(/(.)\/$/, '$1'),
    title: fragment.meta.title?.trim() || fragment.url,
    kind: fragment.meta.kind === 'Product' ? 'Product' : 'Guide',
    excerpt: excerptText(fragment.excerpt),
  };
}

/** "3 results for “ash”", for the live region that tells a screen reader what happened. */
export function resultsSummary(query: string, count: number): string {
  if (!query.trim()) return '';
  if (count === 0) return `No results for “${query.trim()}”. Try another word, such as ash, pellets or kindling.`;
  return `${count} result${count === 1 ? '' : 's'} for “${query.trim()}”.`;
}

/** Most results a query lists; Pagefind loads each result's fragment, so more costs more. */
export const MAX_RESULTS = 20;
