import type {DocumentActionComponent} from 'sanity'
import {type PreviewableDocument, sitePathOf} from './previewPath'

/** The shop whose /preview shows drafts; a Studio build reads SANITY_STUDIO_* variables. */
const SHOP_ORIGIN = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:4321'

/**
 * "Open preview": the draft (or, with none, the published document) in the shop's preview, in a
 * new tab. The preview secret is not in the Studio (its code is public to anyone who loads it):
 * the shop asks for it once an hour, and the address opened carries only the page's path.
 */
export const OpenPreviewAction: DocumentActionComponent = ({draft, published}) => {
  const path = sitePathOf((draft ?? published) as PreviewableDocument | null)
  return {
    label: 'Open preview',
    title: path === null ? 'Give the document its path (or slug) first' : 'See this draft on the shop before publishing',
    disabled: path === null,
    onHandle: () => {
      if (path === null) return
      const url = new URL('/preview/enter', SHOP_ORIGIN)
      url.searchParams.set('path', path)
      window.open(url.href, '_blank', 'noopener')
    },
  }
}

/** The document types the shop can preview. */
export const PREVIEWABLE_TYPES = new Set(['page', 'knowledgeBaseArticle'])
