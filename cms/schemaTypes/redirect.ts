import {defineField, defineType} from 'sanity'

/** A site path: starts with "/", no spaces, no query string or fragment. */
const SITE_PATH = /^\/[^\s?#]*$/

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  description: 'Sends an old or short address to a page. The site answers it on the next build.',
  fields: [
    defineField({
      name: 'from',
      description: 'The old path, e.g. "/faq". Matched in any letter case.',
      type: 'string',
      validation: (rule) =>
        rule.required().custom((from?: string) =>
          from === undefined || SITE_PATH.test(from) ? true : 'Start with "/" and leave out spaces, "?" and "#".',
        ),
    }),
    defineField({
      name: 'to',
      description: 'Where to send it: a site path such as "/knowledge-base" or a full https:// address.',
      type: 'string',
      validation: (rule) =>
        rule.required().custom((to: string | undefined, {document}) => {
          if (to === undefined) return true
          if (!SITE_PATH.test(to) && !/^https:\/\/\S+$/.test(to)) return 'Use a site path starting with "/" or an https:// address.'
          const from = (document as {from?: string} | undefined)?.from
          return from && from.toLowerCase() === to.toLowerCase() ? 'A redirect cannot point to itself.' : true
        }),
    }),
    defineField({
      name: 'permanent',
      description: 'Permanent (301) tells search engines the page has moved for good; otherwise temporary (302).',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: {from: 'from', to: 'to', permanent: 'permanent'},
    prepare: ({from, to, permanent}) => ({title: `${from ?? '?'} → ${to ?? '?'}`, subtitle: permanent === false ? '302 temporary' : '301 permanent'}),
  },
})
