import { defineContentType, field } from './define';

export const seo = defineContentType({
  id: 'seo',
  name: 'SEO',
  description: 'How a page appears in search results and when it is shared.',
  displayField: 'title',
  fields: {
    title: field.symbol({
      name: 'Title',
      help: 'Shown in the browser tab and search results. Keep it under 60 characters.',
      required: true,
      max: 70,
    }),
    description: field.symbol({
      name: 'Description',
      help: 'One or two sentences for search results and link previews (under 160 characters).',
      required: true,
      max: 200,
    }),
    image: field.asset({
      name: 'Share image',
      help: 'Picture shown when the page is shared on social networks (1200 x 630 works best).',
    }),
    noindex: field.boolean({
      name: 'Hide from search engines',
      help: 'Tick to keep this page out of search engines and the sitemap.',
    }),
  },
});
