import {defineArrayMember, defineField, defineType} from 'sanity'

/** Questions and answers; the page also describes them to search engines (FAQPage). */
export const faq = defineType({
  name: 'faq',
  title: 'Questions and answers',
  type: 'object',
  fields: [
    defineField({name: 'heading', type: 'string'}),
    defineField({
      name: 'items',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'faqItem',
          title: 'Question',
          type: 'object',
          fields: [
            defineField({name: 'question', type: 'string', validation: (rule) => rule.required()}),
            defineField({name: 'answer', type: 'text', rows: 4, validation: (rule) => rule.required()}),
          ],
          preview: {select: {title: 'question', subtitle: 'answer'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {heading: 'heading', items: 'items'},
    prepare: ({heading, items}) => ({title: heading || 'Questions and answers', subtitle: `${items?.length ?? 0} questions`}),
  },
})
