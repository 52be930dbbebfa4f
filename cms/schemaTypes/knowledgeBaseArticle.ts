import {defineField, defineType} from 'sanity'

/** The topics the knowledge-base index groups articles under. */
export const KNOWLEDGE_BASE_CATEGORIES = [
  {title: 'Delivery', value: 'delivery'},
  {title: 'Firewood', value: 'firewood'},
  {title: 'Wood pellets', value: 'wood-pellets'},
  {title: 'Using your stove', value: 'using-your-stove'},
  {title: 'Storage', value: 'storage'},
]

export const knowledgeBaseArticle = defineType({
  name: 'knowledgeBaseArticle',
  title: 'Knowledge-base article',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'slug',
      description: 'The article lives at /knowledge-base/{slug}.',
      type: 'slug',
      options: {source: 'title'},
      validation: (rule) =>
        rule.required().custom((slug) =>
          slug === undefined || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug.current ?? '')
            ? true
            : 'Use lower-case letters, digits and single hyphens, e.g. "storing-logs".',
        ),
    }),
    defineField({
      name: 'category',
      type: 'string',
      options: {list: KNOWLEDGE_BASE_CATEGORIES, layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      description: 'One or two sentences; shown on the index and by search engines (at most 160 characters).',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(160),
    }),
    defineField({name: 'body', type: 'blockContent', validation: (rule) => rule.required()}),
    defineField({
      name: 'products',
      title: 'Products this article discusses',
      description: 'Listed under the article; each product page links back to the articles that name it.',
      type: 'array',
      of: [{type: 'reference', to: [{type: 'product'}]}],
      validation: (rule) => rule.unique(),
    }),
    defineField({name: 'publishedAt', title: 'Published', type: 'datetime', validation: (rule) => rule.required()}),
  ],
  orderings: [{title: 'Newest first', name: 'publishedDesc', by: [{field: 'publishedAt', direction: 'desc'}]}],
  preview: {
    select: {title: 'title', slug: 'slug.current', category: 'category'},
    prepare: ({title, slug, category}) => ({title, subtitle: [category, slug && `/knowledge-base/${slug}`].filter(Boolean).join(' · ')}),
  },
})
