import type {SlugRule, SlugValue, UrlRule} from 'sanity'

export const API_VERSION = '2025-06-01'

/** Lower-case segments joined by "/", with no slash at either end. */
export const PATH_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

export const pathRule = (rule: SlugRule) =>
  rule.required().custom((slug: SlugValue | undefined) =>
    // An absent slug is reported by required(); this checks the format of what is there.
    slug === undefined || PATH_PATTERN.test(slug.current ?? '')
      ? true
      : 'Use lower-case letters, digits and hyphens, with "/" between segments and no slash at the start or end (e.g. "firewood/ash/full-crate").',
  )

/** Like Sanity's default slugify, but keeps "/" so a path can have several segments. */
export const slugifyPath = (input: string) =>
  input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split('/')
    .map((segment) => segment.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('/')

/** Links may be absolute web links, mailto: or site-relative ("/delivery"). */
export const hrefRule = (rule: UrlRule) =>
  rule.uri({scheme: ['http', 'https', 'mailto'], allowRelative: true})
