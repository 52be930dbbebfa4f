/** What the search page shows of one Pagefind result. */
export interface SearchHit {
  url: string;
  title: string;
  kind: string;
  excerpt: string;
  /**
   * The page's picture (a product's own, an article's first), when it is on this site. Shown beside
   * the title inside the same link, so it adds nothing to say: the card gives it no text of its own.
   */
  image?: string;
  /** "£149.00": a product's price when the site was built (the product page shows the live one). */
  price?: string;
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
  return decodeEntities(excerpt.replace(/<[^>]*>/g, ''));
}

/** Pagefind writes its meta values HTML-escaped too (an image URL's `&` is `&amp;`). */
function decodeEntities(text: string): string {
  return text.replace(
    /&(lt|gt|quot|#39|#x27|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[name] ?? '',
  );
}

/** Only a path on this site: an index is built from the shop's own pages, but a link is checked anyway. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** A result the page may link to: only a path on this site, whatever the index says. */
export function toHit(fragment: PagefindFragment): SearchHit | null {
  if (!isSitePath(fragment.url)) return null;
  const kind = fragment.meta.kind === 'Product' ? 'Product' : 'Guide';
  const image = decodeEntities(fragment.meta.image?.trim() ?? '');
  const price = fragment.meta.price?.trim();
  return {
    // Pagefind writes directory URLs with a trailing slash; the site's own links have none.
    url: fragment.url.replace(/\/index\.html$/, '').replace(/(.)\/$/, '$1'),
    title: decodeEntities(fragment.meta.title?.trim() || fragment.url),
    kind,
    excerpt: excerptText(fragment.excerpt),
    ...(isSitePath(image) ? { image } : {}),
    ...(kind === 'Product' && price ? { price: decodeEntities(price) } : {}),
  };
}

/**
 * "3 results for “ash”", for the live region that tells a screen reader what happened; when the
 * query was corrected, the words the shopper typed too, so nobody is shown other words unawares.
 */
export function resultsSummary(query: string, count: number, typed?: string): string {
  if (!query.trim()) return '';
  if (count === 0) return `No results for “${query.trim()}”. Try another word, such as ash, pellets or kindling.`;
  const results = `${count} result${count === 1 ? '' : 's'}`;
  if (typed !== undefined && typed.trim() !== query.trim())
    return `Showing results for “${query.trim()}” (you typed “${typed.trim()}”): ${results}.`;
  return `${results} for “${query.trim()}”.`;
}

/** Most results a query lists; Pagefind loads each result's fragment, so more costs more. */
export const MAX_RESULTS = 20;
