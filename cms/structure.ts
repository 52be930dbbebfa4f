import type {StructureResolver} from 'sanity/structure'

export const SINGLETON_TYPES = new Set(['siteSettings'])
// Duplicate, delete and unpublish would break the fixed-_id contract.
export const SINGLETON_ACTIONS = new Set<string>(['publish', 'discardChanges', 'restore'])

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      // The site reads settings from the fixed _id "siteSettings".
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? '')),
    ])
