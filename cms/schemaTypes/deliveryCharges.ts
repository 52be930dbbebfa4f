import {defineField, defineType} from 'sanity'

/**
 * The delivery charges, stated from the shop's own delivery rules when the site is built: prices,
 * free-delivery thresholds, where each method goes and for how much more. Editors place it; the
 * figures are not typed here, so the page can never disagree with checkout.
 */
export const deliveryCharges = defineType({
  name: 'deliveryCharges',
  title: 'Delivery charges (from the delivery rules)',
  type: 'object',
  fields: [defineField({name: 'heading', type: 'string', initialValue: 'What delivery costs'})],
  preview: {
    select: {heading: 'heading'},
    prepare: ({heading}) => ({title: heading || 'Delivery charges', subtitle: 'Figures from the delivery rules'}),
  },
})
