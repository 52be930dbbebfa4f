import {defineField, defineType} from 'sanity'

type Block = {_type: string; children?: {text?: string}[]}

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  fields: [defineField({name: 'body', type: 'blockContent', validation: (rule) => rule.required()})],
  preview: {
    select: {body: 'body'},
    prepare: ({body}: {body?: Block[]}) => ({
      title:
        body
          ?.find((block) => block._type === 'block')
          ?.children?.map((child) => child.text)
          .join('') || 'Empty',
      subtitle: 'Rich text',
    }),
  },
})
