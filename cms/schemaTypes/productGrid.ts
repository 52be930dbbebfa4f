import {defineArrayMember, defineField, defineType} from 'sanity'

export const productGrid = defineType({
  name: 'productGrid',
  title: 'Product grid',
  type: 'object',
  description: 'Shows the chosen products, or else every product in the category.',
  fields: [
    defineField({name: 'heading', type: 'string'}),
    defineField({name: 'category', type: 'reference', to: [{type: 'category'}]}),
    defineField({
      name: 'products',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'product'}]})],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: {heading: 'heading', category: 'category.title', products: 'products'},
    prepare: ({heading, category, products}) => ({
      title: heading || 'Product grid',
      subtitle: products?.length ? `${products.length} products` : category || 'All products',
    }),
  },
})
