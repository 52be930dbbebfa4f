import {defineField, defineType} from 'sanity'
import {pathRule, slugifyPath} from './rules'

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'path',
      description: 'URL path without a leading slash, e.g. "wood-pellets".',
      type: 'slug',
      options: {source: 'title', slugify: slugifyPath},
      validation: pathRule,
    }),
    defineField({name: 'description', type: 'text', rows: 3}),
    defineField({
      name: 'sort',
      description: 'Lower numbers come first.',
      type: 'number',
      validation: (rule) => rule.integer(),
    }),
  ],
  orderings: [{title: 'Sort order', name: 'sortAsc', by: [{field: 'sort', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', path: 'path.current'},
    prepare: ({title, path}) => ({title, subtitle: path && `/${path}`}),
  },
})
