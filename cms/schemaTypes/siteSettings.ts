import {defineArrayMember, defineField, defineType} from 'sanity'
import {hrefRule} from './rules'

// Each marketing tag: its ID and the environments it runs in (empty: production; the tag manager
// also in development). The site loads a tag only with its purpose consented to.
const tagField = (name: string, title: string, description: string, pattern: RegExp) =>
  defineField({
    name,
    title,
    description,
    type: 'object',
    options: {collapsible: true, collapsed: true},
    fields: [
      defineField({
        name: 'id',
        title: 'ID',
        type: 'string',
        validation: (rule) => rule.regex(pattern).error(`Not a valid ID for ${title}.`),
      }),
      defineField({
        name: 'environments',
        description: 'Leave empty for production only (the tag manager: production and development).',
        type: 'array',
        of: [defineArrayMember({type: 'string'})],
        options: {list: ['production', 'staging', 'development']},
      }),
    ],
  })

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
    defineField({
      name: 'marketingTags',
      title: 'Analytics and marketing tags',
      description: 'Each tag loads only for shoppers who allowed its purpose. Leave an ID empty to switch the tag off.',
      type: 'object',
      fields: [
        tagField('googleTagManager', 'Google Tag Manager', 'Container ID, e.g. GTM-ABC1234 (statistics).', /^GTM-[A-Z0-9]{4,12}$/),
        tagField('googleAnalytics', 'Google Analytics 4', 'Measurement ID, e.g. G-ABC123DEF4 (statistics).', /^G-[A-Z0-9]{4,14}$/),
        defineField({
          name: 'anonymizeIp',
          title: 'Anonymise IP addresses in Google Analytics',
          type: 'boolean',
          initialValue: true,
        }),
        tagField('metaPixel', 'Meta pixel', 'Pixel ID, digits only (marketing).', /^\d{6,20}$/),
        tagField('chatWidget', 'Support chat (Crisp)', 'Crisp website ID (support chat).', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        tagField('clarity', 'Microsoft Clarity', 'Project ID (statistics).', /^[a-z0-9]{6,16}$/),
        tagField('linkedInInsight', 'LinkedIn Insight tag', 'Partner ID, digits only (marketing).', /^\d{4,12}$/),
      ],
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'tagline'}},
})
