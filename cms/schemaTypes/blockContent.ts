import {defineArrayMember, defineField, defineType} from 'sanity'
import {hrefRule} from './rules'

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Normal', value: 'normal'},
        {title: 'Heading 2', value: 'h2'},
        {title: 'Heading 3', value: 'h3'},
      ],
      marks: {
        decorators: [
          {title: 'Strong', value: 'strong'},
          {title: 'Emphasis', value: 'em'},
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'URL',
                type: 'url',
                validation: (rule) => hrefRule(rule).required(),
              }),
            ],
          }),
        ],
      },
    }),
    // Pictures in an article: the site shows them at 3:2, so the hotspot picks what stays in frame;
    // the crop is applied first. Alt text is what a screen reader and a failed download say instead.
    defineArrayMember({
      type: 'image',
      options: {hotspot: true},
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          description: 'What the picture shows, for people who cannot see it (e.g. "Logs stacked under a lean-to roof").',
          type: 'string',
          validation: (rule) => rule.required().min(3).max(200),
        }),
      ],
    }),
  ],
})
