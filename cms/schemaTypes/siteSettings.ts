import {defineArrayMember, defineField, defineType} from 'sanity'
import {hrefRule} from './rules'

const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Brand name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'tagline', type: 'string'}),
    defineField({
      name: 'defaultPostcode',
      title: 'Default postcode',
      description: 'Used for delivery estimates before a customer enters their own.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(UK_POSTCODE)
          .error('Enter a UK postcode in capitals with one space, e.g. "LE12 6UZ".'),
    }),
    defineField({
      name: 'salesChannelBrand',
      title: 'Sales channel brand',
      description: 'Must equal the brand of the commerce sales channel.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'footerText', title: 'Footer text', type: 'text', rows: 3}),
    defineField({
      name: 'navigation',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'navLink',
          title: 'Link',
          type: 'object',
          fields: [
            defineField({name: 'label', type: 'string', validation: (rule) => rule.required()}),
            defineField({
              name: 'href',
              title: 'URL',
              type: 'url',
              validation: (rule) => hrefRule(rule).required(),
            }),
          ],
          preview: {select: {title: 'label', subtitle: 'href'}},
        }),
      ],
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'tagline'}},
})
