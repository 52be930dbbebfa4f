import {defineField, defineType, getPublishedId, type StringRule} from 'sanity'
import {API_VERSION, pathRule, slugifyPath} from './rules'
import {SkuInput} from './sku-input/SkuInput'

const SKU_CODE = /^[A-Z0-9]+(-[A-Z0-9]+)*$/

// The commerce catalogue keys stock, prices and orders on the SKU code, so a published
// product must keep its code and no two published products may share one.
const skuCodeRule = (rule: StringRule) => [
  rule.required(),
  rule
    .regex(SKU_CODE)
    .error('Use capital letters and digits in groups joined by single hyphens, e.g. "LOG-ASH-FULL".'),
  rule.custom(async (skuCode: string | undefined, {document, getClient}) => {
    if (!skuCode || !document) return true
    const id = getPublishedId(document._id)
    const {published, taken} = await getClient({apiVersion: API_VERSION}).fetch<{
      published: string | null
      taken: boolean
    }>(
      `{
        "published": *[_id == $id][0].skuCode,
        "taken": count(*[_type == "product" && skuCode == $skuCode && _id != $id
          && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]) > 0
      }`,
      {id, skuCode},
    )
    if (published && published !== skuCode) {
      return `SKU codes cannot change once published; this product is ${published}. Create a new product instead.`
    }
    return taken ? `Another product already uses ${skuCode}.` : true
  }),
]

// Every picture says what it shows, for shoppers who cannot see it (and for search engines).
const altTextField = defineField({
  name: 'alt',
  title: 'Alternative text',
  description: 'What the picture shows, e.g. "A full crate of ash logs on a gravel drive".',
  type: 'string',
  validation: (rule) => rule.required(),
})

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
    defineField({
      name: 'skuCode',
      title: 'SKU code',
      description:
        'The product the shop sells, from its live catalogue. Cannot change after publishing.',
      type: 'string',
      // Offers the shop's own SKUs (name beside code) instead of a free text field.
      components: {input: SkuInput},
      validation: skuCodeRule,
    }),
    defineField({
      name: 'path',
      description: 'Full URL path without a leading slash, e.g. "firewood/ash/full-crate".',
      type: 'slug',
      options: {
        // Suggests "<category path>/<title>"; editors can refine it.
        source: async (doc, {getClient}) => {
          const ref = (doc.category as {_ref?: string} | undefined)?._ref
          const categoryPath = ref
            ? await getClient({apiVersion: API_VERSION}).fetch<string | null>(
                '*[_id == $ref][0].path.current',
                {ref},
              )
            : null
          return [categoryPath, doc.title].filter(Boolean).join('/')
        },
        slugify: slugifyPath,
      },
      validation: pathRule,
    }),
    defineField({
      name: 'category',
      type: 'reference',
      to: [{type: 'category'}],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'range',
      description:
        'e.g. "Kiln-dried ash". Products with the same range and category are offered as sizes of one another.',
      type: 'string',
    }),
    defineField({
      name: 'sizeLabel',
      title: 'Size',
      description:
        'Names this size among its range, e.g. "Standard crate" or "750 kg pallet"; the product page compares the sizes.',
      type: 'string',
    }),
    defineField({
      name: 'shortDescription',
      title: 'Short description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(200),
    }),
    defineField({name: 'body', type: 'blockContent'}),
    defineField({
      name: 'specifications',
      type: 'object',
      options: {collapsible: true},
      fields: [
        defineField({name: 'species', type: 'string'}),
        defineField({
          name: 'moistureMaxPercent',
          title: 'Maximum moisture (%)',
          type: 'number',
          validation: (rule) => rule.min(0).max(100),
        }),
        defineField({
          name: 'readyToBurnCertificate',
          title: 'Ready to Burn certificate',
          type: 'string',
        }),
        defineField({
          name: 'volumeM3',
          title: 'Volume (m³)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'logLengthCm',
          title: 'Log length (cm)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'footprintWidthCm',
          title: 'Footprint width (cm)',
          description: 'The crate, pallet or bag on the ground: what space it needs where it is left.',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'footprintDepthCm',
          title: 'Footprint depth (cm)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'weightKg',
          title: 'Weight (kg)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'pelletGrade',
          title: 'Pellet grade',
          description: 'e.g. "ENplus A1".',
          type: 'string',
        }),
        defineField({
          name: 'pelletDiameterMm',
          title: 'Pellet diameter (mm)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: 'bagCount',
          title: 'Bags',
          type: 'number',
          validation: (rule) => rule.integer().positive(),
        }),
        defineField({
          name: 'bagWeightKg',
          title: 'Bag weight (kg)',
          type: 'number',
          validation: (rule) => rule.positive(),
        }),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Main picture',
      description:
        'Shown first on the product page, and on listings, search results and shared links. Set the hotspot: phones show it cropped around it.',
      type: 'image',
      options: {hotspot: true},
      fields: [altTextField],
    }),
    defineField({
      name: 'gallery',
      title: 'More pictures',
      description:
        'Shown after the main picture on the product page, as thumbnails a shopper can open. Drag to reorder; set each one\'s hotspot.',
      type: 'array',
      of: [
        {
          type: 'image',
          options: {hotspot: true},
          fields: [altTextField],
          preview: {select: {title: 'alt', media: 'asset'}},
        },
      ],
      options: {layout: 'grid'},
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'sort',
      description: 'Lower numbers come first.',
      type: 'number',
      validation: (rule) => rule.integer(),
    }),
  ],
  orderings: [{title: 'Sort order', name: 'sortAsc', by: [{field: 'sort', direction: 'asc'}]}],
  preview: {select: {title: 'title', subtitle: 'skuCode', media: 'image'}},
})
