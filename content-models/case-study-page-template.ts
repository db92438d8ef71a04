import { defineContentType, field } from './define';

export const caseStudyPageTemplate = defineContentType({
  id: 'case_study_page_template',
  name: 'Case study',
  description: 'A customer story, published at /case-studies/{slug}.',
  displayField: 'name',
  fields: {
    slug: field.slug({ name: 'Slug', help: 'The address after /case-studies/.' }),
    name: field.symbol({ name: 'Name', help: 'Internal name of the case study.', required: true }),
    client: field.symbol({
      name: 'Client',
      help: 'The organisation the story is about, as it writes its own name.',
      required: true,
    }),
    headline: field.symbol({
      name: 'Headline',
      help: 'The main heading of the page.',
      required: true,
    }),
    summary: field.symbol({
      name: 'Summary',
      help: 'One or two sentences used on the case study list.',
      required: true,
    }),
    logo: field.asset({
      name: 'Client logo',
      help: 'The client logo, preferably on a transparent background.',
    }),
    image: field.asset({
      name: 'Image',
      help: 'A picture shown at the top of the story and on the list.',
    }),
    seo: field.entry(['seo'], {
      name: 'SEO',
      help: 'Title and description for search engines and link previews.',
      required: true,
    }),
    sections: field.entries('section', {
      name: 'Sections',
      help: 'The blocks of the story, from top to bottom.',
      required: true,
    }),
  },
});
