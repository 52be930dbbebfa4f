import {defineField, defineType} from 'sanity'
import {hrefRule} from './rules'

export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({name: 'heading', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'text', type: 'text', rows: 3}),
    defineField({name: 'ctaLabel', title: 'Button label', type: 'string'}),
    defineField({
      name: 'ctaHref',
      title: 'Button link',
      type: 'url',
      validation: (rule) =>
        hrefRule(rule).custom((href, {parent}) =>
          (parent as {ctaLabel?: string} | undefined)?.ctaLabel && !href
            ? 'A button with a label needs a link.'
            : true,
        ),
    }),
  ],
  preview: {
    select: {title: 'heading', subtitle: 'text'},
    prepare: ({title, subtitle}) => ({title, subtitle: subtitle ? `Hero · ${subtitle}` : 'Hero'}),
  },
})
