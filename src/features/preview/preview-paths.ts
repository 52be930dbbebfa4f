/** What a preview address shows: a content page by its path ("" is home), or a knowledge-base article. */
export type PreviewTarget = { kind: 'page'; path: string } | { kind: 'article'; slug: string };

// Lower-case segments of letters, digits and hyphens, as the Studio's path and slug rules allow:
// nothing that could leave the site (no "//", no scheme, no "..") when it becomes a redirect.
const PATH = /^([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The page path as the site's addresses write it, or null for anything else. */
export function previewPath(raw: string | null | undefined): string | null {
  const path = (raw ?? '').replace(/^\/+|\/+$/g, '');
  return path === '' || PATH.test(path) ? path : null;
}

export function previewTarget(raw: string | null | undefined): PreviewTarget | null {
  const path = previewPath(raw);
  if (path === null) return null;
  const article = /^knowledge-base\/([a-z0-9-]+)$/.exec(path);
  if (article) return { kind: 'article', slug: article[1]! };
  return { kind: 'page', path: path === '' ? 'home' : path };
}

/** The preview address of a page path. */
export const previewAddress = (path: string) => (path === '' ? '/preview' : `/preview/${path}`);
