import {defineArrayMember, defineField, defineType} from 'sanity'
import {pathRule, slugifyPath} from './rules'

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'path',
      description: 'URL path without a leading slash, e.g. "delivery". The home page is "home".',
      type: 'slug',
      options: {source: 'title', slugify: slugifyPath},
      validation: pathRule,
    }),
    defineField({
      name: 'description',
      description: 'Shown by search engines; at most 160 characters.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'sections',
      type: 'array',
      of: [
        defineArrayMember({type: 'hero'}),
        defineArrayMember({type: 'richText'}),
        defineArrayMember({type: 'productGrid'}),
        defineArrayMember({type: 'faq'}),
        defineArrayMember({type: 'deliveryCharges'}),
      ],
    }),
  ],
  preview: {
    select: {title: 'title', path: 'path.current'},
    prepare: ({title, path}) => ({title, subtitle: path === 'home' ? '/' : path && `/${path}`}),
  },
})
