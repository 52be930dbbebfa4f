/** The fields of a page or an article that give its address on the shop. */
export interface PreviewableDocument {
  _type: string
  path?: {current?: string}
  slug?: {current?: string}
}

/**
 * The shop path of a page ("" for home) or an article, as the shop's addresses write it (the
 * shop's src/features/preview/preview-paths.ts reads it back; a test keeps the two in step);
 * null before the document has one.
 */
export function sitePathOf(doc: PreviewableDocument | null | undefined): string | null {
  if (!doc) return null
  if (doc._type === 'knowledgeBaseArticle') return doc.slug?.current ? `knowledge-base/${doc.slug.current}` : null
  const path = doc.path?.current
  if (!path) return null
  return path === 'home' ? '' : path
}
