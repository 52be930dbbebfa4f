import { escapeHTML, type PortableTextMarkComponent, toHTML, uriLooksSafe } from '@portabletext/to-html';
import type { PortableTextBlock } from './queries.ts';
import { type ImageHost, richTextImageHtml } from './rich-text-image.ts';

/** Is this link on the shop itself (a path, or an address on the shop's own origin)? */
export function isInternalHref(href: string, siteOrigin: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  try {
    return new URL(href).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Editors' links: only addresses that cannot run script (no `javascript:`, `data:` and the like,
 * however spelled), so such a link prints its text alone. Links away from the shop open as the
 * shopper's browser chooses but without handing the other site a handle on this page.
 */
function linkMark(siteOrigin: string): PortableTextMarkComponent<{ _type: 'link'; href?: string }> {
  return ({ children, value }) => {
    const href = value?.href?.trim() ?? '';
    if (!href || !uriLooksSafe(href)) return children;
    const rel = isInternalHref(href, siteOrigin) ? '' : ' rel="noopener"';
    return `<a href="${escapeHTML(href)}"${rel}>${children}</a>`;
  };
}

/**
 * An editor's rich text as HTML, at build time: headings, paragraphs, bold, italic, links,
 * bulleted and numbered lists and pictures (from `imageHost`; without one they are left out).
 * Text is escaped by the library; anything it does not know is dropped, never printed raw.
 * Adds no JavaScript to the page.
 */
export function portableTextHtml(blocks: readonly PortableTextBlock[], siteOrigin: string, imageHost?: ImageHost): string {
  return toHTML(blocks as unknown as Parameters<typeof toHTML>[0], {
    components: {
      types: imageHost ? { image: ({ value }) => richTextImageHtml(value, imageHost) } : {},
      marks: { link: linkMark(siteOrigin) },
      // The library's own fallbacks print a hidden <div style=…> note or a classed <span>: a type or
      // mark this site does not know is left out (its text kept), and pages keep no style attributes.
      unknownType: () => '',
      unknownMark: ({ children }) => children,
    },
    onMissingComponent: false,
  });
}
